import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DecimalError } from '../money/decimal';
import {
  GLEC_V3_ROAD_SOURCE,
  ROAD_EMISSION_FACTORS,
  ROAD_VEHICLES,
  emissionLoadKg,
  emissions,
  type RoadEmissionFactor,
  type RoadVehicle,
} from './emissions';

/** A table of made-up intensities for the arithmetic (not GLEC's figures). */
const FIXTURE: readonly RoadEmissionFactor[] = [
  { ...ROAD_EMISSION_FACTORS.find((f) => f.vehicle === 'articulated_34_40t')!, wtw_g_per_tkm: 80 },
  { ...ROAD_EMISSION_FACTORS.find((f) => f.vehicle === 'van_lt_3_5t')!, wtw_g_per_tkm: 612.5 },
];

describe('emissions', () => {
  it("of a full trailer Tallinn-Riga with the carrier's measured intensity: 25 160 kg x 349.0 km x 78.9 g/tkm = 692.808 kg", () => {
    // 25.16 t x 349.0 km = 8 780.84 tkm; x 78.9 g = 692 808.276 g.
    expect(emissions({ weightKg: 25_160, km: 349, vehicle: 'articulated_34_40t', measuredFactor: '78.9' })).toEqual({
      co2e_kg: 692.808,
      tkm: 8780.84,
      factor_g_per_tkm: 78.9,
      vehicle: 'articulated_34_40t',
      fuel: 'diesel',
      method: 'carrier_measured',
      source: "The carrier's measured intensity",
    });
  });

  it("with a table's default intensity: 1 250.5 kg x 279.2 km x 80 g/tkm = 27.931 kg, naming the table and category", () => {
    // 1.2505 t x 279.2 km = 349.1396 tkm (shown 349.14); x 80 g = 27 931.168 g.
    expect(emissions({ weightKg: '1250.5', km: '279.2', vehicle: 'articulated_34_40t', factors: FIXTURE })).toEqual({
      co2e_kg: 27.931,
      tkm: 349.14,
      factor_g_per_tkm: 80,
      vehicle: 'articulated_34_40t',
      fuel: 'diesel',
      method: 'glec_v3_default',
      source: `${GLEC_V3_ROAD_SOURCE} (Articulated truck 34-40t - Average/mixed load - Diesel)`,
    });
  });

  it('rounds once to the gram, half up, from the exact product (not from the rounded tkm)', () => {
    // 0.5 t x 1 km x 1 g/tkm = 0.5 g -> 1 g; 0.499999 t -> 0.499999 g -> 0 g.
    expect(emissions({ weightKg: 500, km: 1, vehicle: 'van_lt_3_5t', measuredFactor: 1 }).co2e_kg).toBe(0.001);
    expect(emissions({ weightKg: '499.999', km: 1, vehicle: 'van_lt_3_5t', measuredFactor: 1 }).co2e_kg).toBe(0);
    // 0.0004 tkm x 612.5 g = 0.245 g -> 0 g; 0.001 tkm x 612.5 g = 0.6125 g -> 1 g.
    expect(emissions({ weightKg: 4, km: 0.1, vehicle: 'van_lt_3_5t', factors: FIXTURE })).toMatchObject({ tkm: 0, co2e_kg: 0 });
    expect(emissions({ weightKg: 10, km: 0.1, vehicle: 'van_lt_3_5t', factors: FIXTURE })).toMatchObject({ tkm: 0.001, co2e_kg: 0.001 });
  });

  it("prefers the carrier's measured intensity to the default", () => {
    expect(emissions({ weightKg: 1000, km: 100, vehicle: 'articulated_34_40t', measuredFactor: 60, factors: FIXTURE })).toMatchObject({
      co2e_kg: 6,
      method: 'carrier_measured',
    });
  });

  it('answers no default for a category whose figure is not confirmed, rather than a guess; a measured intensity still works', () => {
    for (const vehicle of ROAD_VEHICLES) {
      const row = ROAD_EMISSION_FACTORS.find((f) => f.vehicle === vehicle && f.fuel === 'diesel')!;
      const result = emissions({ weightKg: 1000, km: 100, vehicle });
      if (row.wtw_g_per_tkm === null) expect(result).toEqual({ co2e_kg: null, reason: 'no_default_factor', vehicle, fuel: 'diesel' });
      else expect(result.co2e_kg).not.toBeNull();
      expect(emissions({ weightKg: 1000, km: 100, vehicle, measuredFactor: 100 }).co2e_kg).toBe(10);
    }
  });

  it('answers unknown_vehicle for a category without a row (a stored value from an older list)', () => {
    expect(emissions({ weightKg: 1000, km: 100, vehicle: 'tractor_60t' as RoadVehicle })).toEqual({
      co2e_kg: null,
      reason: 'unknown_vehicle',
      vehicle: 'tractor_60t',
      fuel: 'diesel',
    });
  });

  it('is 0 for no load or no distance', () => {
    expect(emissions({ weightKg: 0, km: 349, vehicle: 'articulated_34_40t', measuredFactor: 78.9 })).toMatchObject({ co2e_kg: 0, tkm: 0 });
    expect(emissions({ weightKg: 25_160, km: 0, vehicle: 'articulated_34_40t', measuredFactor: 78.9 })).toMatchObject({ co2e_kg: 0 });
  });

  it('refuses a negative weight or distance, an intensity not above 0 or above 10 000 g/tkm, and what is not a decimal', () => {
    const base = { weightKg: 1000, km: 100, vehicle: 'articulated_34_40t' as const };
    expect(() => emissions({ ...base, weightKg: -1, measuredFactor: 60 })).toThrow(new RangeError('Weight must not be negative: -1'));
    expect(() => emissions({ ...base, km: -1, measuredFactor: 60 })).toThrow(RangeError);
    expect(() => emissions({ ...base, measuredFactor: 0 })).toThrow(/Emission intensity must be above 0 and at most 10000 g CO2e\/tkm: 0/);
    expect(() => emissions({ ...base, measuredFactor: 10_000.001 })).toThrow(RangeError);
    expect(() => emissions({ ...base, measuredFactor: '62,5' })).toThrow(DecimalError);
  });

  it('equals weight x km x intensity rounded half up to the gram, and grows with the weight and the distance', () => {
    const grams = fc.integer({ min: 0, max: 44_000_000 }); // up to 44 t
    const tenths = fc.integer({ min: 0, max: 50_000 }); // up to 5 000 km
    const milligrams = fc.integer({ min: 1, max: 2_000_000 }); // up to 2 000 g/tkm
    fc.assert(
      fc.property(grams, grams, tenths, tenths, milligrams, (g1, g2, t1, t2, mg) => {
        const run = (g: number, t: number) =>
          emissions({
            weightKg: (g / 1000).toFixed(3),
            km: (t / 10).toFixed(1),
            vehicle: 'rigid_7_5_12t',
            measuredFactor: (mg / 1000).toFixed(3),
          });
        const n = BigInt(g1) * BigInt(t1) * BigInt(mg);
        const q = n / 10_000_000_000n;
        const expected = Number(2n * (n - q * 10_000_000_000n) >= 10_000_000_000n ? q + 1n : q);
        expect(Math.round(run(g1, t1).co2e_kg! * 1000)).toBe(expected);
        const [light, heavy] = g1 <= g2 ? [g1, g2] : [g2, g1];
        const [near, far] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(run(light, near).co2e_kg!).toBeLessThanOrEqual(run(heavy, far).co2e_kg!);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('ROAD_EMISSION_FACTORS', () => {
  it('has one diesel row per category, each citing Table 8 of GLEC v3.0', () => {
    expect(ROAD_EMISSION_FACTORS.map((f) => f.vehicle)).toEqual([...ROAD_VEHICLES]);
    for (const row of ROAD_EMISSION_FACTORS) {
      expect(row.fuel).toBe('diesel');
      expect(row.source).toBe(GLEC_V3_ROAD_SOURCE);
      expect(row.source).toContain('Table 8');
    }
  });

  it('holds no figure without a record of where it was confirmed', () => {
    for (const row of ROAD_EMISSION_FACTORS) {
      if (row.wtw_g_per_tkm !== null || row.wtt_g_per_tkm !== null) expect(row.confirmed_by).toMatch(/^https:\/\//);
    }
    // The one figure found: WTT of the articulated truck 34-40t, 0.022 kg CO2e/tkm (docs/emissions.md).
    expect(ROAD_EMISSION_FACTORS.find((f) => f.vehicle === 'articulated_34_40t')).toMatchObject({ wtt_g_per_tkm: 22, wtw_g_per_tkm: null });
  });
});

describe('emissionLoadKg', () => {
  it('is the payable weight for a full trailer and the shipment weight for groupage', () => {
    const weights = { payableKg: 25_160, weightKg: 18_400 };
    expect(emissionLoadKg('ftl', weights)).toBe(25_160);
    expect(emissionLoadKg('groupage', weights)).toBe(18_400);
  });
});
