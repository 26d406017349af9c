/**
 * Pricelists out (docs/api.md "Pricelist JSON export", "Pricelist Excel export"). The pallet columns of
 * the workbook are priced by packages/domain `pricePalletTable`, the engine's own steps on the
 * compiled pricelist: the same code the price API runs. The workbook's sheets, headings and words
 * are in its reader's language (docs/api.md "Languages"), the numbers unchanged; an as_is workbook
 * in any language is read back by the import (pricelist-workbook-reader.ts).
 */
import type { Readable } from 'node:stream';
import {
  AS_IS_VERSION_PROPERTY,
  asIsMarker,
  buildPricelistFile,
  compilePricelist,
  describeCondition,
  fareGroupSheetName,
  countOfType,
  formatDay,
  ldmWord,
  listWords,
  localTime,
  MEASURE_DIGITS,
  minMaxRuleLabel,
  palletShipment,
  perKmSentences,
  PRICE_ERRORS,
  pricelistUnitLabel,
  pricesInclude,
  gridCountsWeight,
  rateCardNumber,
  displayDay,
  transitWords,
  translate,
  translator,
  typeAfterCount,
  zoneRowSheetColumn,
  weightRuleSentences,
  zonePostcodeWords,
  zoneKeyNote,
  pricingUnitLabel,
  pricePalletTable,
  PricingDataError,
  quantityWords,
  scaledToNumber,
  shipmentTypeName,
  surchargesSheetName,
  surchargeTypeLabel,
  type CompiledPricelist,
  type ExportPalletUnit,
  type ExportUnit,
  type Language,
  type PalletPriceTable,
  type PricelistFile,
  type StoredZoneRow,
  type Translate,
  ZONE_ROW_COLUMNS,
  zoneRowCellValue,
} from '@freight/domain';
import { findCarrier } from '../carriers';
import { allConditions } from '../conditions';
import { findService } from '../services';
import { readSurcharge, type StoredSurcharge } from '../surcharges';
import { areasOfZones, zoneOptions } from '../zones';
import { AppError } from '../../errors';
import type { Seams } from '../../seams';
import type { PricingSeam } from '../pricing';
import { readPricelist, type StoredPricelist } from '../pricelists';
import { safeFileName } from '../../http/downloads';
import type { Requester } from '../../http/context';
import { recordExport } from '../security-events';
import { DATE_FORMAT, excelDate, moneyFormat, numberInWords, PERCENT_FORMAT, RATE_FORMAT } from '../../lib/workbook-style';
import type { OutCell, OutSheet, WorkbookContent } from './pricelist-workbook';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam;

type PricelistAnswer = StoredPricelist;

/** A pricelist's name as people read it: blank is General (in `t`'s language: "Yleinen"). */
const displayName = (name: string, t: Translate = translator('en')) => (name.trim() ? name : t('common.general'));

/** A pricelist as the security log names an export of it: "Baltic 2026 (EXP, Nordic Foods)". */
export function exportSubject(pricelist: { name: string; customer_name: string | null }, code: string): string {
  return `${displayName(pricelist.name)} (${code}, ${pricelist.customer_name ?? 'general'})`;
}

/** The service's code (the file and the download name use it). */
async function serviceCode(deps: ModuleDeps, carrierId: number, serviceId: number): Promise<string> {
  const service = await findService(deps.db, carrierId, serviceId);
  return service?.code ?? '';
}

/** GET /fe/pricelists/{id}/json: the import format, with every zone the grid uses and its areas. */
export async function exportPricelistFile(
  deps: ModuleDeps,
  carrierId: number,
  id: number,
  requester: Requester,
): Promise<{ file: PricelistFile; filename: string }> {
  const pricelist = await readPricelist(deps.db, carrierId, id);
  const code = await serviceCode(deps, carrierId, pricelist.service_id);
  const zoneIds = [...new Set(pricelist.fare_groups.flatMap((g) => g.zones.flatMap((z) => [z.zone_from, z.zone_to])))];
  const areas = await areasOfZones(deps.db, carrierId, zoneIds);
  const file = buildPricelistFile({ ...pricelist, service_code: code, customer_name: pricelist.customer_name }, (zoneId) =>
    areas.filter((a) => a.zone_id === zoneId),
  );
  await recordExport(deps, requester, {
    carrierId,
    kind: 'pricelist_exported',
    subject: exportSubject(pricelist, code),
    detail: 'JSON file',
  });
  return { file, filename: `${displayName(pricelist.name)}-${code}.json` };
}

