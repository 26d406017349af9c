import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../distance/geo';
import { priceResultSchema } from '../schemas/price-result.schema';
import { AREAS, NOW, carrier, fareGroup, pricelist, quote, request } from '../test-support/fixtures';
import { PricingDataError } from '../data-error';
import { compileCarrier, priceRequest, type CarrierRecords } from './carrier';
import type { PricelistRecord } from './records';

// GeoNames' points: Tallinn 10115 and Riga LV-1050.
const TALLINN = { latitude: 59.437, longitude: 24.7536 };
const RIGA = { latitude: 56.9496, longitude: 24.1052 };
const points = { collection: TALLINN, delivery: RIGA };

/** A full trailer Tallinn -> Riga. */
const ftl = (weight = 0) => [{ quantity: 1, type: 'full_load', weight }];

/** An FTL pricelist: 1 full load at `rate` per km, the zone row's minimum and maximum as given. */
function perKm(rate: string, zone: { minimum_amount?: string | null; maximum_amount?: string | null } = {}): PricelistRecord {
  return pricelist({ unit: 'full_load', min_max_rule: 'none', fare_groups: [fareGroup([[1, 'per_km']], [rate], zone)] });
}

const articulated = { id: 1, name: 'FTL', code: 'FTL', vehicle: 'articulated_34_40t', fuel: 'diesel', emission_factor: '62.5' };

function ftlCarrier(over: Partial<CarrierRecords> = {}): CarrierRecords {
  return carrier({ services: [articulated], pricelists: [perKm('1.25', { minimum_amount: '350.00' })], ...over });
}

describe('a full trailer priced per km (issue 46)', () => {
  it('prices rate x the road km: great circle x 1.25, the points named in the trace', () => {
    const r = quote(ftlCarrier(), request(ftl()), { points });
    const gc = greatCircleKm(TALLINN, RIGA);
    const km = Math.round(gc * 1.25 * 10) / 10;
    expect(r.distance_km).toBe(km);
    expect(r.total).toBe(Math.round(1.25 * km * 100) / 100);
    expect(r.trace.distance).toMatchObject({
      km,
      source: 'great_circle',
      road_factor: 1.25,
      collection: { source: 'postcode', ...TALLINN },
      delivery: { source: 'postcode', ...RIGA },
    });
    expect(r.trace.quantity).toMatchObject({ pricing_unit: 'per_km', price: 1.25 });
  });

  it("takes the carrier's road factor", () => {
    const r = quote(ftlCarrier({ road_factor: '1.1' }), request(ftl()), { points });
    expect(r.distance_km).toBe(Math.round(greatCircleKm(TALLINN, RIGA) * 1.1 * 10) / 10);
  });

  it("lets the distance table's lane win, and names it", () => {
    const r = quote(ftlCarrier({ distances: [{ zone_from: 11, zone_to: 13, km: '311.4' }] }), request(ftl()), { points });
    expect(r.distance_km).toBe(311.4);
    expect(r.total).toBe(389.25);
    expect(r.trace.distance).toMatchObject({
      source: 'table',
      lane: { zone_from: { id: 11, name: 'Tallinn' }, zone_to: { id: 13, name: 'Riga' }, reversed: false },
    });
  });

  it('prefers the most specific zones of the table: Tallinn -> Riga before Estonia -> Latvia', () => {
    const distances = [
      { zone_from: 12, zone_to: 14, km: 400 },
      { zone_from: 11, zone_to: 13, km: 300 },
    ];
    expect(quote(ftlCarrier({ distances }), request(ftl()), { points }).distance_km).toBe(300);
  });

  it('uses the reverse lane when only the other direction is in the table', () => {
    const r = quote(ftlCarrier({ distances: [{ zone_from: 13, zone_to: 11, km: 305 }] }), request(ftl()), { points });
    expect(r.distance_km).toBe(305);
    expect(r.trace.distance?.lane?.reversed).toBe(true);
  });

  it("falls back to an area's centroid when the postcode has no point of its own", () => {
    const areas = AREAS.map((a) => (a.id === 3 ? { ...a, latitude: '56.95', longitude: '24.1' } : a));
    const r = quote(ftlCarrier({ areas }), request(ftl()), { points: { collection: TALLINN, delivery: null } });
    expect(r.trace.distance?.delivery).toEqual({
      source: 'area_centroid',
      area: { id: 3, name: 'Riga' },
      latitude: 56.95,
      longitude: 24.1,
    });
    expect(r.distance_km).toBe(Math.round(greatCircleKm(TALLINN, { latitude: 56.95, longitude: 24.1 }) * 1.25 * 10) / 10);
  });

  it('applies the zone row minimum and maximum to the per-km amount', () => {
    const short = { distances: [{ zone_from: 11, zone_to: 13, km: 100 }] };
    expect(quote(ftlCarrier(short), request(ftl()), { points }).total).toBe(350);
    const capped = ftlCarrier({ ...short, pricelists: [perKm('5', { maximum_amount: '420' })] });
    expect(quote(capped, request(ftl()), { points })).toMatchObject({ total: 420, trace: { rule: { maximum_applied: true } } });
  });

  it('is not priced without a distance, and says which end has no point', () => {
    const r = quote(ftlCarrier(), request(ftl()), { points: { collection: TALLINN, delivery: null } });
    expect(r.total).toBeNull();
    expect(r.distance_km).toBeNull();
    expect(r.errors).toBe(
      'Priced per km, but the lane has no distance\nThe delivery address LV 1050 has no point: no postcode point, and its area Riga has no centroid',
    );
    expect(r.trace.emissions).toMatchObject({ co2e_kg: null, reason: 'not_priced' });
  });

  it('prices a per-km row with the recorded distance of a quote as it was', () => {
    const first = quote(ftlCarrier(), request(ftl()), { points });
    const again = quote(ftlCarrier({ road_factor: 2 }), request(ftl()), { points: null, distance: first.trace.distance });
    expect(again.total).toBe(first.total);
    expect(again.distance_km).toBe(first.distance_km);
    expect(again.trace.distance?.source).toBe('recorded');
  });

  it('refuses a bad road factor or a measured factor out of range when compiling', () => {
    expect(() => compileCarrier(ftlCarrier({ road_factor: '0.5' }))).toThrow(PricingDataError);
    expect(() => compileCarrier(ftlCarrier({ services: [{ ...articulated, emission_factor: '0' }] }))).toThrow(PricingDataError);
  });

  it('grows with the distance and never goes below the minimum (property)', () => {
    const compiled = (km: number) => compileCarrier(ftlCarrier({ distances: [{ zone_from: 11, zone_to: 13, km: km / 10 }] }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40_000 }), fc.integer({ min: 1, max: 40_000 }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const price = (km: number) => priceRequest(compiled(km), request(ftl()), { now: NOW, explain: false })[0]!.total!;
        expect(price(near)).toBeLessThanOrEqual(price(far));
        expect(price(near)).toBeGreaterThanOrEqual(350);
      }),
      { numRuns: 60 },
    );
  });
});

