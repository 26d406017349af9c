/**
 * A table row's red undoing action (remove a webhook, cancel a rate increase): asked first in a
 * confirmation, then run with the button busy; `then` (reading the list again) follows either way.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PermissionArea } from '@freight/domain';
import { useState, type ReactNode } from 'react';
import { PermissionButton } from './PermissionButton';

interface ConfirmedRowActionProps {
  /** The area whose write level it needs. */
  area: PermissionArea;
  icon: ReactNode;
  /** The button's word ('Remove'), and its name for screen readers naming the row. */
  children: string;
  label: string;
  /** The confirmation: its title, its sentence, and its buttons' words. */
  title: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  run: () => Promise<void>;
  then: () => Promise<unknown>;
}

export function ConfirmedRowAction({
  area,
  icon,
  children,
  label,
  title,
  question,
  confirmLabel,
  cancelLabel,
  run,
  then,
}: ConfirmedRowActionProps) {
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
      await then();
    }
  };
  const confirm = () =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: 'red' },
      onConfirm: () => void act(),
    });
  return (
    <PermissionButton
      area={area}
      size="compact-sm"
      variant="light"
      color="red"
      leftSection={icon}
      loading={busy}
      onClick={confirm}
      aria-label={label}
    >
      {children}
    </PermissionButton>
  );
}
