/**
 * GET /fe/dashboard: the staff's home page, what needs a look today. Each part is null
 * when the user's role does not show its list (the part links to it).
 */
import { z } from 'zod';
import { dayField } from './fields';

/** A pricelist "expires soon" as the health check says it: its last valid day within EXPIRING_WITHIN_DAYS (health/findings). */
export { EXPIRING_WITHIN_DAYS } from '../health/findings';

/** Failed deliveries are counted over this many days back. */
export const FAILED_DELIVERIES_DAYS = 7;

const count = z.number().int().min(0);

export const dashboardAnswerSchema = z.strictObject({
  today: dayField.describe("The carrier's today (its time zone): the day the counts of today are of"),
  pricelists_expiring: z
    .strictObject({
      count: count.describe('Active, unarchived pricelists whose last valid day is today or within the next days'),
      within_days: z.number().int().describe('The days ahead counted'),
      next: dayField.nullable().describe('The earliest of their last valid days; null when none'),
    })
    .nullable()
    .describe('null: the role cannot read pricelists'),
  rate_increases_scheduled: z
    .strictObject({
      count: count.describe('Rate increases not cancelled that take effect after today'),
      next: dayField.nullable().describe('The first day one takes effect; null when none'),
    })
    .nullable()
    .describe('null: the role cannot read pricelists'),
  quotes_today: count.nullable().describe('Quotes priced today; null: the role cannot look quotes up'),
  bookings_today: count.nullable().describe('Quotes booked today; null: the role cannot look quotes up'),
  failed_deliveries: z
    .strictObject({
      count: count.describe('Partner notifications (webhooks, mails) given up on'),
      days: z.number().int().describe('Over the last days'),
    })
    .nullable()
    .describe('null: the role cannot read partners'),
});
export type DashboardAnswer = z.output<typeof dashboardAnswerSchema>;
