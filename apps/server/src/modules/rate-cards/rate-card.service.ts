/**
 * The rate card: a pricelist as its partner reads it, in one unit, with names
 * instead of ids and the surcharges and conditions in words (domain `pricing/rate-card-words.ts`).
 * One builder, `rateCard`; the staff's JSON and PDF and the portal's read view and PDF all use it.
 * Its words are in a language (docs/api.md "Languages"): the one asked, or its partner's.
 */
import {
  breakColumnLabel,
  describeCondition,
  localTime,
  MEASURE_DIGITS,
  monthOfDay,
  palletShipment,
  pickFuelPercent,
  pricelistConditionSentences,
  pricelistUnitLabel,
  perKmConditionSentences,
  pricingUnitWords,
  scaledToNumber,
  shipmentTypeName,
  surchargeSentence,
  displayNumber,
  formatDay,
  gridCountsWeight,
  pricesInclude,
  rateCardNumber,
  translate,
  typeAfterCount,
  transitWords,
  ldmWord,
  weightRuleSentences,
  zonePostcodeWords,
  type CompiledPricelist,
  type ExportUnit,
  type FuelPick,
  type Language,
  type PalletPriceTable,
  type RateCard,
} from '@freight/domain';
import type { Seams } from '../../seams';
import type { PricingSeam } from '../pricing';
import { AppError } from '../../errors';
import { findCarrier } from '../carriers';
import { findCarrierSettings } from '../carrier-settings';
import { allConditions } from '../conditions';
import { assertLivePricelist } from '../portal';
import { compileForExport, palletPriceTables } from '../pricelist-files';
import { readPricelist, type StoredPricelist } from '../pricelists';
import { partnerLanguage } from '../partners';
import { findService } from '../services';
import { areasOfZones } from '../zones';
import { readSurcharge, type StoredSurcharge } from '../surcharges';

export type RateCardDeps = Pick<Seams, 'db'> & PricingSeam;

/** A card's language: one asked, or `partner`: its pricelist's partner's (its own, else the carrier's; a general pricelist's: the carrier's). */
export type CardLanguage = Language | 'partner';

/**
 * The rate card of pricelist `pricelistId` of the carrier (404 when it is not theirs) in `unit`:
 * as_is the stored breaks ("0–100 kg", per 100 kg), a pallet type the totals of 1, 2, ... pallets
 * priced by the engine as the Excel export's pallet sheets are (freight only: the surcharges are
 * listed in words). Transit days are the zone row's transit's, as the price answer counts them.
 * Its words in `asked` (English unless asked); numbers and dates in the Finnish format in every language.
 */
export async function rateCard(
  deps: RateCardDeps,
  carrierId: number,
  pricelistId: number,
  unit: ExportUnit,
  asked: CardLanguage = 'en',
): Promise<RateCard> {
  return (await rateCardIn(deps, carrierId, pricelistId, unit, asked)).card;
}

/** `rateCard`, and the language it is in (the partner's, when that was asked). */
export async function rateCardIn(
  deps: RateCardDeps,
  carrierId: number,
  pricelistId: number,
  unit: ExportUnit,
  asked: CardLanguage,
): Promise<{ card: RateCard; language: Language }> {
  const pricelist = await readPricelist(deps.db, carrierId, pricelistId);
  const language = asked === 'partner' ? await partnerLanguage(deps.db, carrierId, pricelist.customer_id) : asked;
  return { card: await buildCard(deps, carrierId, pricelist, unit, language), language };
}

