/**
 * 'Why this price': the engine's trace (packages/domain pricing/trace.ts) in words. The trace holds
 * codes and numbers; the sentences are made here. Amounts are in the result's currency.
 */
import { Badge, Box, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEFAULT_PRICELIST_UNIT,
  type GridTrace,
  type MeasureTrace,
  type MessageKey,
  type MessageValues,
  isPalletUnit,
  type PriceTrace,
  type QuantityTrace,
  type RuleTrace,
  type SurchargeTrace,
  type Translate,
  UNIT_CODES,
  type WeightTrace,
  type ZoneTrace,
} from '@freight/domain';
import type { ReactNode } from 'react';
import { formatCurrency, formatMeasure, formatNumber } from '../../lib/format';
import { fuelText } from '../../lib/fuel-text';
import { useT } from '../../lib/i18n';
import { typeLabel, typeName } from './calculator-words';
import { formatDay } from './dates';
import { distanceSentences, emissionsSentences } from './distance-words';

type Money = (amount: number | null | undefined) => string;

const kg = (n: number) => formatMeasure(n, 'kg');

/**
 * A message with some of its values in bold: the values named in `strong` go in as marks (their
 * index between two private-use characters), the formatted text is cut at them and they come back
 * as <strong>, wherever the language put them.
 */
function withStrong(t: Translate, key: MessageKey, values: MessageValues, strong: readonly string[]): ReactNode[] {
  const marked: MessageValues = { ...values };
  strong.forEach((name, i) => (marked[name] = `\ue000${i}\ue000`));
  return t(key, marked)
    .split(/\ue000(\d+)\ue000/)
    .map((part, i) => (i % 2 === 1 ? <strong key={i}>{values[strong[Number(part)]!]}</strong> : part));
}

/** The quantity measure with its unit: '740 kg', '2,5 EUR pallet (EUR) places', '3 pieces'. */
export function measureText(t: Translate, unit: string, value: number): string {
  if (unit === 'payable_weight' || unit === 'real_weight') return kg(value);
  if (unit === 'any') return t('calculator.why.pieces', { count: value });
  if (isPalletUnit(unit)) return t('calculator.why.places', { count: value, name: typeName(t, unit), code: UNIT_CODES[unit] });
  return `${formatNumber(value, 3)} × ${typeLabel(t, unit)}`;
}

const MEASURE_KINDS: Record<string, string> = { payable_weight: 'payable', real_weight: 'real', any: 'any' };

/** The values of 'Measured in payable weight: 740 kg.' */
function measuredValues(t: Translate, unit: string, value: number): MessageValues {
  return { measure: MEASURE_KINDS[unit] ?? 'unit', unit: typeLabel(t, unit), amount: measureText(t, unit, value) };
}

/** A break's price: '12,50 € per 100 kg'. */
function priceText(t: Translate, quantity: QuantityTrace, money: Money): string {
  return `${money(quantity.price)} ${t('calculator.perUnit', { unit: quantity.pricing_unit })}`;
}

// ---- parts ---------------------------------------------------------------------------------------

/** kg per LDM or m³ as the trace implies it (weight / measure), for the reader. */
function multiplier(weightKg: number, measure: number): string {
  return measure > 0 ? ` × ${formatNumber(weightKg / measure, 0)} kg` : '';
}

