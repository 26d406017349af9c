/** Calendar days ('yyyy-mm-dd') from the price API shown as dd.mm.yyyy. */
import { formatDate } from '../../lib/format';

/** A day as the product shows it (lib/format reads 'yyyy-mm-dd' as a local calendar date). */
export function formatDay(day: string | null | undefined): string {
  return formatDate(day) || (day ?? '');
}