async function buildCard(
  deps: RateCardDeps,
  carrierId: number,
  pricelist: StoredPricelist,
  unit: ExportUnit,
  language: Language,
): Promise<RateCard> {
  const [carrier, service, settings, conditions, surcharges, entry] = await Promise.all([
    findCarrier(deps.db, carrierId),
    findService(deps.db, carrierId, pricelist.service_id),
    findCarrierSettings(deps.db, carrierId),
    allConditions(deps.db, carrierId),
    Promise.all(pricelist.surcharges.map((s) => readSurcharge(deps.db, carrierId, s.id))),
    deps.pricing.cache.get(carrierId),
  ]);
  if (!carrier) throw AppError.notFound();
  const pallets =
    unit === 'as_is' ? null : await palletPriceTables(deps, carrierId, pricelist, unit, { surcharges: false, timezone: carrier.timezone });
  const compiled = pallets?.compiled ?? (await compileForExport(deps, carrierId, pricelist));

  const conditionText = new Map(conditions.map((c) => [c.id, describeCondition(c, language)]));
  const described = (ids: readonly number[]) =>
    ids.map((id) => conditionText.get(id) ?? translate(language, 'rateCard.conditionId', { id: String(id) }));
  const fuelIndex = entry.carrier.refs.fuelIndex;
  const fuelPick = fuelIndex ? pickFuelPercent(fuelIndex, monthOfDay(localTime(Date.now(), carrier.timezone).day)) : null;
  const groups = cardGroups(pricelist, compiled, pallets?.tables, unit, language);
  const zoneKey = await zoneKeyOf(deps, carrierId, pricelist, surcharges);
  const today = formatDay(localTime(Date.now(), carrier.timezone).day);

  return {
    carrier: {
      name: carrier.name,
      address: settings?.address ?? '',
      email: carrier.email,
      phone: carrier.phone,
      vat_id: settings?.vat_id ?? '',
    },
    document: {
      number: rateCardNumber(service?.code ?? '', pricelist.id, pricelist.version, today),
      issued: today,
    },
    partner: pricelist.customer_name,
    service: { code: service?.code ?? '', name: pricelist.service_name },
    pricelist: {
      id: pricelist.id,
      name: pricelist.name,
      version: pricelist.version,
      valid_from: pricelist.valid_from,
      valid_to: pricelist.valid_to,
      currency: pricelist.currency,
    },
    unit: {
      code: unit,
      label:
        unit === 'as_is'
          ? pricelistUnitLabel(pricelist.unit, language)
          : translate(language, 'rateCard.unit.pallets', { type: shipmentTypeName(unit, 2, language) }),
    },
    groups,
    prices_include: pricesInclude(language),
    // A grid priced by pallets or pieces alone has no chargeable weight to explain.
    weight_rules: gridCountsWeight(pricelist) ? weightRuleSentences(pricelist, language) : [],
    zone_key: zoneKey,
    surcharge_grids: surchargeGridsOf(surcharges, language),
    surcharges: surcharges.map((s) => surchargeWords(s, described, fuelPick, language)),
    conditions: [
      ...pricelistConditionSentences(described(pricelist.blocks), described(pricelist.ldm_blocks), language),
      // A per-km price in words with its lane's minimum and maximum ("1,25 EUR per km, at least 350,00 EUR").
      ...perKmConditionSentences(pricelist.unit, pricelist.fare_groups, pricelist.currency, language),
    ],
    terms: settings?.terms ?? '',
  };
}

/** A surcharge of the card in one sentence (domain `surchargeSentence`), its conditions `described`. */
function surchargeWords(
  s: StoredSurcharge,
  described: (ids: readonly number[]) => string[],
  fuelPick: FuelPick | null,
  language: Language,
): string {
  return surchargeSentence(
    {
      name: s.name,
      type: s.type,
      amount: s.amount,
      amount_source: s.amount_source,
      currency: s.currency,
      minimum_amount: s.minimum_amount,
      maximum_amount: s.maximum_amount,
      dependencies: s.dependencies.map((d) => d.name),
      conditions: described(s.blocks),
      all_conditions_needed: s.all_conditions_needed,
      zone_conditions: s.zone_conditions.map((z) => ({ from: z.zone_from_name, to: z.zone_to_name, amount: z.amount })),
    },
    fuelPick,
    language,
  );
}

type PricelistAnswer = StoredPricelist;
type SurchargeAnswer = StoredSurcharge;

/**
 * The pricelist's fare groups as the card prints them: as_is the stored breaks and prices, a pallet
 * unit the priced `tables`' counts and totals; each row with its transit from the compiled grid.
 */
function cardGroups(
  pricelist: PricelistAnswer,
  compiled: CompiledPricelist,
  tables: readonly PalletPriceTable[] | undefined,
  unit: ExportUnit,
  language: Language,
): RateCard['groups'] {
  return pricelist.fare_groups.map((group, g) => {
    const compiledRows = compiled.grid.zoneRows[g] ?? [];
    const table = tables?.[g];
    const columns = table
      ? table.counts.map((n) => `${n}\u00a0${typeAfterCount(unit, n, language)}`)
      : group.quantities.map((q, i) =>
          breakColumnLabel(pricelist.unit, i === 0 ? null : group.quantities[i - 1]!.quantity, q.quantity, language),
        );
    const columnUnits = table
      ? table.counts.map(
          (n) => `${displayNumber(scaledToNumber(palletShipment(unit as never, n).ldm, MEASURE_DIGITS), 2)}\u00a0${ldmWord(language)}`,
        )
      : group.quantities.map((q) => pricingUnitWords(q.unit, language));
    return {
      columns,
      column_units: columnUnits,
      rows: group.zones.map((row, r) => ({
        from: row.zone_from_name ?? '',
        to: row.zone_to_name ?? '',
        transit_days: compiledRows[r]?.transit?.transitTime ?? null,
        transit: transitOf(compiledRows[r]?.transit, language),
        prices: table ? table.rows[r]! : row.prices,
        min: row.minimum_amount,
        max: row.maximum_amount,
      })),
    };
  });
}

