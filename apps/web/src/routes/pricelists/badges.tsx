/** A pricelist's status and Active badges, the same wherever a pricelist is shown. */
import { Badge, type BadgeProps } from '@mantine/core';
import type { PricelistStatus } from '@freight/domain';
import { STATUS_LABELS } from './labels';

const STATUS_COLORS: Record<PricelistStatus, string> = { prepared: 'gray', proposed: 'blue', completed: 'teal' };

/** Active (green) or Disabled (red), the words of docs/product/domain.md §4 "Pricelist". */
export function ActiveBadge({ active, ...props }: { active: boolean } & BadgeProps) {
  return (
    <Badge color={active ? 'green' : 'red'} variant="light" {...props}>
      {active ? 'Active' : 'Disabled'}
    </Badge>
  );
}

/** Prepared, Proposed or Completed. */
export function StatusBadge({ status, ...props }: { status: PricelistStatus } & BadgeProps) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
