/**
 * GET /fe/dashboard: the staff's home page, what needs a look today, in the carrier's
 * time zone. A part whose list the role cannot read is null (the page leaves it out), so the
 * home page shows nobody a count they could not open.
 */
import { DEFAULT_TIMEZONE, EXPIRING_WITHIN_DAYS, FAILED_DELIVERIES_DAYS, hasLevel, type DashboardAnswer } from '@freight/domain';
import type { Seams } from '../../seams';
import type { QuotesSeam } from '../quotes';
import type { AuthContext } from '../../http/context';
import { carrierToday, findCarrier } from '../carriers';
import { countExpiringPricelists, countFailedDeliveries, countQuotesOfDay, countScheduledIncreases } from './dashboard.repository';

type DashboardDeps = Pick<Seams, 'db'> & QuotesSeam;

export async function carrierDashboard(deps: DashboardDeps, carrierId: number, auth: AuthContext): Promise<DashboardAnswer> {
  const may = (area: 'pricelists' | 'partners') => auth.isAdmin || hasLevel(auth.permissions[area], 'read');
  const pricelists = may('pricelists');
  // The quote lookup's rule (QUOTE_ROUTES.search): pricelists read or the calculator.
  const quotes = pricelists || auth.permissions.calculator || auth.isAdmin;
  const now = new Date();
  const [today, timezone] = await Promise.all([
    carrierToday(deps.db, carrierId, now),
    findCarrier(deps.db, carrierId).then((c) => c?.timezone ?? DEFAULT_TIMEZONE),
  ]);
  // The quotes answered a moment ago in any process count too.
  if (quotes) await deps.quotes.flushEverywhere();
  const [expiring, increases, counts, failed] = await Promise.all([
    pricelists ? countExpiringPricelists(deps.db, carrierId, today, EXPIRING_WITHIN_DAYS) : null,
    pricelists ? countScheduledIncreases(deps.db, carrierId, today) : null,
    quotes ? countQuotesOfDay(deps.db, carrierId, today, timezone) : null,
    may('partners') ? countFailedDeliveries(deps.db, carrierId, new Date(now.getTime() - FAILED_DELIVERIES_DAYS * 86_400_000)) : null,
  ]);
  return {
    today,
    pricelists_expiring: expiring && { ...expiring, within_days: EXPIRING_WITHIN_DAYS },
    rate_increases_scheduled: increases,
    quotes_today: counts?.quotes ?? null,
    bookings_today: counts?.bookings ?? null,
    failed_deliveries: failed === null ? null : { count: failed, days: FAILED_DELIVERIES_DAYS },
  };
}
