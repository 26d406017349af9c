/**
 * The greenhouse gas emissions of a road shipment per ISO 14083:2023 with the GLEC Framework's
 * default intensities (docs/emissions.md): co2e = tonnes x km x a well-to-wheel (WTW) intensity in
 * g CO2e per tonne-km, the GLEC default of the service's vehicle category, or the carrier's measured
 * intensity when it has one. Integers throughout: weight in grams, distance in tenths of a km,
 * intensity in milligrams per tonne-km; the result is rounded once, to the gram.
 */
import { mulDiv } from '../money/arithmetic';
import { parseScaled } from '../money/decimal';
import { KM_DIGITS } from './road-distance';

/**
 * GLEC road vehicle categories (gross vehicle weight), average/mixed load. The codes are ours; the
 * names GLEC gives them are in ROAD_EMISSION_FACTORS.
 */
export const ROAD_VEHICLES = [
  'van_lt_3_5t',
  'rigid_3_5_7_5t',
  'rigid_7_5_12t',
  'rigid_12_20t',
  'rigid_20_26t',
  'rigid_26_32t',
  'articulated_lt_34t',
  'articulated_34_40t',
] as const;
export type RoadVehicle = (typeof ROAD_VEHICLES)[number];

/** Fuels with a row in the table. Only diesel so far: see docs/emissions.md for the others. */
export const ROAD_FUELS = ['diesel'] as const;
export type RoadFuel = (typeof ROAD_FUELS)[number];

/** The table every default intensity comes from. */
export const GLEC_V3_ROAD_SOURCE =
  'GLEC Framework v3.0 (Smart Freight Centre, 2023), Table 8: Europe and South America road emission intensity values';

/** One row of the default intensities: a vehicle category and fuel, its intensities and their source. */
export interface RoadEmissionFactor {
  vehicle: RoadVehicle;
  fuel: RoadFuel;
  /** The category as GLEC names it (gross vehicle weight, load characteristics, fuel). */
  glec_category: string;
  /**
   * Well-to-wheel intensity, g CO2e per tonne-km (TTW + WTT), the default the method uses; null
   * while the figure is not confirmed against the table (docs/emissions.md): no default is guessed.
   */
  wtw_g_per_tkm: number | null;
  /** Well-to-tank part, g CO2e per tonne-km, where confirmed (shown for the audit trail only). */
  wtt_g_per_tkm: number | null;
  /** Table the figures come from. */
  source: string;
  /** Where a figure was read, or null when none is confirmed yet. */
  confirmed_by: string | null;
}

const average = (vehicle: RoadVehicle, glecCategory: string): RoadEmissionFactor => ({
  vehicle,
  fuel: 'diesel',
  glec_category: glecCategory,
  // Not confirmed: the WTW figure of this row could not be read from a copy of Table 8 (docs/emissions.md).
  wtw_g_per_tkm: null,
  wtt_g_per_tkm: null,
  source: GLEC_V3_ROAD_SOURCE,
  confirmed_by: null,
});

/**
 * GLEC v3.0 default road intensities for Europe (Table 8), average/mixed load, diesel. Every
 * WTW figure is null: none could be confirmed from a public copy of the table, and a default is
 * not invented (docs/emissions.md lists what was found where). Until a row is filled from the
 * framework's own table, `emissions` answers no default for it; a carrier's measured factor works.
 */
export const ROAD_EMISSION_FACTORS: readonly RoadEmissionFactor[] = Object.freeze([
  average('van_lt_3_5t', 'Van <3.5t - Average/mixed load - Diesel'),
  average('rigid_3_5_7_5t', 'Rigid truck 3.5-7.5t - Average/mixed load - Diesel'),
  average('rigid_7_5_12t', 'Rigid truck 7.5-12t - Average/mixed load - Diesel'),
  average('rigid_12_20t', 'Rigid truck 12-20t - Average/mixed load - Diesel'),
  average('rigid_20_26t', 'Rigid truck 20-26t - Average/mixed load - Diesel'),
  average('rigid_26_32t', 'Rigid truck 26-32t - Average/mixed load - Diesel'),
  average('articulated_lt_34t', 'Articulated truck <34t - Average/mixed load - Diesel'),
  {
    ...average('articulated_34_40t', 'Articulated truck 34-40t - Average/mixed load - Diesel'),
    // WTT 0.022 kg CO2e/tkm, "Retrieved from Table 8: Europe and South America road emission
    // intensity values", GLEC v3.0 (2023), as Climatiq quotes it. The WTW (TTW + WTT) figure is not confirmed.
    wtt_g_per_tkm: 22,
    confirmed_by: 'https://climatiq.io/data/emission-factor/84c850ff-05ce-466c-a77d-525c447d4d16 (WTT only)',
  },
]);

/** How an emission figure was reached. */
export type EmissionMethod = 'glec_v3_default' | 'carrier_measured';

/** The method in words, for the trace and the docs. */
export const EMISSION_METHOD_TEXT: Readonly<Record<EmissionMethod, string>> = {
  glec_v3_default: 'ISO 14083:2023 with the GLEC Framework v3.0 default well-to-wheel intensity of the vehicle category (Europe)',
  carrier_measured: "ISO 14083:2023 with the carrier's measured well-to-wheel intensity for the service",
};

