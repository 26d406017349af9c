/**
 * Changes a second person approves, in the top bar: for users who read approvals, an icon link to
 * /changes (named "Changes") beside the language menu, with the number of changes waiting for a
 * decision, shown while changes wait. An icon, not a word in the bar, so the bar still fits beside the user's name.
 */
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import type { SessionUser } from '@freight/domain';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n';
import { usePendingChanges } from '../lib/pending-changes';
import { canRead } from '../lib/permissions';

export const CHANGES_PATH = '/changes';

/** True when the user sees the Changes page (approvals read or write). */
export function seesChanges(user: SessionUser): boolean {
  return canRead(user, 'approvals');
}

/** The top bar's link to the Changes page and its pending count; nothing for a user without approvals read, or while nothing waits. */
export function ChangesTopLink({ user }: { user: SessionUser }) {
  const t = useT();
  const allowed = seesChanges(user);
  const count = usePendingChanges(allowed);
  // Only while something waits: a full bar keeps the user's name, and the page is in the menu and the settings.
  if (!allowed || count <= 0) return null;
  const label = t('shell.nav.changes');
  const name = count > 0 ? `${label}: ${t('approvals.count', { count })}` : label;
  return (
    <Tooltip label={count > 0 ? name : label} withinPortal>
      <Indicator label={count} size={16} color="orange" disabled={count <= 0} offset={4} data-testid="pending-changes" inline>
        <ActionIcon component={NavLink} to={CHANGES_PATH} variant="subtle" size="lg" aria-label={name}>
          <IconClipboardCheck size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
