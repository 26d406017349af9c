/**
 * The pricelist JSON file (docs/api.md "Pricelist JSON import" and "JSON export";
 * docs/product/domain.md §4 and §8): the structure checks with their messages, zone matching by
 * areas, the names of created zones and areas, the resolution of names to the carrier's ids, and
 * the file of a pricelist.
 * Shared by the server (machine import, export) and the web app (the file dropped on /pricelists/new).
 */
import { DEFAULT_PRICELIST_STATUS } from '../constants/pricing';
import { parseCellNumber } from '../helpers/paste-helpers';
import { normaliseCountry, normalisePostcode } from '../zones/postcode';
import { generateAreaName } from '../schemas/setup.schema';
import { GRID_SETTING_FIELDS, pickGridSettings, type GridSettingField, type StoredZoneRow } from '../schemas/fare-groups.schema';
import type { PricelistAnswer } from '../schemas/pricelist.schema';
import {
  pricelistFileSchema,
  type FileArea,
  type FilePricelist,
  type FileZone,
  type PricelistFile,
} from '../schemas/pricelist-files.schema';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/translate';
import { nameMatcher, type NameMatch } from './name-match';

/** The import messages of docs/product/domain.md §8 in `language` (the catalogs' imports.json.*). */
export function importMessages(language: Language) {
  return {
    invalidJson: translate(language, 'imports.json.invalidJson'),
    noPricelist: translate(language, 'imports.json.noPricelist'),
    noPriceDefinitions: translate(language, 'imports.json.noPriceDefinitions'),
    emptyPriceDefinitions: translate(language, 'imports.json.emptyPriceDefinitions'),
    invalidQuantity: translate(language, 'imports.json.invalidQuantity'),
    invalidPrices: (zone: string) => translate(language, 'imports.json.invalidPrices', { zone }),
    invalidZones: translate(language, 'imports.json.invalidZones'),
    failed: (reason: string) => translate(language, 'imports.json.failed', { reason }),
    zoneCreationFailed: (reason: string) => translate(language, 'imports.json.zoneCreationFailed', { reason }),
  } as const;
}

/** The import messages in English, as the server says them (docs/product/domain.md §8). */
export const IMPORT_MESSAGES = importMessages('en');

/** A file read, or the message saying why it cannot be (the whole text to show). */
export type PricelistFileResult = { ok: true; file: PricelistFile } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDecimal = (v: unknown) =>
  v === null || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\s*[+-]?(\d+[.,]?\d*|[.,]\d+)\s*$/.test(v));
const isDecimalOrEmpty = (v: unknown) => v === undefined || v === '' || isDecimal(v);

/** Parses the text of a file; a text that is not JSON gives `Invalid JSON file` (in `language`). */
export function parsePricelistFileText(text: string, language: Language = 'en'): PricelistFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: importMessages(language).invalidJson };
  }
  return readPricelistFile(json, language);
}

/**
 * The structure checks (docs/product/domain.md §4 and §8), in their order: a pricelist; a
 * price_definitions array; not empty, each with a prices array; the first with a quantity array
 * (a later one without uses the one before), every quantity row a number; every zone row with one
 * number (or empty) per quantity row. Failures read `Failed to process pricelist: <reason>`. A file passing them has
 * the shape of `pricelistFileSchema`; its values (currency, dates...) are checked when it is saved.
 * The messages in `language`: English unless asked (the server's).
 */
