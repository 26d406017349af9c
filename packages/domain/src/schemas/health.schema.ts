/** The health check's answer: GET /fe/pricelists/{id}/health and GET /fe/surcharges/{id}/health. */
import { z } from 'zod';
import { HEALTH_KINDS, HEALTH_SEVERITIES, type HealthFinding, type HealthReport } from '../health/findings';

/** One finding: what is wrong, how bad, and where. */
export const healthFindingSchema = z.strictObject({
  /** error: quotes fail or go wrong; warning: most likely a mistake; info: worth knowing. */
  severity: z.enum(HEALTH_SEVERITIES),
  /** What kind of problem (docs/pricing.md "Health check"). */
  kind: z.enum(HEALTH_KINDS),
  /** A sentence for the clerk; rows, quantities and fare groups in it are counted from 1. */
  message: z.string(),
  /** 0-based fare group of the cell or row; null when the finding is about the whole pricelist. */
  fare_group: z.number().int().nullable(),
  /** 0-based zone row as stored; null for a quantity column or the whole pricelist. */
  zone_row: z.number().int().nullable(),
  /** 0-based quantity row (column) as stored; null for a whole row or the whole pricelist. */
  quantity_row: z.number().int().nullable(),
}) satisfies z.ZodType<HealthFinding>;

/** The findings, errors first, then by place. */
export const healthReportSchema = z.strictObject({
  /** Empty when nothing was found. */
  findings: z.array(healthFindingSchema),
}) satisfies z.ZodType<HealthReport>;
export type HealthReportAnswer = z.output<typeof healthReportSchema>;

/** The health summary a list row carries (the badge). */
export const healthSummarySchema = z
  .strictObject({
    /** How many findings GET .../health would answer. */
    count: z.number().int(),
    /** The worst severity among them; null when there are none. */
    worst: z.enum(HEALTH_SEVERITIES).nullable(),
  })
  .nullable();
export type HealthSummary = z.output<typeof healthSummarySchema>;