/** Every grid surcharge's own grid, as stored (its breaks in its own unit), on the same routes. */
function surchargeGridsOf(surcharges: readonly SurchargeAnswer[], language: Language): RateCard['surcharge_grids'] {
  return surcharges.flatMap((s) =>
    s.type === 'pricelist' && s.pricelist
      ? [
          {
            name: s.name,
            unit: pricelistUnitLabel(s.pricelist.unit, language),
            weight_rules: gridCountsWeight(s.pricelist) ? weightRuleSentences(s.pricelist, language) : [],
            groups: s.pricelist.fare_groups.map((group) => storedGroup(s.pricelist!.unit, group, language)),
          },
        ]
      : [],
  );
}

/** The zone key: every zone the card's grids name, in the order they first come, with its postcodes in words. */
async function zoneKeyOf(
  deps: RateCardDeps,
  carrierId: number,
  pricelist: PricelistAnswer,
  surcharges: readonly SurchargeAnswer[],
): Promise<RateCard['zone_key']> {
  const zoneIds = [
    ...new Set(
      [...pricelist.fare_groups, ...surcharges.flatMap((s) => (s.type === 'pricelist' ? (s.pricelist?.fare_groups ?? []) : []))].flatMap(
        (group) => group.zones.flatMap((row) => [row.zone_from, row.zone_to]),
      ),
    ),
  ];
  const areas = await areasOfZones(deps.db, carrierId, zoneIds);
  const zoneNames = zoneNamesOf(pricelist, surcharges);
  return zoneIds.map((id) => ({
    zone: zoneNames.get(id) ?? '',
    postcodes: zonePostcodeWords(areas.filter((a) => a.zone_id === id)),
  }));
}

/** A zone row's transit in words with its departure days ("3 days, Mon, Wed, Fri"); null: none. */
function transitOf(transit: { transitTime: number; departs: readonly boolean[] } | null | undefined, language: Language): string | null {
  return transit ? transitWords(transit.transitTime, transit.departs, language) : null;
}

type StoredGroup = NonNullable<StoredSurcharge['pricelist']>['fare_groups'][number];

/** A stored fare group as the card prints it: its breaks in the grid's unit, the stored prices, no transit. */
function storedGroup(unit: string, group: StoredGroup, language: Language): RateCard['groups'][number] {
  return {
    columns: group.quantities.map((q, i) =>
      breakColumnLabel(unit, i === 0 ? null : group.quantities[i - 1]!.quantity, q.quantity, language),
    ),
    column_units: group.quantities.map((q) => pricingUnitWords(q.unit, language)),
    rows: group.zones.map((row) => ({
      from: row.zone_from_name,
      to: row.zone_to_name,
      transit_days: null,
      transit: null,
      prices: row.prices,
      min: row.minimum_amount,
      max: row.maximum_amount,
    })),
  };
}

/** The names of the zones a pricelist's and its grid surcharges' rows name, by id. */
function zoneNamesOf(pricelist: { fare_groups: readonly StoredGroup[] }, surcharges: readonly StoredSurcharge[]): Map<number, string> {
  const names = new Map<number, string>();
  const groups = [...pricelist.fare_groups, ...surcharges.flatMap((s) => s.pricelist?.fare_groups ?? [])];
  for (const group of groups) {
    for (const row of group.zones) {
      names.set(row.zone_from, row.zone_from_name);
      names.set(row.zone_to, row.zone_to_name);
    }
  }
  return names;
}

/** The portal's rate card: `rateCard` of one of the partner's live pricelists (portal.service `assertLivePricelist`; 404 otherwise), in `language`. */
export async function portalRateCard(
  deps: RateCardDeps,
  caller: { carrierId: number; partnerId: number },
  pricelistId: number,
  unit: ExportUnit,
  language: Language = 'en',
) {
  await assertLivePricelist(deps, caller, pricelistId);
  return rateCard(deps, caller.carrierId, pricelistId, unit, language);
}