function WeightPart({ weight }: { weight: WeightTrace }) {
  const t = useT();
  const rows: { key: WeightTrace['basis']; label: string; detail: string; kg: number | null }[] = [
    { key: 'real', label: t('calculator.why.weight.real'), detail: t('calculator.why.weight.sum'), kg: weight.real_weight },
    {
      key: 'ldm',
      label: t('field.ldm'),
      detail: weight.ldm_counts
        ? t('calculator.why.weight.ldm', {
            ldm: formatNumber(weight.ldm, 3),
            rounded: formatNumber(weight.ldm_rounded, 2),
            factor: multiplier(weight.ldm_weight, weight.ldm_rounded),
          })
        : t('calculator.why.weight.ldmNotCounted', { ldm: formatNumber(weight.ldm, 3) }),
      kg: weight.ldm_counts ? weight.ldm_weight : null,
    },
    {
      key: 'cbm',
      label: t('field.cbm'),
      detail: `${formatNumber(weight.cbm, 3)} m³${multiplier(weight.cbm_weight, weight.cbm)}`,
      kg: weight.cbm_weight,
    },
  ];
  const winner = rows.find((r) => r.key === weight.basis);
  const rounded = winner?.kg !== null && winner?.kg !== undefined && weight.payable_weight > winner.kg;
  return (
    <Box>
      <Text size="sm">
        {withStrong(
          t,
          'calculator.why.weight.basis',
          { basis: winner?.label ?? weight.basis, weight: kg(weight.payable_weight), rounded: rounded ? 'yes' : 'no' },
          ['basis', 'weight'],
        )}
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
                    {t('calculator.why.weight.won')}
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
export function zoneReason(t: Translate, zone: ZoneTrace): string {
  const count = zone.candidates;
  switch (zone.decided_by) {
    case 'only_match':
      return t('calculator.why.zone.only');
    case 'bound_length':
      return t('calculator.why.zone.longest', { count, length: zone.bound_length });
    case 'span':
      return t('calculator.why.zone.narrowest', { count, span: formatNumber(zone.span, 0) });
    case 'order':
      return t('calculator.why.zone.first', { count });
    default:
      return t('calculator.why.zone.matches', { count });
  }
}

function ZonePart({ zone }: { zone: ZoneTrace }) {
  const t = useT();
  const values = {
    row: zone.row + 1,
    group: zone.fare_group + 1,
    route: `${zone.zone_from.name} → ${zone.zone_to.name}`,
    from: area(zone.collection_area),
    to: area(zone.delivery_area),
    reason: zoneReason(t, zone),
  };
  return <Text size="sm">{withStrong(t, 'calculator.why.zone', values, ['route'])}</Text>;
}

function BreakPart({ quantity, measure, money }: { quantity: QuantityTrace; measure: MeasureTrace | null; money: Money }) {
  const t = useT();
  const unit = measure?.unit ?? DEFAULT_PRICELIST_UNIT;
  const amount = measureText(t, unit, quantity.quantity);
  return (
    <Text size="sm">
      {measure && <>{withStrong(t, 'calculator.why.measured', measuredValues(t, unit, measure.value), ['amount'])} </>}
      {withStrong(t, 'calculator.why.breakRow', { row: quantity.row + 1, amount, price: priceText(t, quantity, money) }, ['price'])}
    </Text>
  );
}

/** The min/max rule and the zone row's minimum and maximum in sentences (docs/pricing.md §5). */
export function ruleSentences(t: Translate, rule: RuleTrace, money: Money): string[] {
  const own = money(rule.row_amount);
  const other = money(rule.compared_amount);
  const compared = rule.compared_row === null ? null : rule.compared_row + 1;
  const lines: string[] = [];
  if (rule.rule === 'none') {
    lines.push(t('calculator.why.rule.none', { own }));
  } else if (rule.rule === 'min') {
    if (compared === null) lines.push(t('calculator.why.rule.noNext', { own }));
    else if (rule.outcome === 'next_break') lines.push(t('calculator.why.rule.nextCharged', { next: compared, other, own }));
    else lines.push(t('calculator.why.rule.nextStands', { next: compared, other, own }));
  } else if (compared === null) {
    lines.push(t('calculator.why.rule.noPrevious', { own }));
  } else if (rule.outcome === 'previous_break') {
    lines.push(t('calculator.why.rule.previousCharged', { previous: compared, other, own }));
  } else {
    lines.push(t('calculator.why.rule.previousStands', { previous: compared, other, own }));
  }
  if (rule.minimum_applied) lines.push(t('calculator.why.rule.raised', { amount: money(rule.minimum) }));
  if (rule.maximum_applied) lines.push(t('calculator.why.rule.capped', { amount: money(rule.maximum) }));
  if (!rule.minimum_applied && rule.minimum !== null) lines.push(t('calculator.why.rule.minimumReached', { amount: money(rule.minimum) }));
  if (!rule.maximum_applied && rule.maximum !== null) lines.push(t('calculator.why.rule.maximumKept', { amount: money(rule.maximum) }));
  return lines;
}

function gridSentence(t: Translate, grid: GridTrace | null, money: Money): string {
  const parts: string[] = [];
  if (grid?.zone) {
    const route = `${grid.zone.zone_from.name} → ${grid.zone.zone_to.name}`;
    parts.push(t('calculator.why.surcharge.gridZoneRow', { row: grid.zone.row + 1, route }));
  }
  if (grid?.quantity) {
    const unit = grid.measure?.unit ?? DEFAULT_PRICELIST_UNIT;
    const amount = measureText(t, unit, grid.quantity.quantity);
    parts.push(t('calculator.why.surcharge.gridBreak', { row: grid.quantity.row + 1, amount, price: priceText(t, grid.quantity, money) }));
  }
  return parts.length ? t('calculator.why.surcharge.gridParts', { parts: parts.join(', ') }) : t('calculator.why.surcharge.ownGrid');
}

/** Why a surcharge did not apply: 'Not applied: its conditions are not met by this shipment.' */
function notAppliedSentence(t: Translate, s: SurchargeTrace): string {
  const fuel = s.reason === 'no_fuel_index' && s.fuel ? fuelText(s.fuel) : '';
  return t('calculator.why.notApplied', { reason: fuel ? 'fuel' : s.reason, currency: s.currency, fuel });
}

/** How an applied surcharge was reached: its type's basis, where its percent and amounts came from, its limits. */
function appliedParts(t: Translate, s: SurchargeTrace, all: readonly SurchargeTrace[], money: Money): string[] {
  const parts: string[] = [];
  const own = (n: number | null) => (n === null ? '' : formatCurrency(n, s.currency));
  if (s.type === 'constant') {
    parts.push(t('calculator.why.surcharge.constant', { rate: own(s.rate) }));
  } else if (s.type === 'percentage') {
    const deps = s.dependencies.map((id) => all.find((o) => o.id === id)?.name ?? `#${id}`);
    const basis = [t('calculator.why.surcharge.freight'), ...deps].join(' + ');
    parts.push(t('calculator.why.surcharge.percent', { rate: formatNumber(s.rate, 4), base: money(s.base), basis }));
  } else if (s.type === 'pricelist') {
    parts.push(gridSentence(t, s.grid, money));
  } else {
    parts.push(s.type);
  }
  // A fuel-indexed percent says where it came from: "Diesel 1,62 €/l in 11/2026: band 1,60–1,70 → 14,5 %".
  if (s.fuel) parts.push(t('calculator.why.surcharge.fuel', { fuel: fuelText(s.fuel) }));
  if (s.zone_condition !== null) parts.push(t('calculator.why.surcharge.zoneCondition', { number: s.zone_condition + 1 }));
  if (s.minimum_applied) parts.push(t('calculator.why.surcharge.raised'));
  if (s.maximum_applied) parts.push(t('calculator.why.surcharge.capped'));
  return parts;
}

/** One surcharge: its basis, or why it did not apply (docs/pricing.md §8). */
export function surchargeSentence(t: Translate, s: SurchargeTrace, all: readonly SurchargeTrace[], money: Money): string {
  if (!s.applied) return notAppliedSentence(t, s);
  const text = `${appliedParts(t, s, all, money).join(', ')} = ${money(s.amount)}`;
  return s.hidden ? `${text} ${t('calculator.why.surcharge.hidden')}.` : `${text}.`;
}

/** "25.12 Christmas Day in EE: no collection" */
function holidaySentence(t: Translate, h: NonNullable<PriceTrace['dates']>['holidays'][number]): string {
  const [, month, day] = h.date.split('-');
  return t('calculator.why.dates.holiday', { date: `${day}.${month}`, name: h.name, country: h.country, effect: h.effect });
}

function dateLines(t: Translate, trace: PriceTrace, collection: string | null, delivery: string | null): string[] {
  const dates = trace.dates;
  if (!dates) return [];
  const lines = [
    t('calculator.why.dates.collection', {
      collection: formatDay(collection) || '—',
      asked: trace.date === dates.today ? 'today' : 'other',
      date: formatDay(trace.date),
      cutoff: dates.after_cutoff && dates.transit ? dates.transit.cutoff : 'none',
      waited: dates.waited_days,
    }),
  ];
  for (const h of dates.holidays) lines.push(holidaySentence(t, h));
  if (dates.transit) {
    lines.push(
      t('calculator.why.dates.delivery', {
        delivery: formatDay(delivery) || '—',
        name: dates.transit.name,
        days: dates.transit.transit_time,
      }),
    );
  } else {
    lines.push(t('calculator.why.dates.noTransit'));
  }
  return lines;
}

function Lines({ lines }: { lines: readonly string[] }) {
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

function RulePart({ trace, money }: { trace: PriceTrace & { rule: RuleTrace }; money: Money }) {
  const t = useT();
  const hidden = trace.hidden_amount > 0;
  return (
    <>
      <Lines lines={ruleSentences(t, trace.rule, money)} />
      <Text size="sm">
        {withStrong(
          t,
          hidden ? 'calculator.why.freightHidden' : 'calculator.why.freight',
          { amount: money(trace.rule.amount), hidden: money(trace.hidden_amount) },
          ['amount'],
        )}
      </Text>
    </>
  );
}

function SurchargesPart({ surcharges, money }: { surcharges: readonly SurchargeTrace[]; money: Money }) {
  const t = useT();
  return (
    <List size="sm" spacing={2}>
      {surcharges.map((s) => (
        <List.Item key={s.id}>
          <Text span size="sm" fw={600} c={s.applied ? undefined : 'dimmed'}>
            {s.name}
          </Text>
          <Text span size="sm" c={s.applied ? undefined : 'dimmed'}>
            {': '}
            {surchargeSentence(t, s, surcharges, money)}
          </Text>
        </List.Item>
      ))}
    </List>
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
  const t = useT();
  const money: Money = (amount) => (amount === null || amount === undefined ? '—' : formatCurrency(amount, currency));
  const rule = trace.rule;
  return (
    <Stack gap="sm" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Title order={4} size="h5">
        {t('calculator.why')}
      </Title>
      {trace.weight && (
        <Part title={t('calculator.why.weight')}>
          <WeightPart weight={trace.weight} />
        </Part>
      )}
      {trace.zone && (
        <Part title={t('calculator.why.zoneRow')}>
          <ZonePart zone={trace.zone} />
        </Part>
      )}
      {trace.quantity && (
        <Part title={t('calculator.why.break')}>
          <BreakPart quantity={trace.quantity} measure={trace.measure} money={money} />
        </Part>
      )}
      {rule && (
        <Part title={t('calculator.why.rule')}>
          <RulePart trace={{ ...trace, rule }} money={money} />
        </Part>
      )}
      {trace.surcharges.length > 0 && (
        <Part title={t('calculator.why.surcharges')}>
          <SurchargesPart surcharges={trace.surcharges} money={money} />
        </Part>
      )}
      {trace.dates && (
        <Part title={t('calculator.why.dates')}>
          <Lines lines={dateLines(t, trace, collectionDate, deliveryDate)} />
        </Part>
      )}
      {trace.distance && (
        <Part title={t('calculator.why.distance')}>
          <Lines lines={distanceSentences(t, trace.distance)} />
        </Part>
      )}
      {trace.emissions && (
        <Part title={t('calculator.why.emissions')}>
          <Lines lines={emissionsSentences(t, trace.emissions, trace.distance?.km ?? null)} />
        </Part>
      )}
    </Stack>
  );
}
