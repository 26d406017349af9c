/**
 * Pricelists out (api.md "Pricelist JSON export", "Pricelist Excel export"). The pallet columns of
 * the workbook are priced by packages/domain `pricePalletTable`, the engine's own steps on the
 * compiled pricelist: the same code the price API runs.
 */
import type { Readable } from 'node:stream';
import {
  AS_IS_VERSION_PROPERTY,
  asIsMarker,
  buildPricelistFile,
  compilePricelist,
  describeCondition,
  fareGroupSheetName,
  PRICING_UNIT_LABELS,
  pricePalletTable,
  PricingDataError,
  UNIT_CODES,
  type CompiledPricelist,
  type ExportUnit,
  type PricelistFile,
  type PricingUnit,
} from '@freight/domain';
import { findCarrier } from '../carriers/carriers.repository';
import { allConditions } from '../conditions/conditions.repository';
import { findService } from '../services/services.repository';
import { getSurcharge } from '../surcharges/surcharges.service';
import { areasOfZones, zoneOptions } from '../zones/zones.repository';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { getPricelist } from '../pricelists/pricelists.service';
import type { OutCell, OutSheet, WorkbookContent } from './pricelist-workbook';

type PricelistAnswer = Awaited<ReturnType<typeof getPricelist>>;

/** A pricelist's name as people read it: blank is General. */
const displayName = (name: string) => (name.trim() ? name : 'General');

/** The service's code (the file and the download name use it). */
async function serviceCode(deps: AppDeps, carrierId: number, serviceId: number): Promise<string> {
  const service = await findService(deps.db, carrierId, serviceId);
  return service?.code ?? '';
}

/** GET /fe/pricelists/{id}/json: the import format, with every zone the grid uses and its areas. */
export async function exportPricelistFile(
  deps: AppDeps,
  carrierId: number,
  id: number,
): Promise<{ file: PricelistFile; filename: string }> {
  const pricelist = await getPricelist(deps, carrierId, id);
  const code = await serviceCode(deps, carrierId, pricelist.service_id);
  const zoneIds = [...new Set(pricelist.fare_groups.flatMap((g) => g.zones.flatMap((z) => [z.zone_from, z.zone_to])))];
  const areas = await areasOfZones(deps.db, carrierId, zoneIds);
  const file = buildPricelistFile({ ...pricelist, service_code: code, customer_name: pricelist.customer_name }, (zoneId) =>
    areas.filter((a) => a.zone_id === zoneId),
  );
  return { file, filename: `${displayName(pricelist.name)}-${code}.json` };
}

const unitName = (unit: string) =>
  unit === 'payable_weight'
    ? 'Payable weight (kg)'
    : unit === 'real_weight'
      ? 'Real weight (kg)'
      : unit === 'any'
        ? 'Pieces of any type'
        : `${UNIT_CODES[unit as keyof typeof UNIT_CODES] ?? unit} (${unit.replace(/_/g, ' ')})`;

const PALLET_NAMES: Record<Exclude<ExportUnit, 'as_is'>, string> = {
  eur_pallet: 'EUR pallets',
  fin_pallet: 'FIN pallets',
  half_pallet: 'Half pallets',
};

/** The compiled pricelist, from the carrier's compiled reference data (compiled again once if it was stale). */
async function compileForExport(deps: AppDeps, carrierId: number, pricelist: PricelistAnswer): Promise<CompiledPricelist> {
  const record = { ...pricelist, active: true, archived: false };
  for (let attempt = 0; ; attempt++) {
    const entry = await deps.pricing.cache.get(carrierId);
    try {
      return compilePricelist(record, entry.carrier.refs);
    } catch (error) {
      // A zone or surcharge newer than the compiled data (changed by another process this second).
      if (!(error instanceof PricingDataError) || attempt > 0) throw error;
      deps.pricing.cache.invalidate(carrierId);
    }
  }
}

