/** A button that works only with write permission in its area (or for an admin); otherwise disabled. */
import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { PermissionArea } from '@freight/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { canWrite } from '../lib/permissions';
import { useSession } from '../lib/session';

export interface PermissionButtonProps extends ButtonProps {
  /** The area whose write level the button needs; without it only an admin may use it. */
  area?: PermissionArea;
  /** Overrides the permission check (e.g. a rule of its own, like the partner token). */
  allowed?: boolean;
  /**
   * Disables the button for a reason other than permission (an area still used by a zone...); the
   * tooltip then shows the reason. Ignored while the button is not permitted anyway.
   */
  disabledReason?: string | null;
  /** A link target; without it the button calls onClick or submits. */
  to?: string;
  onClick?: () => void;
  type?: 'button' | 'submit';
  children: ReactNode;
}

export function PermissionButton({
  area,
  allowed,
  disabledReason,
  to,
  onClick,
  type = 'button',
  children,
  ...rest
}: PermissionButtonProps) {
  const t = useT();
  const { user } = useSession();
  const permitted = allowed ?? canWrite(user, area);
  if (!permitted || disabledReason) {
    return (
      <Tooltip label={permitted ? disabledReason : t('common.noWritePermission')} withArrow>
        <Button {...rest} disabled data-disabled style={{ cursor: 'not-allowed', pointerEvents: 'auto' }}>
          {children}
        </Button>
      </Tooltip>
    );
  }
  if (to) {
    return (
      <Button {...rest} component={Link} to={to}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...rest} type={type} onClick={onClick}>
      {children}
    </Button>
  );
}
