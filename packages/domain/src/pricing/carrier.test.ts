import { describe, expect, it } from 'vitest';
import { priceRequestSchema } from '../schemas/shipment.schema';
import { NOW, cartons, carrier, fareGroup, pricelist, quote, request, EXAMPLE_ROWS } from '../test-support/fixtures';
import { PricingDataError } from '../data-error';
import { compileCarrier, priceRequest, selectPricelist } from './carrier';
import type { PricelistRecord } from './records';

/** A pricelist charging `amount` flat for anything up to 1000 kg. */
const flat = (id: number, amount: number, over: Partial<PricelistRecord> = {}) =>
  pricelist({ id, name: `List ${id}`, min_max_rule: 'none', fare_groups: [fareGroup([[1000, 'per_shipment']], [amount])], ...over });

describe('pricelist selection (docs/pricing.md §9)', () => {
  const partner = { id: 7, name: 'Acme', general_hidden: false };

  it('uses the general pricelist for a request without partner', () => {
    const r = quote(carrier({ pricelists: [flat(1, 50), flat(2, 40, { customer_id: 7 })] }), request(cartons(100)));
    expect(r).toMatchObject({ pricelist: { id: 1, name: 'List 1' }, general: true, total: 50 });
  });

  it('prefers the partner’s own pricelist over a newer general one', () => {
    const records = carrier({
      pricelists: [flat(1, 50, { valid_from: '2026-03-01' }), flat(2, 40, { customer_id: 7, valid_from: '2026-01-01' })],
    });
    const r = quote(records, request(cartons(100)), { partner });
    expect(r).toMatchObject({ pricelist: { id: 2 }, general: false, total: 40 });
  });

  it('never uses another partner’s pricelist', () => {
    const r = quote(carrier({ pricelists: [flat(1, 50), flat(2, 40, { customer_id: 8 })] }), request(cartons(100)), { partner });
    expect(r).toMatchObject({ pricelist: { id: 1 }, general: true });
  });

  it('falls back to the general pricelist when the partner has none', () => {
    const r = quote(carrier({ pricelists: [flat(1, 50)] }), request(cartons(100)), { partner });
    expect(r.general).toBe(true);
  });

  it('blocks the general pricelist for a partner with general_hidden', () => {
    const r = quote(carrier({ pricelists: [flat(1, 50)] }), request(cartons(100)), { partner: { ...partner, general_hidden: true } });
    expect(r).toMatchObject({ pricelist: null, errors: 'No pricelist for this service', total: null, charges: [] });
  });

  it('takes the latest valid_from, then the highest id', () => {
    const records = carrier({
      pricelists: [
        flat(1, 10, { valid_from: '2026-02-01' }),
        flat(3, 30, { valid_from: '2026-01-01' }),
        flat(2, 20, { valid_from: '2026-02-01' }),
      ],
    });
    expect(quote(records, request(cartons(100))).pricelist?.id).toBe(2);
  });

  it('ignores inactive and archived pricelists', () => {
    const records = carrier({
      pricelists: [
        flat(1, 10),
        flat(2, 20, { active: false, valid_from: '2026-03-01' }),
        flat(3, 30, { archived: true, valid_from: '2026-03-01' }),
      ],
    });
    expect(quote(records, request(cartons(100))).pricelist?.id).toBe(1);
  });

  it('counts valid_from and valid_to inclusive, on the requested date', () => {
    const records = carrier({ pricelists: [flat(1, 10, { valid_from: '2026-03-10', valid_to: '2026-03-12' })] });
    expect(quote(records, request(cartons(100), { date: '2026-03-12' })).total).toBe(10);
    expect(quote(records, request(cartons(100), { date: '2026-03-13' })).errors).toBe(
      'No pricelist for this service\nNo pricelist of this service is valid on 13.03.2026; "List 1" was valid until 12.03.2026',
    );
    expect(quote(records, request(cartons(100))).total).toBe(10); // today 2026-03-10
    expect(quote(records, request(cartons(100)), { now: Date.parse('2026-03-09T21:59:00Z') }).errors).toBe(
      'No pricelist for this service\nNo pricelist of this service is valid on 09.03.2026; "List 1" is valid from 10.03.2026',
    );
  });

  it('accepts open-ended validity', () => {
    const records = carrier({ pricelists: [flat(1, 10, { valid_from: null, valid_to: null })] });
    expect(quote(records, request(cartons(100), { date: '2030-01-01' })).total).toBe(10);
  });

  describe('no pricelist valid on the day: the second line names the nearest', () => {
    const noneOn = (pricelists: PricelistRecord[], date: string, options: Parameters<typeof quote>[2] = {}) => {
      const r = quote(carrier({ pricelists }), request(cartons(100), { date }), options);
      expect(r).toMatchObject({ pricelist: null, total: null, charges: [] });
      return r.errors.split('\n');
    };

    it('names the one starting soonest after the day, keeping the first line as it was', () => {
      const lists = [
        flat(1, 10, { name: 'Standard 2027', valid_from: '2027-01-01' }),
        flat(2, 10, { name: 'Standard 2026', valid_from: '2026-04-01', valid_to: '2026-12-31' }),
        flat(3, 10, { name: 'Old', valid_from: '2025-01-01', valid_to: '2025-12-31' }),
      ];
      expect(noneOn(lists, '2026-03-20')).toEqual([
        'No pricelist for this service',
        'No pricelist of this service is valid on 20.03.2026; "Standard 2026" is valid from 01.04.2026',
      ]);
    });

    it('names the one that ended last when none starts later, an unnamed one as the general pricelist', () => {
      const lists = [
        flat(1, 10, { name: '', valid_from: '2026-01-01', valid_to: '2026-03-15' }),
        flat(2, 10, { name: 'Older', valid_from: '2025-01-01', valid_to: '2025-12-31' }),
      ];
      expect(noneOn(lists, '2026-03-20')[1]).toBe(
        'No pricelist of this service is valid on 20.03.2026; the general pricelist was valid until 15.03.2026',
      );
    });

    it('names of two starting the same day the one that would win (later created)', () => {
      const lists = [flat(4, 10, { name: 'A', valid_from: '2026-04-01' }), flat(5, 10, { name: 'B', valid_from: '2026-04-01' })];
      expect(noneOn(lists, '2026-03-20')[1]).toContain('"B" is valid from 01.04.2026');
    });

    it('never names another partner’s pricelist, nor the general one to a partner with general_hidden', () => {
      const lists = [
        flat(1, 10, { name: 'Theirs', customer_id: 8, valid_from: '2026-04-01' }),
        flat(2, 10, { name: 'General 2027', valid_from: '2027-01-01' }),
      ];
      expect(noneOn(lists, '2026-03-20', { partner })[1]).toContain('"General 2027" is valid from 01.01.2027');
      expect(noneOn(lists, '2026-03-20')[1]).toContain('"General 2027"');
      expect(noneOn(lists, '2026-03-20', { partner: { ...partner, id: 8, general_hidden: true } })[1]).toContain(
        '"Theirs" is valid from 01.04.2026',
      );
      expect(noneOn([lists[1]!], '2026-03-20', { partner: { ...partner, general_hidden: true } })).toEqual([
        'No pricelist for this service',
      ]);
    });

    it('names the partner’s own upcoming pricelist before a later general one', () => {
      const lists = [
        flat(1, 10, { name: 'Acme 2026', customer_id: 7, valid_from: '2026-05-01' }),
        flat(2, 10, { name: 'General', valid_from: '2026-06-01' }),
      ];
      expect(noneOn(lists, '2026-03-20', { partner })[1]).toContain('"Acme 2026" is valid from 01.05.2026');
    });

    it('keeps the one line when the service has no pricelist at all (inactive ones do not count)', () => {
      expect(noneOn([], '2026-03-20')).toEqual(['No pricelist for this service']);
      expect(noneOn([flat(1, 10, { active: false, valid_from: '2026-04-01' })], '2026-03-20')).toEqual(['No pricelist for this service']);
    });
  });

  it('selectPricelist answers null without any valid pricelist', () => {
    const compiled = compileCarrier(carrier({ pricelists: [] }));
    expect(selectPricelist(compiled.services[0]!, null, 20522)).toBeNull();
  });
});

