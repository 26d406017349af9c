/**
 * A value shown in full (a token, a webhook's secret) with its copy button: the button says
 * 'Copied' for COPIED_MS after a copy (or while `copied` is set, e.g. after copying it for them).
 */
import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../lib/i18n';

/** How long the copy button says 'Copied'. */
export const COPIED_MS = 1000;

interface CopyValueProps {
  value: string;
  /** The button's words before a copy, e.g. 'Copy token'. */
  label: string;
  /** Data attributes for the shown value (tests find it by them). */
  codeProps?: Record<`data-${string}`, string | boolean>;
  /** The value takes the row's room and the button stays beside it (no wrapping). */
  grow?: boolean;
  /** Shows 'Copied' although the button was not pressed. */
  copied?: boolean;
  disabled?: boolean;
}

export function CopyValue({ value, label, codeProps, grow = false, copied: copiedElsewhere = false, disabled }: CopyValueProps) {
  const t = useT();
  return (
    <Group gap="sm" wrap={grow ? 'nowrap' : 'wrap'} align="center">
      <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal', ...(grow ? { flex: 1 } : {}) }} {...codeProps}>
        {value}
      </Code>
      <CopyButton value={value} timeout={COPIED_MS}>
        {({ copied: pressed, copy }) => {
          const copied = pressed || copiedElsewhere;
          return (
            <Button
              size="compact-sm"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={copy}
              disabled={disabled}
            >
              {copied ? t('common.copied') : label}
            </Button>
          );
        }}
      </CopyButton>
    </Group>
  );
}