export function readPricelistFile(json: unknown, language: Language = 'en'): PricelistFileResult {
  const said = importMessages(language);
  const fail = (reason: string): PricelistFileResult => ({ ok: false, message: said.failed(reason) });
  if (!isObject(json) || !isObject(json.pricelist)) return fail(said.noPricelist);
  const definitions = json.pricelist.price_definitions;
  if (!Array.isArray(definitions)) return fail(said.noPriceDefinitions);
  if (definitions.length === 0 || !definitions.every((d) => isObject(d) && Array.isArray(d.prices))) {
    return fail(said.emptyPriceDefinitions);
  }
  let quantityCount = -1;
  for (const [index, definition] of (definitions as Record<string, unknown>[]).entries()) {
    const quantity = definition.quantity;
    if (quantity === undefined && index > 0) {
      // Uses the quantity rows of the definition before.
    } else if (
      !Array.isArray(quantity) ||
      quantity.length === 0 ||
      !quantity.every((q) => isObject(q) && isDecimal(q.quantity) && q.quantity !== null && (q.unit == null || typeof q.unit === 'string'))
    ) {
      return fail(said.invalidQuantity);
    } else {
      quantityCount = quantity.length;
    }
    for (const row of definition.prices as unknown[]) {
      const zone = isObject(row) ? `${String(row.zone_from ?? '')} - ${String(row.zone_to ?? '')}` : String(row);
      if (
        !isObject(row) ||
        typeof row.zone_from !== 'string' ||
        typeof row.zone_to !== 'string' ||
        !Array.isArray(row.prices) ||
        row.prices.length !== quantityCount ||
        !row.prices.every(isDecimalOrEmpty) ||
        !isDecimalOrEmpty(row.minimum_amount) ||
        !isDecimalOrEmpty(row.maximum_amount) ||
        (row.transit != null && typeof row.transit !== 'string')
      ) {
        return fail(said.invalidPrices(zone));
      }
    }
  }
  // Later definitions without quantity rows take the previous ones, so every fare group has its own.
  let previous: unknown = undefined;
  const filled = (definitions as Record<string, unknown>[]).map((d) => {
    previous = d.quantity ?? previous;
    return { ...d, quantity: previous, prices: (d.prices as Record<string, unknown>[]).map(emptyToNull) };
  });
  const parsed = pricelistFileSchema.safeParse({ ...json, pricelist: { ...json.pricelist, price_definitions: filled } });
  if (!parsed.success) {
    const zonesFailed = parsed.error.issues.some((i) => i.path[0] === 'zones_to_create');
    const path = parsed.error.issues[0]!.path.join('.');
    return fail(zonesFailed ? said.invalidZones : translate(language, 'imports.json.pathInvalid', { path }));
  }
  return { ok: true, file: parsed.data };
}

function emptyToNull(row: Record<string, unknown>) {
  const empty = (v: unknown) => (v === '' || v === undefined ? null : v);
  return {
    ...row,
    prices: (row.prices as unknown[]).map(empty),
    minimum_amount: empty(row.minimum_amount),
    maximum_amount: empty(row.maximum_amount),
  };
}

// ---- zones --------------------------------------------------------------------------------------------

/** An area's identity for matching: normalised country and bounds. */
export function areaKey(area: FileArea): string {
  return `${normaliseCountry(area.country)}|${normalisePostcode(area.postcode_from)}|${normalisePostcode(area.postcode_to)}`;
}

/** The distinct areas of a file's zone, normalised. */
export function distinctAreas(zone: FileZone): FileArea[] {
  const seen = new Map<string, FileArea>();
  for (const a of zone.areas) {
    const key = areaKey(a);
    if (!seen.has(key))
      seen.set(key, {
        country: normaliseCountry(a.country),
        postcode_from: normalisePostcode(a.postcode_from),
        postcode_to: normalisePostcode(a.postcode_to),
      });
  }
  return [...seen.values()];
}

/** A carrier's zone that holds every area of a file's zone, with its own areas. */
export interface ZoneCandidate {
  id: number;
  name: string;
  areas: readonly FileArea[];
}

/**
 * Seeds §4: of the zones holding every area of the file's zone (by id), the match is accepted
 * only if exactly one has the same number of areas; `first` is the first candidate, which Skip
 * Zone Creation takes when there is no match.
 */
export function matchImportedZone(zone: FileZone, candidates: readonly ZoneCandidate[]) {
  const count = distinctAreas(zone).length;
  const sameSize = candidates.filter((c) => new Set(c.areas.map(areaKey)).size === count);
  const pick = (c: ZoneCandidate | undefined) => (c ? { id: c.id, name: c.name } : null);
  return { match: sameSize.length === 1 ? pick(sameSize[0]) : null, first: pick(candidates[0]) };
}

