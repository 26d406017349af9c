/**
 * Pricelist JSON import (docs/api.md "Pricelist JSON import"; docs/product/domain.md §4, §8): matching a file's zones by
 * their areas, creating the missing ones (areas and zones named with `_AI_` and the day), and the
 * machines' import that does all of it and creates the pricelist in one transaction.
 */
import {
  distinctAreas,
  hasLevel,
  IMPORT_MESSAGES,
  importedAreaName,
  importedZoneName,
  matchImportedZone,
  pricelistSchema,
  readPricelistFile,
  resolvePricelistFile,
  areaSchema,
  zoneSchema,
  type CreatedZone,
  type FileZone,
  type MessageKey,
  type NamedRecord,
  type ZoneMatchAnswer,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english, fromZodError } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { Seams } from '../../seams';
import { insertAreas } from '../areas';
import { carrierToday } from '../carriers';
import { partnerOptions } from '../partners';
import { PRICELIST_RECORD } from '../pricelists';
import { isProposed, saveOrPropose } from '../versions';
import { serviceOptions } from '../services';
import { transitOptions } from '../transits';
import { areasOfZones, insertZone, zonesHoldingAreas, zoneOptions } from '../zones';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db' | 'changePricing'>;

/** Matches each zone of a file against the carrier's zones by areas (docs/product/domain.md §4); reads only. */
export async function matchFileZones(db: Db, carrierId: number, zones: readonly FileZone[]): Promise<ZoneMatchAnswer[]> {
  const answers: ZoneMatchAnswer[] = [];
  const names = zones.length ? await zoneOptions(db, carrierId) : [];
  for (const zone of zones) {
    const areas = distinctAreas(zone);
    const ids = areas.length ? await zonesHoldingAreas(db, carrierId, areas) : [];
    const own = await areasOfZones(db, carrierId, ids);
    const candidates = ids.map((id) => ({
      id,
      name: names.find((z) => z.id === id)?.name ?? '',
      areas: own.filter((a) => a.zone_id === id),
    }));
    answers.push({ file_name: zone.name, ...matchImportedZone(zone, candidates) });
  }
  return answers;
}

/** Imports write zones and areas only with those permissions too (docs/api.md; docs/product/domain.md §6). */
function assertMayCreateZones(auth: AuthContext) {
  if (!hasLevel(auth.permissions.zones, 'write') || !hasLevel(auth.permissions.areas, 'write')) {
    throw AppError.forbidden(english('errors.pricelistFiles.needZoneWrite'));
  }
}

/** `Zone creation failed: <reason>` as a 422. */
function zoneRefused(reason: string): AppError {
  return AppError.invalid(IMPORT_MESSAGES.zoneCreationFailed(reason));
}

/** The refusal of an area's field, by the field: "Bad, area 1: country must be a 2-letter country code". */
const AREA_FIELD_REFUSALS: Partial<Record<string, MessageKey>> = {
  country: 'errors.pricelistFiles.areaCountry',
  postcode_from: 'errors.pricelistFiles.areaPostcodeFrom',
  postcode_to: 'errors.pricelistFiles.areaPostcodeTo',
  name: 'errors.pricelistFiles.areaName',
};

/**
 * Creates the zones and their areas inside `tx`: every area new, named with `_AI_` and the day,
 * each zone named the same way. A bad area fails with `Zone creation failed: <reason>`.
 */
async function createFileZones(tx: Db, carrierId: number, zones: readonly FileZone[], day: string): Promise<CreatedZone[]> {
  const created: CreatedZone[] = [];
  for (const [z, zone] of zones.entries()) {
    const areas = distinctAreas(zone);
    const number = String(z + 1);
    if (!zone.name.trim()) throw zoneRefused(english('errors.pricelistFiles.zoneNoName', { number }));
    if (!areas.length) throw zoneRefused(english('errors.pricelistFiles.zoneNoAreas', { zone: zone.name }));
    const bodies = areas.map((area, a) => {
      const parsed = areaSchema.safeParse({ ...area, name: importedAreaName(area, day) });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const key = AREA_FIELD_REFUSALS[issue.path.join('.')];
        const values = { name: zone.name, number: String(a + 1), reason: issue.message };
        throw zoneRefused(english(key ?? 'errors.pricelistFiles.areaInvalid', values));
      }
      return parsed.data;
    });
    // The name a zone form would take: one line, at most 200 characters with the suffix.
    const named = zoneSchema.shape.name.safeParse(importedZoneName(zone.name, day));
    if (!named.success) throw zoneRefused(english('errors.pricelistFiles.zoneName', { number, reason: named.error.issues[0]!.message }));
    const name = named.data;
    const areaIds = await insertAreas(tx, carrierId, bodies);
    created.push({ id: await insertZone(tx, carrierId, name, areaIds), name, file_name: zone.name });
  }
  return created;
}