describe('limits', () => {
  it('refuses a service whose limit fails, naming it: Total real weight (kg) must be <= 1000', () => {
    const records = carrier({
      conditions: [{ id: 1, type: 'total_weight', applied_until: 1000 }],
      services: [{ id: 1, name: 'Groupage', code: 'GRP', blocks: [1] }],
      pricelists: [flat(1, 10, { fare_groups: [fareGroup([[5000, 'per_shipment']], [10])] })],
    });
    const r = quote(records, request(cartons(1200)));
    expect(r).toMatchObject({ errors: 'Total real weight (kg) must be <= 1000', pricelist: null, charges: [], total: null });
    expect(r.trace.failed_limits).toEqual(['Total real weight (kg) must be <= 1000']);
    expect(quote(records, request(cartons(1000))).total).toBe(10);
  });

  it('accepts a service’s limits given inline, as GET answers them', () => {
    const records = carrier({ services: [{ id: 1, name: 'G', code: 'G', blocks: [{ type: 'adr', presence: false }] }] });
    expect(quote(records, request(cartons(100), { adr: true })).errors).toBe('ADR is not allowed');
  });

  it('refuses a pricelist whose limit fails, with every failed limit on its own line', () => {
    const records = carrier({
      conditions: [
        { id: 1, type: 'ldm', applied_until: 0.5 },
        { id: 2, type: 'frigo', presence: true },
      ],
      pricelists: [flat(1, 10, { blocks: [1, 2] })],
    });
    const r = quote(records, request([{ quantity: 2, type: 'eur_pallet', weight: 100 }]));
    expect(r.errors).toBe('LDM must be <= 0.5\nTemperature sensitive is required');
    expect(r.pricelist?.id).toBe(1);
  });
});