/** `_AI_` and the day as yymmdd: the suffix of the zones and areas an import creates. */
export function importSuffix(day: string): string {
  return `_AI_${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
}

/** The name of a zone an import creates on `day` ('yyyy-mm-dd'): `Riga_AI_260301`. */
export function importedZoneName(name: string, day: string): string {
  return `${name.trim()}${importSuffix(day)}`;
}

/** The name of an area an import creates: the generated area name with the suffix. */
export function importedAreaName(area: FileArea, day: string): string {
  const country = normaliseCountry(area.country);
  return `${generateAreaName(country, normalisePostcode(area.postcode_from), normalisePostcode(area.postcode_to))}${importSuffix(day)}`;
}

// ---- names to ids ---------------------------------------------------------------------------------

/** A named record of the carrier. */
export interface NamedRecord {
  id: number;
  name: string;
}

/** What resolving a file's names needs: the carrier's records and the zones matched or created. */
export interface ImportLookups {
  services: readonly { id: number; name: string; code: string }[];
  partners: readonly NamedRecord[];
  transits: readonly NamedRecord[];
  zones: readonly NamedRecord[];
  /** The zones of zones_to_create by their name in the file: matched, created, first match, or none (null). */
  fileZones: ReadonlyMap<string, NamedRecord | null>;
}

/** A zone row of a resolved file: ids where found (null: to pick), with the names shown. */
export type ImportedZoneRow = Omit<StoredZoneRow, 'zone_from' | 'zone_to'> & { zone_from: number | null; zone_to: number | null };

/** The grid settings as the file gives them, unchecked; an empty one is undefined (the form's default). */
export type ImportedGridSettings = { [K in GridSettingField]: NonNullable<FilePricelist[K]> | undefined };

/** The create form's record filled from a file (status prepared), before the clerk or the schema checks it. */
export interface ImportedPricelist extends ImportedGridSettings {
  name: string;
  service_id: number | null;
  service_name: string | null;
  customer_id: number | null;
  customer_name: string | null;
  currency: string | undefined;
  valid_from: string | undefined;
  valid_to: string | undefined;
  comment: string;
  status: typeof DEFAULT_PRICELIST_STATUS;
  active: true;
  surcharges: number[];
  blocks: number[];
  ldm_blocks: number[];
  fare_groups: { quantities: { quantity: number; unit: string }[]; zones: ImportedZoneRow[] }[];
}

/** A name of the file that names nothing of the carrier, at its path in the pricelist body. */
export interface ImportProblem {
  path: string;
  message: string;
}

/** A number of the file; a text one read as a pasted cell is (parseCellNumber), NaN when it is none. */
const toNumber = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  const parsed = parseCellNumber(v);
  if (!parsed.ok) return NaN;
  return parsed.value === null ? null : Number(parsed.value);
};
const orUndefined = <T>(v: T | null | undefined): T | undefined => (v === null || v === undefined || v === '' ? undefined : v);

/** The grid settings of the file, each in GRID_SETTING_FIELDS; an empty one undefined. */
function fileGridSettings(p: FilePricelist): ImportedGridSettings {
  // Object.fromEntries types its keys as string; every field of GRID_SETTING_FIELDS is mapped.
  return Object.fromEntries(GRID_SETTING_FIELDS.map((field) => [field, orUndefined(p[field])])) as ImportedGridSettings;
}

/**
 * A name two records could be, in `language`: `Zone riga matches both Riga (id 3) and RIGA (id 7)`
 * (name-match's ambiguousNameMessage in English, word for word).
 */
function ambiguousName(language: Language, kind: 'zone' | 'transit', name: string, [a, b]: readonly [NamedRecord, NamedRecord]): string {
  return translate(language, kind === 'zone' ? 'imports.json.ambiguousZone' : 'imports.json.ambiguousTransit', {
    name,
    first: a.name,
    firstId: String(a.id),
    second: b.name,
    secondId: String(b.id),
  });
}

/**
 * Turns a file's names into the carrier's ids: the service by code, the partner by name (empty:
 * general), zones through `fileZones` first and then by name, transits by name (nameMatcher: Unicode
 * form and case do not matter; a name two records could be is a problem). What names nothing is
 * left empty (null) and listed in `problems`, said in `language` (English unless asked: the server's).
 */
export function resolvePricelistFile(
  file: PricelistFile,
  lookups: ImportLookups,
  language: Language = 'en',
): { pricelist: ImportedPricelist; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const p = file.pricelist;
  const service = p.service ? lookups.services.find((s) => s.code === p.service) : undefined;
  if (p.service && !service)
    problems.push({ path: 'service_id', message: translate(language, 'imports.json.noServiceCode', { code: p.service }) });
  if (!p.service) problems.push({ path: 'service_id', message: translate(language, 'imports.json.noService') });
  const partnerName = p.customer?.trim() || null;
  const partner = partnerName && partnerName !== 'General' ? lookups.partners.find((c) => c.name === partnerName) : undefined;
  if (partnerName && partnerName !== 'General' && !partner)
    problems.push({ path: 'customer_id', message: translate(language, 'imports.json.noPartner', { name: partnerName }) });
  const zones = nameMatcher(lookups.zones);
  const transits = nameMatcher(lookups.transits);
  /** A record by name, or null with the problem (none, or two it could mean) listed at `path`. */
  const found = <T extends NamedRecord>(match: NameMatch<T>, kind: 'zone' | 'transit', name: string, path: string) => {
    if (match && 'record' in match) return match.record;
    const none =
      kind === 'zone' ? translate(language, 'imports.json.noZone', { name }) : translate(language, 'imports.json.noTransit', { name });
    problems.push({ path, message: match ? ambiguousName(language, kind, name, match.ambiguous) : none });
    return null;
  };
  const zoneOf = (name: string, path: string) => {
    if (lookups.fileZones.has(name)) {
      const zone = lookups.fileZones.get(name)!;
      if (!zone) problems.push({ path, message: translate(language, 'imports.json.noZone', { name }) });
      return zone;
    }
    return found(zones(name), 'zone', name, path);
  };
  const fare_groups = p.price_definitions.map((definition, g) => ({
    quantities: (definition.quantity ?? []).map((q) => ({ quantity: toNumber(q.quantity) ?? 0, unit: q.unit || 'per_shipment' })),
    zones: definition.prices.map((row, r): ImportedZoneRow => {
      const at = `fare_groups.${g}.zones.${r}`;
      const from = zoneOf(row.zone_from, `${at}.zone_from`);
      const to = zoneOf(row.zone_to, `${at}.zone_to`);
      const transit = row.transit ? found(transits(row.transit), 'transit', row.transit, `${at}.transit`) : null;
      return {
        zone_from: from?.id ?? null,
        zone_from_name: from?.name ?? '',
        zone_to: to?.id ?? null,
        zone_to_name: to?.name ?? '',
        transit: transit?.id ?? null,
        transit_name: transit?.name ?? null,
        minimum_amount: toNumber(row.minimum_amount),
        maximum_amount: toNumber(row.maximum_amount),
        prices: row.prices.map(toNumber),
      };
    }),
  }));
  return {
    pricelist: {
      name: p.name?.trim() ?? '',
      service_id: service?.id ?? null,
      service_name: service?.name ?? null,
      customer_id: partner?.id ?? null,
      customer_name: partner?.name ?? null,
      currency: orUndefined(p.currency),
      ...fileGridSettings(p),
      valid_from: orUndefined(p.valid_from),
      valid_to: orUndefined(p.valid_to),
      comment: p.comment ?? '',
      status: DEFAULT_PRICELIST_STATUS,
      active: true,
      surcharges: [],
      blocks: [],
      ldm_blocks: [],
      fare_groups,
    },
    problems,
  };
}

// ---- export -------------------------------------------------------------------------------------------

/** What the JSON export reads: a pricelist as GET answers it, with its service code, partner and zones' areas. */
export type ExportablePricelist = Pick<
  PricelistAnswer,
  'name' | 'currency' | 'valid_from' | 'valid_to' | 'comment' | 'fare_groups' | GridSettingField
> & {
  service_code: string;
  customer_name: string | null;
};

/**
 * The file of a pricelist (docs/api.md "JSON export"): names instead of ids and, in zones_to_create,
 * every zone the grid uses (in order of first use) with its areas, so that another carrier can
 * import it. `areasOf` gives a zone's areas by id.
 */
export function buildPricelistFile(pricelist: ExportablePricelist, areasOf: (zoneId: number) => readonly FileArea[]): PricelistFile {
  const used = new Map<number, string>();
  for (const group of pricelist.fare_groups)
    for (const row of group.zones) {
      if (!used.has(row.zone_from)) used.set(row.zone_from, row.zone_from_name);
      if (!used.has(row.zone_to)) used.set(row.zone_to, row.zone_to_name);
    }
  return {
    pricelist: {
      name: pricelist.name,
      service: pricelist.service_code,
      customer: pricelist.customer_name,
      currency: pricelist.currency,
      ...pickGridSettings(pricelist),
      valid_from: pricelist.valid_from,
      valid_to: pricelist.valid_to,
      comment: pricelist.comment,
      price_definitions: pricelist.fare_groups.map((group) => ({
        quantity: group.quantities.map((q) => ({ quantity: q.quantity, unit: q.unit })),
        prices: group.zones.map((row) => ({
          zone_from: row.zone_from_name,
          zone_to: row.zone_to_name,
          transit: row.transit_name,
          minimum_amount: row.minimum_amount,
          maximum_amount: row.maximum_amount,
          prices: [...row.prices],
        })),
      })),
    },
    zones_to_create: [...used].map(([id, name]) => ({
      name,
      areas: areasOf(id).map((a) => ({ country: a.country, postcode_from: a.postcode_from, postcode_to: a.postcode_to })),
    })),
  };
}
