/** What a health check answers: findings with a severity, a kind, a sentence and a place. */

/** How bad a finding is: error (quotes fail or go wrong), warning (likely a mistake), info. */
export const HEALTH_SEVERITIES = ['error', 'warning', 'info'] as const;
export type HealthSeverity = (typeof HEALTH_SEVERITIES)[number];

/** The kinds of findings (docs/pricing.md "Health check"). */
export const HEALTH_KINDS = [
  'empty_cell',
  'empty_row',
  'non_monotonic',
  'price_outlier',
  'quantities_not_ascending',
  'unit_mismatch',
  'ambiguous_route',
  'zone_without_areas',
  'unreachable_row',
  'surcharge_never_applies',
  'validity_gap',
  'validity_overlap',
  'expiring',
] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** One finding. Positions are 0-based as stored, null where they do not apply. */
export interface HealthFinding {
  severity: HealthSeverity;
  kind: HealthKind;
  /** A sentence a pricing clerk understands; rows and fare groups are counted from 1 in it. */
  message: string;
  fare_group: number | null;
  zone_row: number | null;
  quantity_row: number | null;
}

/** The answer of a health check. */
export interface HealthReport {
  findings: HealthFinding[];
}

/** How long before its end a pricelist counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The order findings are listed in: errors first, then by place. */
export function sortFindings(findings: HealthFinding[]): HealthFinding[] {
  const rank = (s: HealthSeverity) => HEALTH_SEVERITIES.indexOf(s);
  const pos = (n: number | null) => (n === null ? -1 : n);
  return findings
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        rank(a.f.severity) - rank(b.f.severity) ||
        pos(a.f.fare_group) - pos(b.f.fare_group) ||
        pos(a.f.zone_row) - pos(b.f.zone_row) ||
        pos(a.f.quantity_row) - pos(b.f.quantity_row) ||
        a.i - b.i,
    )
    .map(({ f }) => f);
}
