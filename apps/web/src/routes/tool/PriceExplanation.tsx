/**
 * 'Why this price': the engine's trace (packages/domain pricing/trace.ts) in words. The trace holds
 * codes and numbers; the sentences are made here. Amounts are in the result's currency.
 */
import { Badge, Box, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEFAULT_PRICELIST_UNIT,
  PRICING_UNIT_LABELS,
  type GridTrace,
  type MeasureTrace,
  isPalletUnit,
  numbered,
  type PriceTrace,
  type QuantityTrace,
  type RuleTrace,
  type SurchargeReason,
  type SurchargeTrace,
  type WeightTrace,
  type ZoneTrace,
} from '@freight/domain';
import type { ReactNode } from 'react';
import { formatCurrency, formatMeasure, formatNumber } from '../../lib/format';
import { fuelText } from '../../lib/fuel-text';
import { isKeyOf } from '../../lib/narrow';
import { unitLabel } from '../pricelists/labels';
import { formatDay } from './dates';

type Money = (amount: number | null | undefined) => string;

const kg = (n: number) => formatMeasure(n, 'kg');
const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n, 3)} ${n === 1 ? one : many}`;

/** The quantity measure with its unit: '740 kg', '2,5 EUR pallet (EUR) places', '3 pieces'. */
export function measureText(unit: string, value: number): string {
  if (unit === 'payable_weight' || unit === 'real_weight') return kg(value);
  if (unit === 'any') return plural(value, 'piece');
  if (isPalletUnit(unit)) {
    return `${formatNumber(value, 3)} ${unitLabel(unit)} ${value === 1 ? 'place' : 'places'}`;
  }
  return `${formatNumber(value, 3)} × ${unitLabel(unit)}`;
}

const MEASURE_NAMES: Record<string, string> = {
  payable_weight: 'payable weight',
  real_weight: 'real weight (rounded up)',
  any: 'all pieces',
};

function measureName(unit: string): string {
  return MEASURE_NAMES[unit] ?? `pieces of ${unitLabel(unit)}`;
}

/** 'per 100 kg' */
function perUnit(unit: QuantityTrace['pricing_unit']): string {
  const label = PRICING_UNIT_LABELS[unit] ?? unit;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

// ---- parts ---------------------------------------------------------------------------------------

/** kg per LDM or m³ as the trace implies it (weight / measure), for the reader. */
function multiplier(weightKg: number, measure: number): string {
  return measure > 0 ? ` × ${formatNumber(weightKg / measure, 0)} kg` : '';
}

function WeightPart({ weight }: { weight: WeightTrace }) {
  const rows: { key: WeightTrace['basis']; label: string; detail: string; kg: number | null }[] = [
    { key: 'real', label: 'Real weight', detail: 'sum of the rows', kg: weight.real_weight },
    {
      key: 'ldm',
      label: 'LDM',
      detail: weight.ldm_counts
        ? `${formatNumber(weight.ldm, 3)} LDM, rounded up to ${formatNumber(weight.ldm_rounded, 2)}${multiplier(weight.ldm_weight, weight.ldm_rounded)}`
        : `${formatNumber(weight.ldm, 3)} LDM does not count: an LDM condition of the pricelist is not met`,
      kg: weight.ldm_counts ? weight.ldm_weight : null,
    },
    {
      key: 'cbm',
      label: 'CBM',
      detail: `${formatNumber(weight.cbm, 3)} m³${multiplier(weight.cbm_weight, weight.cbm)}`,
      kg: weight.cbm_weight,
    },
  ];
  const winner = rows.find((r) => r.key === weight.basis);
  const rounded = winner?.kg !== null && winner?.kg !== undefined && weight.payable_weight > winner.kg;
  return (
    <Box>
      <Text size="sm">
        Weight basis: <strong>{winner?.label ?? weight.basis}</strong> is the heaviest, so the payable weight is{' '}
        <strong>{kg(weight.payable_weight)}</strong>
        {rounded ? ' (rounded up to the pricelist’s weight step)' : ''}.
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" mt={4}>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key} fw={r.key === weight.basis ? 600 : undefined}>
              <Table.Td w={110}>{r.label}</Table.Td>
              <Table.Td>{r.detail}</Table.Td>
              <Table.Td ta="right" w={110}>
                {r.kg === null ? '—' : kg(r.kg)}
              </Table.Td>
              <Table.Td w={60}>
                {r.key === weight.basis && (
                  <Badge size="xs" color="green" variant="light">
                    won
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function area(a: ZoneTrace['collection_area']): string {
  const range = a.postcode_from === a.postcode_to ? a.postcode_from : `${a.postcode_from}–${a.postcode_to}`;
  return `${a.name} (${a.country} ${range})`;
}

/** Why this zone row was the most specific of the matching ones (docs/pricing.md §4). */
export function zoneReason(zone: ZoneTrace): string {
  const others = `${zone.candidates} zone rows match this route`;
  switch (zone.decided_by) {
    case 'only_match':
      return 'It is the only zone row that matches this route.';
    case 'bound_length':
      return `${others}; this one has the longest postcode bounds (${zone.bound_length} characters together), so it is the most specific.`;
    case 'span':
      return `${others}; the postcode bounds are equally long, and this one covers the narrowest postcode ranges (span ${formatNumber(zone.span, 0)}), so it is the most specific.`;
    case 'order':
      return `${others} equally specifically; this one comes first in the pricelist.`;
    default:
      return others;
  }
}

function ZonePart({ zone }: { zone: ZoneTrace }) {
  return (
    <Text size="sm">
      {numbered('zoneRow', zone.row)} of {numbered('fareGroup', zone.fare_group).toLowerCase()}:{' '}
      <strong>
        {zone.zone_from.name} → {zone.zone_to.name}
      </strong>
      . Collection in {area(zone.collection_area)}, delivery in {area(zone.delivery_area)}. {zoneReason(zone)}
    </Text>
  );
}

function BreakPart({ quantity, measure, money }: { quantity: QuantityTrace; measure: MeasureTrace | null; money: Money }) {
  const unit = measure?.unit ?? DEFAULT_PRICELIST_UNIT;
  return (
    <Text size="sm">
      {measure && (
        <>
          Measured in {measureName(unit)}: <strong>{measureText(unit, measure.value)}</strong>.{' '}
        </>
      )}
      {numbered('break', quantity.row)}: up to {measureText(unit, quantity.quantity)}, priced{' '}
      <strong>
        {money(quantity.price)} {perUnit(quantity.pricing_unit)}
      </strong>
      .
    </Text>
  );
}

/** The min/max rule and the zone row's minimum and maximum in sentences (docs/pricing.md §5). */
export function ruleSentences(rule: RuleTrace, money: Money): string[] {
  const own = money(rule.row_amount);
  const other = money(rule.compared_amount);
  const compared = rule.compared_row === null ? null : numbered('break', rule.compared_row).toLowerCase();
  const lines: string[] = [];
  if (rule.rule === 'none') {
    lines.push(`No min/max check: the break's own price applies, ${own}.`);
  } else if (rule.rule === 'min') {
    if (compared === null) lines.push(`Check next row: there is no priced next break, so this break's ${own} applies.`);
    else if (rule.outcome === 'next_break')
      lines.push(
        `Check next row: the next break (${compared}) charged at its lowest costs ${other}, less than this break's ${own}, so ${other} is charged.`,
      );
    else
      lines.push(
        `Check next row: the next break (${compared}) at its lowest would cost ${other}, not less than this break's ${own}, so this break's price stands.`,
      );
  } else if (compared === null) {
    lines.push(`Check previous row: there is no priced previous break, so this break's ${own} applies.`);
  } else if (rule.outcome === 'previous_break') {
    lines.push(
      `Check previous row: the previous break (${compared}) at its bound costs ${other}, more than this break's ${own}; a heavier shipment never costs less, so ${other} is charged.`,
    );
  } else {
    lines.push(
      `Check previous row: the previous break (${compared}) at its bound costs ${other}, not more than this break's ${own}, so this break's price stands.`,
    );
  }
  if (rule.minimum_applied) lines.push(`Raised to the zone row's minimum of ${money(rule.minimum)}.`);
  if (rule.maximum_applied) lines.push(`Capped at the zone row's maximum of ${money(rule.maximum)}.`);
  if (!rule.minimum_applied && rule.minimum !== null) lines.push(`The zone row's minimum of ${money(rule.minimum)} is reached.`);
  if (!rule.maximum_applied && rule.maximum !== null) lines.push(`The zone row's maximum of ${money(rule.maximum)} is not exceeded.`);
  return lines;
}

