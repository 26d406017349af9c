/**
 * Changes a second person approves, in the top bar: for users who read approvals, an icon link to
 * /changes (named "Changes") beside the language menu, with the number of changes waiting for a
 * decision. An icon, not a word in the bar, so the bar still fits beside the user's name; while
 * nothing waits it is the first to give way when the row does not fit (Shell's `endOptional`),
 * the page being on the account page too.
 */
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import type { SessionUser } from '@freight/domain';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n';
import { canRead } from '../lib/permissions';

export const CHANGES_PATH = '/changes';

/** True when the user sees the Changes page (approvals read or write). */
export function seesChanges(user: SessionUser): boolean {
  return canRead(user, 'approvals');
}

/** The top bar's link to the Changes page, with `count` (usePendingChanges) when changes wait. */
export function ChangesTopLink({ count }: { count: number }) {
  const t = useT();
  const label = t('shell.nav.changes');
  const name = count > 0 ? `${label}: ${t('approvals.count', { count })}` : label;
  return (
    <Tooltip label={name} withinPortal>
      <Indicator label={count} size={16} color="orange" disabled={count <= 0} offset={4} data-testid="pending-changes" inline>
        <ActionIcon component={NavLink} to={CHANGES_PATH} variant="subtle" size="lg" aria-label={name}>
          <IconClipboardCheck size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