/** POST /fe/pricelists/import/zones: Create Zones of the web import, all in one transaction. */
export async function createImportZones(deps: ModuleDeps, auth: AuthContext, carrierId: number, zones: readonly FileZone[]) {
  assertMayCreateZones(auth);
  const day = await carrierToday(deps.db, carrierId);
  const created = await deps.changePricing(carrierId, (tx) => createFileZones(tx, carrierId, zones, day));
  return { created_zones: created };
}

/** The carrier's records a file's names are resolved against, read through `db`. */
async function lookupsOf(db: Db, carrierId: number) {
  const [services, partners, transits, zones] = await Promise.all([
    serviceOptions(db, carrierId),
    partnerOptions(db, carrierId),
    transitOptions(db, carrierId),
    zoneOptions(db, carrierId),
  ]);
  return { services, partners, transits, zones };
}

/**
 * POST /fe/pricelists/import: reads the file (the messages of docs/product/domain.md §8 as the 422's message), matches
 * its zones, creates the unmatched ones when asked (else takes the first partial match; none at all
 * is a 422 naming the zone), resolves names, and creates the pricelist with status prepared. All in
 * one transaction: a failure leaves no zone, area or pricelist behind.
 */
export async function importPricelistFile(
  deps: ModuleDeps,
  auth: AuthContext,
  carrierId: number,
  input: { file: unknown; createMissingZones: boolean },
) {
  let json = input.file;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      throw AppError.invalid(IMPORT_MESSAGES.invalidJson, { file: IMPORT_MESSAGES.invalidJson });
    }
  }
  const read = readPricelistFile(json);
  if (!read.ok) throw AppError.invalid(read.message, { file: read.message });
  const file = read.file;
  const fileZones = file.zones_to_create ?? [];
  const day = await carrierToday(deps.db, carrierId);
  return deps.changePricing(carrierId, async (tx) => {
    const matches = await matchFileZones(tx, carrierId, fileZones);
    const resolved = new Map<string, NamedRecord | null>();
    const missing: FileZone[] = [];
    matches.forEach((m, i) => {
      if (m.match) resolved.set(m.file_name, m.match);
      else if (input.createMissingZones) missing.push(fileZones[i]!);
      else if (m.first) resolved.set(m.file_name, m.first);
      else {
        const reason = english('errors.pricelistFiles.noZoneMatches', { name: m.file_name });
        throw AppError.invalid(IMPORT_MESSAGES.failed(reason), { [`zones_to_create.${i}`]: reason });
      }
    });
    if (missing.length) assertMayCreateZones(auth);
    const created = await createFileZones(tx, carrierId, missing, day);
    for (const zone of created) resolved.set(zone.file_name, { id: zone.id, name: zone.name });

    const { pricelist, problems } = resolvePricelistFile(file, { ...(await lookupsOf(tx, carrierId)), fileZones: resolved });
    if (problems.length) {
      const errors = Object.fromEntries(problems.map((p) => [p.path, p.message]));
      throw AppError.invalid(IMPORT_MESSAGES.failed(problems[0]!.message), errors);
    }
    const parsed = pricelistSchema.safeParse(pricelist);
    if (!parsed.success) {
      const error = fromZodError(parsed.error);
      throw AppError.invalid(IMPORT_MESSAGES.failed(error.message), error.errors);
    }
    const record = await saveOrPropose(tx, PRICELIST_RECORD, {
      carrierId,
      author: auth.user,
      origin: 'import',
      id: null,
      content: () => ({ body: parsed.data }),
    });
    // Approvals on: the zones the file needed are made (they price nothing alone), the pricelist waits.
    return isProposed(record) ? record : { id: record.id, created_zones: created };
  });
}