describe('emissions of every answer (issue 46)', () => {
  it('counts a full trailer by its payable weight: tonnes x km x the measured factor, to the gram', () => {
    const r = quote(ftlCarrier({ distances: [{ zone_from: 11, zone_to: 13, km: 300 }] }), request(ftl(12000)), { points });
    // A full load's payable weight: 13.6 LDM x 1850 kg = 25,160 kg; 25.16 t x 300 km x 62.5 g = 471.75 kg.
    expect(r.emissions).toEqual({
      co2e_kg: 471.75,
      tkm: 7548,
      factor_g_per_tkm: 62.5,
      vehicle: 'articulated_34_40t',
      fuel: 'diesel',
      method: 'carrier_measured',
      source: "The carrier's measured intensity",
    });
    expect(r.trace.emissions).toMatchObject({ load: 'payable_weight', load_kg: 25160 });
    // The answer as the API gives it (without the internal hit, payable weight and distance source) fits the published schema.
    const { hit: _hit, payable_weight: _pw, distance_source: _source, ...answer } = r;
    expect(priceResultSchema.safeParse({ ...answer, quote_id: null }).error).toBeUndefined();
  });

  it('counts groupage by its own weight', () => {
    const records = carrier({ services: [articulated], distances: [{ zone_from: 11, zone_to: 13, km: 300 }] });
    const r = quote(records, request([{ quantity: 1, type: 'carton', weight: 480 }]), { points });
    // 0.48 t x 300 km x 62.5 g = 9 kg.
    expect(r.emissions?.co2e_kg).toBe(9);
    expect(r.trace.emissions).toMatchObject({ load: 'weight', load_kg: 480 });
  });

  it('says why there is no figure: no vehicle, no default factor, no distance', () => {
    const lane = { distances: [{ zone_from: 11, zone_to: 13, km: 300 }] };
    const noVehicle = quote(carrier(lane), request([{ quantity: 1, type: 'carton', weight: 100 }]), { points });
    expect(noVehicle).toMatchObject({ emissions: null, distance_km: 300, trace: { emissions: { reason: 'no_vehicle' } } });
    const unmeasured = carrier({ ...lane, services: [{ ...articulated, emission_factor: null }] });
    expect(quote(unmeasured, request([{ quantity: 1, type: 'carton', weight: 100 }])).trace.emissions?.reason).toBe('no_default_factor');
    const far = quote(carrier({ services: [articulated] }), request([{ quantity: 1, type: 'carton', weight: 100 }]));
    expect(far).toMatchObject({ distance_km: null, emissions: null, trace: { emissions: { reason: 'no_distance' } } });
  });
});