const NOT_APPLIED: Record<Exclude<SurchargeReason, 'applied'>, string> = {
  conditions_not_met: 'its conditions are not met by this shipment',
  no_zone_condition: 'none of its zone conditions matches this route',
  no_route: 'its own grid has no zone row for this route',
  unit: 'its own grid cannot count this shipment’s units',
  exceeds: 'the shipment exceeds the largest quantity of its own grid',
  no_price: 'its own grid has no price for this quantity',
  no_rate: 'there is no exchange rate for its currency',
  no_fuel_index: 'the fuel index gives it no percent',
};

function gridSentence(grid: GridTrace, money: Money): string {
  const parts: string[] = [];
  if (grid.zone)
    parts.push(`${numbered('zoneRow', grid.zone.row).toLowerCase()} (${grid.zone.zone_from.name} → ${grid.zone.zone_to.name})`);
  if (grid.quantity) {
    const unit = grid.measure?.unit ?? DEFAULT_PRICELIST_UNIT;
    parts.push(
      `${numbered('break', grid.quantity.row).toLowerCase()} up to ${measureText(unit, grid.quantity.quantity)} at ${money(grid.quantity.price)} ${perUnit(grid.quantity.pricing_unit)}`,
    );
  }
  return parts.length ? `its own grid: ${parts.join(', ')}` : 'its own grid';
}

