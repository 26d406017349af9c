/**
 * The last-activity badge of a pricelist (docs/product/domain.md §4): never gray; today blue; 1 to 7 days ago
 * 'Within a week' green; 8 to 30 'Within a month' yellow; older 'Over a month ago' red. Days are
 * calendar days in the viewer's time zone. The label is a message key, translated where it is shown.
 */
import type { MessageKey } from '@freight/domain';

export interface ActivityBadge {
  label: MessageKey;
  color: 'gray' | 'blue' | 'green' | 'yellow' | 'red';
}

const DAY_MS = 86_400_000;

function calendarDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

export function lastActivityBadge(lastActivity: string | Date | null | undefined, now: Date = new Date()): ActivityBadge {
  const at = lastActivity ? new Date(lastActivity) : null;
  if (!at || Number.isNaN(at.getTime())) return { label: 'pricelists.activity.never', color: 'gray' };
  const days = calendarDay(now) - calendarDay(at);
  if (days <= 0) return { label: 'pricelists.activity.today', color: 'blue' };
  if (days <= 7) return { label: 'pricelists.activity.week', color: 'green' };
  if (days <= 30) return { label: 'pricelists.activity.month', color: 'yellow' };
  return { label: 'pricelists.activity.older', color: 'red' };
}
