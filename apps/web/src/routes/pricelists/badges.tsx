/** A pricelist's status and Active badges, the same wherever a pricelist is shown. */
import { Badge, type BadgeProps } from '@mantine/core';
import type { PricelistStatus } from '@freight/domain';
import { useT } from '../../lib/i18n';
import { STATUS_LABELS } from './labels';

const STATUS_COLORS: Record<PricelistStatus, string> = { prepared: 'gray', proposed: 'blue', completed: 'teal' };

/** Active (green) or Disabled (red), the words of docs/product/domain.md §4 "Pricelist". */
export function ActiveBadge({ active, ...props }: { active: boolean } & BadgeProps) {
  const t = useT();
  return (
    <Badge color={active ? 'green' : 'red'} variant="light" {...props}>
      {active ? t('common.active') : t('common.disabled')}
    </Badge>
  );
}

/** Prepared, Proposed or Completed. */
export function StatusBadge({ status, ...props }: { status: PricelistStatus } & BadgeProps) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