/** The compiled pricelist, from the carrier's compiled reference data (compiled again once if it was stale). */
export async function compileForExport(deps: PricingSeam, carrierId: number, pricelist: PricelistAnswer): Promise<CompiledPricelist> {
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

type SurchargeAnswer = StoredSurcharge;

/** Text of a money amount inside words ("4.50 EUR"); percents without trailing zeros ("12.5 %"). */
const moneyText = (v: number, currency: string) => `${v.toFixed(2)} ${currency}`;
const percentText = (v: number) => `${Number(v.toFixed(4))} %`;

/** A sheet name Excel takes (31 characters, none of []:*?/\) and no other sheet has. */
function uniqueSheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Surcharge';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 26)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/** The words after the quantities of a grid's unit: "up to 100 kg", "up to 1 EUR pallet" ("enintään 4 EUR-lavaa"). */
function quantityFormat(unit: string, language: Language): string {
  const t = translator(language);
  const words = quantityWords(unit, language);
  // The phrase is the catalog's whole; the number goes where its quantity is.
  const [before = '', after = ''] = t('workbook.upTo', { quantity: '\u0000', unit: words.many }).split('\u0000');
  return numberInWords(before, after, words.one === words.many ? undefined : t('workbook.upTo', { quantity: '1', unit: words.one }));
}

/** A stored fare group as a sheet: the quantities in words, the pricing units, the stored prices. */
function storedSheet(
  name: string,
  group: PricelistAnswer['fare_groups'][number],
  unit: string,
  currency: string,
  language: Language,
): Omit<OutSheet, 'title'> {
  return {
    name,
    columns: group.quantities.map((q) => q.quantity),
    columnFormat: quantityFormat(unit, language),
    units: group.quantities.map((q) => pricingUnitLabel(q.unit, language)),
    rows: group.zones.map((row) => [...fixedCells(row), ...row.prices]),
    priceFormat: moneyFormat(currency, RATE_FORMAT),
    moneyFormat: moneyFormat(currency),
  };
}

/**
 * The Surcharges sheet (name, type, amount, currency, min, max, conditions, zone conditions,
 * dependencies: a percent as a percent, amounts in their currency, types in words) and a sheet
 * per fare group of each grid surcharge's own price grid (a tail lift's).
 */
async function surchargeSheets(
  deps: ModuleDeps,
  carrierId: number,
  pricelist: PricelistAnswer,
  taken: Set<string>,
  forPartner: boolean,
  language: Language,
): Promise<{ surcharges: WorkbookContent['surcharges']; grids: OutSheet[] }> {
  if (!pricelist.surcharges.length) return { surcharges: null, grids: [] };
  const t = translator(language);
  const [surcharges, conditions, zones] = await Promise.all([
    Promise.all(pricelist.surcharges.map((s) => readSurcharge(deps.db, carrierId, s.id))),
    allConditions(deps.db, carrierId),
    zoneOptions(deps.db, carrierId),
  ]);
  const conditionText = new Map(conditions.map((c) => [c.id, describeCondition(c, language)]));
  const zoneName = (id: number | null) =>
    id === null ? t('rateCard.surcharge.anyZone') : (zones.find((z) => z.id === id)?.name ?? String(id));
  const whenText = (s: SurchargeAnswer) => {
    const words = s.blocks.map((b) => conditionText.get(b) ?? String(b));
    return words.length ? listWords(words, s.all_conditions_needed ? 'and' : 'or', language) : t('workbook.always');
  };
  const grids: OutSheet[] = [];
  const rows: OutCell[][] = surcharges.map((s) => {
    const isPercent = s.type === 'percentage';
    const money = (v: number | null): OutCell => (v === null ? null : { value: v, numFmt: moneyFormat(s.currency) });
    let amount: OutCell = null;
    if (s.type === 'pricelist') {
      const names = surchargeGridSheets(s, whenText(s), taken, { forPartner, language }, grids);
      amount = names.length ? t('workbook.seeSheet', { names: names.join(', ') }) : t('workbook.noGrid');
    } else if (s.amount_source === 'fuel_index') {
      amount = t('workbook.fuelIndex');
    } else if (s.amount !== null) {
      amount = isPercent ? { value: s.amount / 100, numFmt: PERCENT_FORMAT } : money(s.amount);
    }
    return [
      s.name,
      surchargeTypeLabel(s.type, language),
      amount,
      // A percent has no currency: only amounts in money name theirs.
      isPercent && s.minimum_amount === null && s.maximum_amount === null ? null : s.currency,
      money(s.minimum_amount),
      money(s.maximum_amount),
      whenText(s),
      zoneConditionsText(s, zoneName),
      s.dependencies.map((d) => d.name).join(', '),
    ];
  });
  return {
    surcharges: {
      headers: [
        t('common.name'),
        t('common.type'),
        t('workbook.amount'),
        t('common.currency'),
        t('rateCard.minimum'),
        t('rateCard.maximum'),
        t('rateCard.conditions'),
        t('workbook.zoneConditions'),
        t('workbook.dependencies'),
      ],
      rows,
    },
    grids,
  };
}

/** A grid surcharge's sheets, one per fare group of its own price grid, added to `grids`; answers their names. */
function surchargeGridSheets(
  s: SurchargeAnswer,
  applies: string,
  taken: Set<string>,
  { forPartner, language }: { forPartner: boolean; language: Language },
  grids: OutSheet[],
): string[] {
  const t = translator(language);
  return (s.pricelist?.fare_groups ?? []).map((group, g) => {
    const name = uniqueSheetName(g === 0 ? s.name : `${s.name} ${g + 1}`, taken);
    const grid = s.pricelist!;
    grids.push({
      ...storedSheet(name, group, grid.unit, s.currency, language),
      title: [
        [t('workbook.surcharge'), s.name],
        [t('common.type'), t('workbook.gridType', { type: surchargeTypeLabel(s.type, language) })],
        [t('workbook.applies'), applies],
        [t('common.currency'), s.currency],
        [t('common.unit'), pricelistUnitLabel(grid.unit, language)],
        [t('workbook.rule'), minMaxRuleLabel(grid.min_max_rule, language)],
        // A partner reads the prices; staff read how they are stored (to edit them).
        [t('rateCard.prices'), forPartner ? t('workbook.addedToFreight') : t('workbook.asStored')],
      ],
    });
    return name;
  });
}

/** A surcharge's zone conditions in words, a line each: "Estonia -> any zone: 12.5 % (min 3.00 EUR)". */
function zoneConditionsText(s: SurchargeAnswer, zoneName: (id: number | null) => string): string {
  const amountText = (v: number) => (s.type === 'percentage' ? percentText(v) : moneyText(v, s.currency));
  return s.zone_conditions
    .map((z) => {
      const bounds = [
        z.minimum_amount !== null ? `min ${moneyText(z.minimum_amount, s.currency)}` : '',
        z.maximum_amount !== null ? `max ${moneyText(z.maximum_amount, s.currency)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      return `${zoneName(z.zone_from)} -> ${zoneName(z.zone_to)}: ${amountText(z.amount)}${bounds ? ` (${bounds})` : ''}`;
    })
    .join('\n');
}

/**
 * The partner's workbook's Zone key (each zone of the grid with its postcodes per country) and
 * Rules (the document number and issue day, what the prices include, the chargeable-weight rules)
 * sheets, as the PDF rate card prints them.
 */
async function partnerLists(
  deps: ModuleDeps,
  carrierId: number,
  pricelist: PricelistAnswer,
  taken: Set<string>,
  issue: { code: string; day: string },
  language: Language,
): Promise<NonNullable<WorkbookContent['lists']>> {
  const t = translator(language);
  const names = new Map<number, string>();
  for (const group of pricelist.fare_groups)
    for (const row of group.zones) {
      names.set(row.zone_from, row.zone_from_name);
      names.set(row.zone_to, row.zone_to_name);
    }
  const areas = await areasOfZones(deps.db, carrierId, [...names.keys()]);
  return [
    {
      name: uniqueSheetName(t('rateCard.zoneKey'), taken),
      headers: [t('rateCard.zone'), t('rateCard.postcodes')],
      rows: [...names].map(([id, name]) => [name, zonePostcodeWords(areas.filter((a) => a.zone_id === id))]),
    },
    {
      name: uniqueSheetName(t('workbook.rules'), taken),
      headers: [t('rateCard.subject'), ''],
      rows: [
        [t('rateCard.fact.number'), rateCardNumber(issue.code, pricelist.id, pricelist.version, issue.day)],
        [t('rateCard.fact.issued'), displayDay(issue.day)],
        [t('rateCard.prices'), pricesInclude(language)],
        [t('rateCard.zoneKey'), zoneKeyNote(language)],
        ...(gridCountsWeight(pricelist) ? weightRuleSentences(pricelist, language) : []).map((text, i): OutCell[] => [
          i === 0 ? t('rateCard.chargeableWeight') : '',
          text,
        ]),
      ],
    },
  ];
}

/** The fixed cells of a zone row (ZONE_ROW_COLUMNS: zone from, zone to, transit, minimum, maximum): names and amounts. */
function fixedCells(row: StoredZoneRow): OutCell[] {
  return ZONE_ROW_COLUMNS.map((column) => zoneRowCellValue(row, column));
}

/**
 * Why a pallet table's columns stop where they do, in words (the row under the title block). A
 * per-km price cannot be priced for a pallet count (no lane, no road km): the note says the group's
 * per-km prices in words instead of the engine's error (`perKm`: perKmSentences of the group).
 */
function stopNote(unit: ExportPalletUnit, table: PalletPriceTable, language: Language, perKm: readonly string[] = []): string {
  const t = translator(language);
  const last = table.counts.length;
  if (table.stop.reason === 'trailer') return t('workbook.stop.trailer', { count: countOfType(unit, last, language) });
  if (perKm.length > 0 && table.stop.errors[0] === PRICE_ERRORS.noDistance) {
    const prices = perKm.join('; ');
    return last === 0
      ? t('workbook.stop.perKmNone', { prices })
      : t('workbook.stop.perKmFrom', {
          count: countOfType(unit, last, language),
          next: countOfType(unit, table.stop.count, language),
          prices,
        });
  }
  const why = table.stop.errors.length ? ` (${table.stop.errors.join('; ')})` : '';
  if (last === 0) return t('workbook.stop.none', { type: shipmentTypeName(unit, 2, language), why });
  return t('workbook.stop.route', { count: countOfType(unit, last, language), next: countOfType(unit, table.stop.count, language), why });
}

/**
 * Every fare group of a pricelist priced per pallet count of `unit` (domain `pricePalletTable`, the
 * engine's own steps): the Excel export's pallet sheets and the rate card's pallet unit. Answers the
 * compiled pricelist too (its zone rows carry their transits).
 */
export async function palletPriceTables(
  deps: PricingSeam,
  carrierId: number,
  pricelist: PricelistAnswer,
  unit: ExportPalletUnit,
  options: { surcharges: boolean; timezone: string },
): Promise<{ compiled: CompiledPricelist; tables: PalletPriceTable[] }> {
  const [compiled, rates] = await Promise.all([compileForExport(deps, carrierId, pricelist), deps.pricing.cache.exchangeRates()]);
  // A fuel-indexed surcharge is priced on today's month, as a price request without a date would be.
  const collectionDay = localTime(Date.now(), options.timezone).day;
  const tables = pricelist.fare_groups.map((_, g) =>
    pricePalletTable(compiled, g, unit, { surcharges: options.surcharges, rates, collectionDay }),
  );
  return { compiled, tables };
}

/** The download's name: `{pricelist}-{service}-{unit}-{date}.xlsx`, the date the carrier's today. */
function workbookFileName(pricelistName: string, code: string, unit: ExportUnit, timezone: string, language: Language): string {
  return exportFileName(pricelistName, code, unit, timezone, 'xlsx', language);
}

/**
 * A pricelist download's name: `{pricelist}-{service}-{unit}-{date}.{extension}`, the date the
 * carrier's today, its words in `language` ("Baltic-GRP-EUR-lavat-2026-11-23.xlsx").
 */
export function exportFileName(
  pricelistName: string,
  code: string,
  unit: ExportUnit,
  timezone: string,
  extension: string,
  language: Language = 'en',
): string {
  const t = translator(language);
  const unitWords = unit === 'as_is' ? t('workbook.file.asStored') : shipmentTypeName(unit, 2, language);
  const today = formatDay(localTime(new Date(), timezone).day);
  return safeFileName(`${displayName(pricelistName, t)}-${code}-${unitWords}-${today}.${extension}`);
}

/** What the export is asked for (docs/api.md "Pricelist Excel export"). */
interface WorkbookOptions {
  unit: ExportUnit;
  surcharge: boolean;
  /** Who asks: the download is recorded in the security log (none: a notification's attachment). */
  requester?: Requester;
  /**
   * The partner's workbook (the portal's download, a notification's attachment): no editing lines
   * (the as_is marker, the Version row and property), freight only with the surcharges listed,
   * as the PDF rate card says (PRICES_INCLUDE). Staff's export stays the editing workbook.
   */
  forPartner?: boolean;
  /** Its sheets', headings' and words' language (the reader's; a notification's: its partner's); English unless given. */
  language?: Language;
}

/**
 * GET /fe/pricelists/{id}/xlsx: everything is read, compiled and priced before the first byte, so
 * a failure answers a clean error; then a worker thread writes the workbook (ExcelJS's XML and
 * zip are most of the time), which streams into the answer as it is written.
 */
export async function exportPricelistWorkbook(
  deps: ModuleDeps,
  carrierId: number,
  id: number,
  options: WorkbookOptions,
): Promise<{ stream: Readable; filename: string }> {
  const pricelist = await readPricelist(deps.db, carrierId, id);
  const [carrier, code] = await Promise.all([findCarrier(deps.db, carrierId), serviceCode(deps, carrierId, pricelist.service_id)]);
  if (!carrier) throw AppError.notFound();
  const language = options.language ?? 'en';
  const forPartner = options.forPartner === true;
  const withSurcharges = options.surcharge && !forPartner;
  const priced = await fareGroupSheets(deps, carrierId, pricelist, carrier.timezone, {
    unit: options.unit,
    withSurcharges,
    forPartner,
    language,
  });
  let sheets = priced.sheets;
  const taken = new Set([...sheets.map((s) => s.name.toLowerCase()), surchargesSheetName(language).toLowerCase()]);
  const { surcharges, grids } = await surchargeSheets(deps, carrierId, pricelist, taken, forPartner, language);
  // The partner's workbook says what the PDF says beside the prices: the zone key and the rules,
  // and each lane's transit with its departure days ("3 days, Mon, Wed, Fri") rather than its name.
  const day = formatDay(localTime(new Date(), carrier.timezone).day);
  const lists: WorkbookContent['lists'] = forPartner ? await partnerLists(deps, carrierId, pricelist, taken, { code, day }, language) : [];
  if (forPartner) sheets = transitsInWords(sheets, await compileForExport(deps, carrierId, pricelist), language);
  const content: WorkbookContent = {
    language,
    carrier: carrier.name,
    title: titleBlock(pricelist, code, priced, language),
    sheets,
    surcharges,
    surchargeGrids: grids,
    lists,
    // The version an as_is workbook comes back from: an older one is a stale import.
    ...(options.unit === 'as_is' && !forPartner ? { version: { number: pricelist.version, property: AS_IS_VERSION_PROPERTY } } : {}),
  };
  if (options.requester) {
    // The security log stays English whatever the workbook's language.
    const unitText = options.unit === 'as_is' ? '' : translate('en', 'workbook.unit.pallets', { type: shipmentTypeName(options.unit, 2) });
    const detail =
      options.unit === 'as_is' ? 'Excel, as stored' : `Excel, ${unitText}, ${withSurcharges ? 'surcharges included' : 'freight only'}`;
    await recordExport(deps, options.requester, { carrierId, kind: 'pricelist_exported', subject: exportSubject(pricelist, code), detail });
  }
  const stream = deps.heavy.open({ kind: 'pricelist-workbook', content }).readable();
  return { stream, filename: workbookFileName(pricelist.name, code, options.unit, carrier.timezone, language) };
}

/** The fare groups' sheets and what the title block says of them. */
interface PricedSheets {
  sheets: OutSheet[];
  /** What the unit of the columns is, and what the price cells hold. */
  unitText: string;
  pricesText: string;
}

/** A sheet per fare group: as stored (as_is), or priced per pallet count of the unit asked. */
async function fareGroupSheets(
  deps: ModuleDeps,
  carrierId: number,
  pricelist: PricelistAnswer,
  timezone: string,
  { unit, withSurcharges, forPartner, language }: { unit: ExportUnit; withSurcharges: boolean; forPartner: boolean; language: Language },
): Promise<PricedSheets> {
  const t = translator(language);
  const currency = pricelist.currency;
  if (unit === 'as_is') {
    return {
      pricesText: forPartner ? pricesInclude(language) : asIsMarker(pricelist.id, language),
      unitText: pricelistUnitLabel(pricelist.unit, language),
      sheets: pricelist.fare_groups.map((group, g) =>
        storedSheet(fareGroupSheetName(g, language), group, pricelist.unit, currency, language),
      ),
    };
  }
  const { tables } = await palletPriceTables(deps, carrierId, pricelist, unit, { surcharges: withSurcharges, timezone });
  const sheets = pricelist.fare_groups.map((group, g) => {
    const table = tables[g]!;
    return {
      name: fareGroupSheetName(g, language),
      columns: table.counts,
      columnFormat: numberInWords('', ` ${typeAfterCount(unit, 2, language)}`, countOfType(unit, 1, language)),
      // Under each count, the loading metres it takes (what the price grows with).
      units: table.counts.map((n) => scaledToNumber(palletShipment(unit, n).ldm, MEASURE_DIGITS)),
      unitFormat: numberInWords('', ` ${ldmWord(language)}`),
      rows: group.zones.map((row, r) => [...fixedCells(row), ...table.rows[r]!]),
      priceFormat: moneyFormat(currency),
      moneyFormat: moneyFormat(currency),
      note: stopNote(unit, table, language, perKmSentences(pricelist.unit, [group], currency, language)),
    };
  });
  const type = shipmentTypeName(unit, 2, language);
  return {
    sheets,
    unitText: t('workbook.unit.pallets', { type }),
    pricesText: forPartner
      ? t('workbook.prices.palletsForPartner', { type, include: pricesInclude(language) })
      : t('workbook.prices.pallets', { type, surcharges: withSurcharges ? 'yes' : 'no' }),
  };
}

/** The sheets with each lane's transit in words with its departure days, from the compiled pricelist's zone rows. */
function transitsInWords(sheets: OutSheet[], compiled: CompiledPricelist, language: Language): OutSheet[] {
  const transitColumn = zoneRowSheetColumn('transit') - 1;
  return sheets.map((sheet, g) => ({
    ...sheet,
    rows: sheet.rows.map((row, r) => {
      const transit = compiled.grid.zoneRows[g]?.[r]?.transit;
      return row.map((cell, c) =>
        c === transitColumn ? (transit ? transitWords(transit.transitTime, transit.departs, language) : null) : cell,
      );
    }),
  }));
}

/** The title block above every fare group sheet: the pricelist, its service, partner, currency, validity, unit and prices. */
function titleBlock(
  pricelist: PricelistAnswer,
  code: string,
  { unitText, pricesText }: PricedSheets,
  language: Language,
): WorkbookContent['title'] {
  const t = translator(language);
  return [
    [t('rateCard.fact.pricelist'), displayName(pricelist.name, t)],
    [t('common.service'), `${pricelist.service_name} (${code})`],
    [t('common.partner'), pricelist.customer_name ?? t('common.general')],
    [t('common.currency'), pricelist.currency],
    [
      t('rateCard.fact.valid'),
      { value: excelDate(pricelist.valid_from), numFmt: DATE_FORMAT },
      t('workbook.validTo'),
      { value: excelDate(pricelist.valid_to), numFmt: DATE_FORMAT },
    ],
    [t('common.unit'), unitText],
    [t('rateCard.prices'), pricesText],
  ];
}