/** The Surcharges sheet: name, type, amount, currency, min, max, conditions, zone conditions, dependencies. */
async function surchargeRows(deps: AppDeps, carrierId: number, pricelist: PricelistAnswer) {
  if (!pricelist.surcharges.length) return null;
  const [surcharges, conditions, zones] = await Promise.all([
    Promise.all(pricelist.surcharges.map((s) => getSurcharge(deps, carrierId, s.id))),
    allConditions(deps.db, carrierId),
    zoneOptions(deps.db, carrierId),
  ]);
  const conditionText = new Map(conditions.map((c) => [c.id, describeCondition(c)]));
  const zoneName = (id: number | null) => (id === null ? 'any' : (zones.find((z) => z.id === id)?.name ?? String(id)));
  const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
  const rows: OutCell[][] = surcharges.map((s) => {
    const words = s.blocks.map((b) => conditionText.get(b) ?? String(b));
    return [
      s.name,
      s.type,
      s.type === 'pricelist' ? 'own price grid' : s.amount,
      s.currency ?? pricelist.currency,
      s.minimum_amount,
      s.maximum_amount,
      words.length ? words.join(s.all_conditions_needed ? ' and ' : ' or ') : 'always',
      s.zone_conditions
        .map((z) => {
          const bounds = [
            z.minimum_amount !== null ? `min ${money(z.minimum_amount)}` : '',
            z.maximum_amount !== null ? `max ${money(z.maximum_amount)}` : '',
          ]
            .filter(Boolean)
            .join(', ');
          return `${zoneName(z.zone_from)} -> ${zoneName(z.zone_to)}: ${money(z.amount)}${bounds ? ` (${bounds})` : ''}`;
        })
        .join('; '),
      s.dependencies.map((d) => d.name).join(', '),
    ];
  });
  return {
    headers: ['Name', 'Type', 'Amount', 'Currency', 'Minimum', 'Maximum', 'Conditions', 'Zone conditions', 'Dependencies'],
    rows,
  };
}

/** The fixed cells of a zone row: zone from, zone to, transit, minimum, maximum. */
function fixedCells(row: PricelistAnswer['fare_groups'][number]['zones'][number]): OutCell[] {
  return [row.zone_from_name, row.zone_to_name, row.transit_name, row.minimum_amount, row.maximum_amount];
}

/**
 * GET /fe/pricelists/{id}/xlsx: everything is read, compiled and priced before the first byte, so
 * a failure answers a clean error; then a worker thread writes the workbook (ExcelJS's XML and
 * zip are most of the time), which streams into the answer as it is written.
 */
export async function exportPricelistWorkbook(
  deps: AppDeps,
  carrierId: number,
  id: number,
  options: { unit: ExportUnit; surcharge: boolean },
): Promise<{ stream: Readable; filename: string }> {
  const pricelist = await getPricelist(deps, carrierId, id);
  const [carrier, code] = await Promise.all([findCarrier(deps.db, carrierId), serviceCode(deps, carrierId, pricelist.service_id)]);
  if (!carrier) throw AppError.notFound();
  let sheets: OutSheet[];
  let pricesText: string;
  if (options.unit === 'as_is') {
    pricesText = asIsMarker(pricelist.id);
    sheets = pricelist.fare_groups.map((group, g) => ({
      name: fareGroupSheetName(g),
      columns: group.quantities.map((q) => q.quantity),
      units: group.quantities.map((q) => PRICING_UNIT_LABELS[q.unit as PricingUnit] ?? q.unit),
      rows: group.zones.map((row) => [...fixedCells(row), ...row.prices]),
      priceFormat: '#,##0.00##',
    }));
  } else {
    const unit = options.unit;
    const [compiled, rates] = await Promise.all([compileForExport(deps, carrierId, pricelist), deps.pricing.cache.exchangeRates()]);
    sheets = pricelist.fare_groups.map((group, g) => {
      const table = pricePalletTable(compiled, g, unit, { surcharges: options.surcharge, rates });
      return {
        name: fareGroupSheetName(g),
        columns: table.counts,
        units: table.counts.map(() => PALLET_NAMES[unit]),
        rows: group.zones.map((row, r) => [...fixedCells(row), ...table.rows[r]!]),
        priceFormat: '#,##0.00',
        ...(table.counts.length ? {} : { note: `This pricelist cannot price ${PALLET_NAMES[unit]}: export it as stored instead.` }),
      };
    });
    pricesText = `Total for 1, 2, ... ${PALLET_NAMES[unit]} (no weight or dimensions), ${options.surcharge ? 'surcharges included' : 'freight only'}`;
  }
  const content: WorkbookContent = {
    carrier: carrier.name,
    title: [
      ['Pricelist', displayName(pricelist.name)],
      ['Service', `${pricelist.service_name} (${code})`],
      ['Partner', pricelist.customer_name ?? 'General'],
      ['Currency', pricelist.currency],
      ['Valid', `${pricelist.valid_from} to ${pricelist.valid_to}`],
      ['Unit', unitName(pricelist.unit)],
      ['Prices', pricesText],
    ],
    sheets,
    surcharges: await surchargeRows(deps, carrierId, pricelist),
    // The version an as_is workbook comes back from: an older one is a stale import.
    ...(options.unit === 'as_is' ? { version: { number: pricelist.version, property: AS_IS_VERSION_PROPERTY } } : {}),
  };
  const stream = deps.heavy.open({ kind: 'pricelist-workbook', content }).readable();
  return { stream, filename: `${displayName(pricelist.name)}-${code}.xlsx` };
}