describe('priceRequest', () => {
  const records = carrier({
    services: [
      { id: 1, name: 'Groupage', code: 'GRP' },
      { id: 2, name: 'Express', code: 'EXP' },
      { id: 3, name: 'Parcel', code: 'PCL' },
    ],
    pricelists: [flat(1, 50), flat(2, 80, { service_id: 2 })],
  });
  const compiled = compileCarrier(records);

  it('answers one result per service when none is named, in the services’ order', () => {
    const results = priceRequest(compiled, request(cartons(100)), { now: NOW });
    expect(results.map((r) => [r.service.code, r.total, r.errors])).toEqual([
      ['GRP', 50, ''],
      ['EXP', 80, ''],
      ['PCL', null, 'No pricelist for this service'],
    ]);
  });

  it('answers the named service by id or by code', () => {
    expect(priceRequest(compiled, request(cartons(100), { service: 2 }), { now: NOW }).map((r) => r.service)).toEqual([
      { id: 2, name: 'Express', code: 'EXP' },
    ]);
    expect(priceRequest(compiled, request(cartons(100), { service: 'EXP' }), { now: NOW })[0]?.total).toBe(80);
    expect(priceRequest(compiled, request(cartons(100), { service: '2' }), { now: NOW })[0]?.total).toBe(80);
  });

  it('answers nothing for an unknown service', () => {
    expect(priceRequest(compiled, request(cartons(100), { service: 'NOPE' }), { now: NOW })).toEqual([]);
  });

  it('answers the result shape of docs/pricing.md §11 with the cell hit', () => {
    const [r] = priceRequest(compiled, request(cartons(100), { service: 1 }), { now: NOW });
    expect(r).toMatchObject({
      service: { id: 1, name: 'Groupage', code: 'GRP' },
      pricelist: { id: 1, name: 'List 1' },
      general: true,
      charges: [{ charge: 'Freight', amount: 50 }],
      total: 50,
      currency: 'EUR',
      collection_date: '2026-03-10',
      delivery_date: '2026-03-12',
      errors: '',
      hit: { pricelist_id: 1, fare_group: 0, zone_row: 0, quantity_row: 0 },
    });
  });

  it('carries the payable weight of the trace, traced or not, also past the grid; null before a zone row', () => {
    const payable = (weight: number, service = 1, explain = true) => {
      const [r] = priceRequest(compiled, request(cartons(weight), { service }), { now: NOW, explain });
      if (r!.trace) expect(r!.payable_weight).toBe(r!.trace.weight?.payable_weight ?? null);
      return [r!.payable_weight, r!.errors];
    };
    for (const explain of [true, false]) {
      expect(payable(100, 1, explain)).toEqual([100, '']);
      expect(payable(1500, 1, explain)).toEqual([1500, 'Shipment exceeds the largest quantity of the pricelist']);
      expect(payable(100, 3, explain)).toEqual([null, 'No pricelist for this service']);
    }
    const [unrouted] = priceRequest(compiled, request(cartons(100), { service: 1, delivery: { country: 'GB', postcode: 'SW1A 1AA' } }), {
      now: NOW,
      explain: false,
    });
    expect([unrouted!.payable_weight, unrouted!.errors]).toEqual([null, 'No price for this route']);
  });

  it('accepts a request parsed by priceRequestSchema', () => {
    const body = priceRequestSchema.parse({
      service: 'GRP',
      collection: { country: 'ee', postcode: '10115' },
      delivery: { country: 'LV', postcode: 'LV-1050' },
      shipments: [{ quantity: 2, type: 'carton', weight: '80', length: 40, width: 30, height: 20, ldm: null, cbm: null }],
    });
    // The schema reads LV-1050 as 1050 (the country prefix stripped), inside 1000-1099.
    expect(body.delivery.postcode).toBe('1050');
    const [r] = priceRequest(compiled, body, { now: NOW });
    expect(r?.total).toBe(50);
  });

  it('names the address no area holds after No price for this route: collection, delivery or both', () => {
    const from = (postcode: string) => ({ collection: { country: 'ee', postcode } });
    expect(quote(carrier(), request(cartons(100), from('EE-999'))).errors).toBe(
      'No price for this route\nNo area holds the collection address EE EE-999',
    );
    const both = quote(carrier(), request(cartons(100), { ...from('EE-999'), delivery: { country: 'LT', postcode: '01100' } }));
    expect(both.errors.split('\n')).toEqual([
      'No price for this route',
      'No area holds the collection address EE EE-999',
      'No area holds the delivery address LT 01100',
    ]);
  });

  it('says an area in no zone holds the address, and says nothing more when both addresses are in zones', () => {
    const areas = [...carrier().areas, { id: 8, country: 'LT', postcode_from: '0', postcode_to: '9', name: 'Lithuania' }];
    const lt = quote(carrier({ areas }), request(cartons(100), { delivery: { country: 'LT', postcode: '01100' } }));
    expect(lt.errors).toBe('No price for this route\nNo zone holds the delivery address LT 01100 (area Lithuania is in no zone)');
    // Westminster is a zone, but no zone row goes there.
    const gb = quote(carrier(), request(cartons(100), { delivery: { country: 'GB', postcode: 'SW1A 1AA' } }));
    expect(gb.errors).toBe('No price for this route');
  });

  it('refuses a malformed date (the schema validates it first)', () => {
    expect(() => priceRequest(compiled, request(cartons(100), { date: '2026-02-30' }), { now: NOW })).toThrow(RangeError);
  });
});

