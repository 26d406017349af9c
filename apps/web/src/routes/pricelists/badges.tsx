/** A pricelist's status and Active badges, the same wherever a pricelist is shown. */
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_LABELS } from './labels';

const STATUS_COLORS: Record<string, string> = { prepared: 'gray', proposed: 'blue', completed: 'teal' };

/** Active (green) or Disabled (red), the words of docs/product/domain.md §4 "Pricelist". */
export function ActiveBadge({ active, ...props }: { active: boolean } & BadgeProps) {
  return (
    <Badge color={active ? 'green' : 'red'} variant="light" {...props}>
      {active ? 'Active' : 'Disabled'}
    </Badge>
  );
}

/** Prepared, Proposed or Completed. */
export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" {...props}>
      {STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status}
    </Badge>
  );
}