/** One surcharge: its basis, or why it did not apply (docs/pricing.md §8). */
export function surchargeSentence(s: SurchargeTrace, all: readonly SurchargeTrace[], money: Money): string {
  if (!s.applied) {
    const why =
      s.reason === 'no_rate'
        ? `there is no exchange rate for ${s.currency}`
        : s.reason === 'no_fuel_index' && s.fuel
          ? fuelText(s.fuel)
          : isKeyOf(NOT_APPLIED, s.reason)
            ? NOT_APPLIED[s.reason]
            : undefined;
    return `Not applied: ${why ?? s.reason}.`;
  }
  const parts: string[] = [];
  const own = (n: number | null) => (n === null ? '' : formatCurrency(n, s.currency));
  if (s.type === 'constant') {
    parts.push(`A constant ${own(s.rate)} per shipment`);
  } else if (s.type === 'percentage') {
    const deps = s.dependencies.map((id) => all.find((o) => o.id === id)?.name ?? `#${id}`);
    const base = deps.length ? `freight + ${deps.join(' + ')}` : 'freight';
    parts.push(`${formatNumber(s.rate, 4)} % of ${money(s.base)} (${base})`);
  } else if (s.type === 'pricelist') {
    parts.push(`Priced by ${s.grid ? gridSentence(s.grid, money) : 'its own grid'}`);
  } else {
    parts.push(s.type);
  }
  // A fuel-indexed percent says where it came from: "Diesel 1,62 €/l in 11/2026: band 1,60–1,70 → 14,5 %".
  if (s.fuel) parts.push(`from the fuel index (${fuelText(s.fuel)})`);
  if (s.zone_condition !== null) parts.push(`with the amounts of its zone condition ${s.zone_condition + 1}`);
  if (s.minimum_applied) parts.push('raised to its minimum');
  if (s.maximum_applied) parts.push('capped at its maximum');
  let text = `${parts.join(', ')} = ${money(s.amount)}`;
  if (s.hidden) text += ' (hidden: included in the Freight line)';
  return `${text}.`;
}

/** "25.12 Christmas Day in EE: no collection" */
function holidaySentence(h: NonNullable<PriceTrace['dates']>['holidays'][number]): string {
  const [, month, day] = h.date.split('-');
  const effect = h.effect === 'no_collection' ? 'no collection' : 'not a transit day';
  return `${day}.${month} ${h.name} in ${h.country}: ${effect}`;
}

function DatesPart({ trace, collection, delivery }: { trace: PriceTrace; collection: string | null; delivery: string | null }) {
  const dates = trace.dates;
  if (!dates) return null;
  const lines: string[] = [];
  const start = trace.date === dates.today ? `today (${formatDay(dates.today)})` : formatDay(trace.date);
  let first = `Collection on ${formatDay(collection) || '—'}: asked for ${start}`;
  if (dates.after_cutoff && dates.transit) first += `, after the ${dates.transit.cutoff} cutoff, so from the next day`;
  if (dates.waited_days > 0) first += `, then ${plural(dates.waited_days, 'day')} to the next departure day`;
  lines.push(`${first}.`);
  for (const h of dates.holidays) lines.push(holidaySentence(h));
  if (dates.transit) {
    lines.push(
      `Delivery on ${formatDay(delivery) || '—'}: transit ${dates.transit.name}, ${plural(dates.transit.transit_time, 'day')} on the road.`,
    );
  } else {
    lines.push('The zone row has no transit, so there is no delivery date.');
  }
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={2}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

export function PriceExplanation({
  trace,
  currency,
  collectionDate,
  deliveryDate,
}: {
  trace: PriceTrace;
  currency: string;
  collectionDate: string | null;
  deliveryDate: string | null;
}) {
  const money: Money = (amount) => (amount === null || amount === undefined ? '—' : formatCurrency(amount, currency));
  return (
    <Stack gap="sm" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Title order={4} size="h5">
        Why this price
      </Title>
      {trace.weight && (
        <Part title="Weight">
          <WeightPart weight={trace.weight} />
        </Part>
      )}
      {trace.zone && (
        <Part title="Zone row">
          <ZonePart zone={trace.zone} />
        </Part>
      )}
      {trace.quantity && (
        <Part title="Break">
          <BreakPart quantity={trace.quantity} measure={trace.measure} money={money} />
        </Part>
      )}
      {trace.rule && (
        <Part title="Rule">
          {ruleSentences(trace.rule, money).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Text size="sm">
            Freight: <strong>{money(trace.rule.amount)}</strong>
            {trace.hidden_amount > 0 ? `, plus ${money(trace.hidden_amount)} of hidden surcharges in the Freight line` : ''}.
          </Text>
        </Part>
      )}
      {trace.surcharges.length > 0 && (
        <Part title="Surcharges">
          <List size="sm" spacing={2}>
            {trace.surcharges.map((s) => (
              <List.Item key={s.id}>
                <Text span size="sm" fw={600} c={s.applied ? undefined : 'dimmed'}>
                  {s.name}
                </Text>
                <Text span size="sm" c={s.applied ? undefined : 'dimmed'}>
                  {': '}
                  {surchargeSentence(s, trace.surcharges, money)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Part>
      )}
      {trace.dates && (
        <Part title="Dates">
          <DatesPart trace={trace} collection={collectionDate} delivery={deliveryDate} />
        </Part>
      )}
    </Stack>
  );
}