describe('dates in the result', () => {
  it('collect tomorrow after the cutoff in the carrier’s time zone: 12:30 Tallinn is 10:30 UTC', () => {
    const r = quote(carrier(), request(cartons(100)), { now: Date.parse('2026-03-10T10:30:00Z') });
    expect([r.collection_date, r.delivery_date]).toEqual(['2026-03-11', '2026-03-13']);
    expect(r.trace.dates).toMatchObject({ today: '2026-03-10', after_cutoff: true, transit: { id: 31, cutoff: '12:00' } });
  });

  it('follow the time zone given: 12:30 UTC is still before noon in New York', () => {
    const r = quote(carrier(), request(cartons(100)), { now: Date.parse('2026-03-10T12:30:00Z'), timezone: 'America/New_York' });
    expect(r.collection_date).toBe('2026-03-10');
  });

  it('collect on the requested date and deliver after the weekend', () => {
    const r = quote(carrier(), request(cartons(100), { date: '2026-03-13' }));
    expect([r.collection_date, r.delivery_date]).toEqual(['2026-03-13', '2026-03-17']);
  });

  it('without a transit: collection as requested, delivery null', () => {
    const records = carrier({ pricelists: [pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, ['25', '20', '18'], { transit: null })] })] });
    const r = quote(records, request(cartons(100), { date: '2026-03-14' }));
    expect([r.collection_date, r.delivery_date]).toEqual(['2026-03-14', null]);
  });
});

describe('compileCarrier', () => {
  it('names the record behind bad data', () => {
    expect(() =>
      compileCarrier(carrier({ pricelists: [pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, ['1', '2', '3'], { zone_from: 999 })] })] })),
    ).toThrow(new PricingDataError('Pricelist 1: unknown zone 999'));
    expect(() => compileCarrier(carrier({ pricelists: [pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, ['1', 'x', '3'])] })] }))).toThrow(
      'Pricelist 1: price is not a number: x',
    );
    expect(() => compileCarrier(carrier({ pricelists: [pricelist({ min_max_rule: 'median' })] }))).toThrow(
      'Pricelist 1: unknown min_max_rule median',
    );
    expect(() => compileCarrier(carrier({ pricelists: [pricelist({ blocks: [404] })] }))).toThrow('Pricelist 1: unknown condition 404');
    expect(() => compileCarrier(carrier({ pricelists: [pricelist({ surcharges: [404] })] }))).toThrow('Pricelist 1: unknown surcharge 404');
    expect(() => compileCarrier(carrier({ pricelists: [pricelist({ valid_to: '2026-02-30' })] }))).toThrow(
      'Pricelist 1: valid_to is not a date: 2026-02-30',
    );
    expect(() =>
      compileCarrier(carrier({ services: [{ id: 1, name: 'G', code: 'G', blocks: [{ type: 'ldm', applied_until: 'lots' }] }] })),
    ).toThrow('Service 1: a condition bound is not a number');
    expect(() =>
      compileCarrier(
        carrier({ surcharges: [{ id: 4, name: 'S', type: 'constant', amount: 1, zone_conditions: [{ zone_from: 999, amount: 1 }] }] }),
      ),
    ).toThrow('Surcharge 4: unknown zone 999');
  });

  it('returns frozen, immutable structures', () => {
    const compiled = compileCarrier(carrier());
    const pl = compiled.pricelists.get(1)!;
    expect(Object.isFrozen(pl)).toBe(true);
    expect(Object.isFrozen(pl.grid.fareGroups[0]!.rows)).toBe(true);
  });
});