/** The highest intensity taken, g CO2e per tonne-km (a half-empty small van is in the hundreds). */
export const MAX_INTENSITY_G_PER_TKM = 10_000;
/** Intensities are read to a milligram per tonne-km. */
const INTENSITY_DIGITS = 3;
const WEIGHT_DIGITS = 3;

/** Options of emissions. Decimals as numbers or numeric strings. */
export interface EmissionsInput {
  /** The load, kg: for an FTL the payable weight, for groupage the shipment's weight (emissionLoadKg). */
  weightKg: number | string;
  /** The lane's road distance, km (roadDistance's km). */
  km: number | string;
  /** The service's vehicle category. */
  vehicle: RoadVehicle;
  /** The service's fuel; default diesel. */
  fuel?: RoadFuel;
  /** The carrier's measured WTW intensity for the service, g CO2e per tonne-km; when set it is used instead of the default. */
  measuredFactor?: number | string | null;
  /** The default intensities; ROAD_EMISSION_FACTORS unless a test or a newer table passes its own. */
  factors?: readonly RoadEmissionFactor[];
}

/** A shipment's emissions, or why there is no figure. */
export type Emissions =
  | {
      /** kg CO2e with 3 decimals (to the gram), rounded half up once from the exact product. */
      co2e_kg: number;
      /** Tonne-km with 3 decimals (shown; co2e uses the exact product, not this rounded figure). */
      tkm: number;
      /** The WTW intensity used, g CO2e per tonne-km. */
      factor_g_per_tkm: number;
      vehicle: RoadVehicle;
      fuel: RoadFuel;
      method: EmissionMethod;
      /** Where the intensity comes from: the GLEC table, or the carrier's measurement. */
      source: string;
    }
  | {
      co2e_kg: null;
      /** no_default_factor: the category's default is not confirmed (null) and the carrier measured none; unknown_vehicle: no such row. */
      reason: 'no_default_factor' | 'unknown_vehicle';
      vehicle: string;
      fuel: string;
    };

/**
 * A road shipment's emissions: weight (t) x km x WTW intensity (g/tkm), to the gram
 * (docs/emissions.md "Emissions"). The carrier's measured intensity wins over the GLEC default.
 * Throws DecimalError for a value that is not a decimal, RangeError for a negative weight or
 * distance, or a measured intensity not above 0 or above MAX_INTENSITY_G_PER_TKM.
 */
export function emissions(input: EmissionsInput): Emissions {
  const grams = readAtLeastZero(input.weightKg, WEIGHT_DIGITS, 'Weight');
  const tenths = readAtLeastZero(input.km, KM_DIGITS, 'Distance');
  const fuel = input.fuel ?? 'diesel';
  const measured = input.measuredFactor === null || input.measuredFactor === undefined ? null : readIntensity(input.measuredFactor);
  let milligrams: number;
  let method: EmissionMethod;
  let source: string;
  if (measured !== null) {
    [milligrams, method, source] = [measured, 'carrier_measured', "The carrier's measured intensity"];
  } else {
    const row = (input.factors ?? ROAD_EMISSION_FACTORS).find((f) => f.vehicle === input.vehicle && f.fuel === fuel);
    if (!row) return { co2e_kg: null, reason: 'unknown_vehicle', vehicle: input.vehicle, fuel };
    if (row.wtw_g_per_tkm === null) return { co2e_kg: null, reason: 'no_default_factor', vehicle: input.vehicle, fuel };
    [milligrams, method, source] = [readIntensity(row.wtw_g_per_tkm), 'glec_v3_default', `${row.source} (${row.glec_category})`];
  }
  // grams of CO2e = (g / 1e6 t) x (tenths / 10 km) x (mg / 1000 g/tkm) = g x tenths x mg / 1e10.
  const co2eGrams = mulDiv(grams, tenths, milligrams, 10_000_000_000, 'half_away');
  // tonne-km with 3 decimals = g x tenths / 1e7 tkm, in thousandths: / 1e4.
  const tkmThousandths = mulDiv(grams, tenths, 1, 10_000, 'half_away');
  return {
    co2e_kg: co2eGrams / 1000,
    tkm: tkmThousandths / 1000,
    factor_g_per_tkm: milligrams / 1000,
    vehicle: input.vehicle,
    fuel,
    method,
    source,
  };
}

function readAtLeastZero(value: number | string, digits: number, what: string): number {
  const scaled = parseScaled(value, digits);
  if (scaled < 0) throw new RangeError(`${what} must not be negative: ${String(value)}`);
  return scaled;
}

function readIntensity(value: number | string): number {
  const milligrams = parseScaled(value, INTENSITY_DIGITS);
  if (milligrams <= 0 || milligrams > MAX_INTENSITY_G_PER_TKM * 1000) {
    throw new RangeError(`Emission intensity must be above 0 and at most ${MAX_INTENSITY_G_PER_TKM} g CO2e/tkm: ${String(value)}`);
  }
  return milligrams;
}

/** What a shipment is, for the load its emissions count. */
export type LoadKind = 'ftl' | 'groupage';

/**
 * The load (kg) whose emissions a quote reports: for a full trailer (FTL) the payable weight (the
 * trailer the shipper takes, as priced), for groupage the shipment's own weight (its share of a
 * shared vehicle in tonne-km, the basis GLEC's default intensities are given in). Part loads priced
 * by LDM count as groupage.
 */
export function emissionLoadKg(kind: LoadKind, weights: { payableKg: number; weightKg: number }): number {
  return kind === 'ftl' ? weights.payableKg : weights.weightKg;
}
