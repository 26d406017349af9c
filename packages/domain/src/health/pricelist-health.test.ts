import { describe, expect, it } from 'vitest';
import { parseDay } from '../dates/calendar';
import { compileCarrier, type CarrierRecords } from '../pricing/carrier';
import type { AreaRecord, FareGroupRecord, PricelistRecord, ZoneRecord } from '../pricing/records';
import { AREAS, carrier, EXAMPLE_ROWS, fareGroup, pricelist, surcharge, ZONES, type Row } from '../test-support/fixtures';
import type { HealthFinding, HealthKind } from './findings';
import { checkPricelistHealth, checkSurchargeHealth, conditionsNeverHold, pricelistForHealth } from './pricelist-health';

const TODAY = parseDay('2026-03-10')!;

/** Extra areas and zones for route tests: Tallinn again as a 3-digit area, and a zone without areas. */
const EXTRA_AREAS: AreaRecord[] = [
  { id: 8, country: 'EE', postcode_from: '100', postcode_to: '199', name: 'Tallinn (3 digits)' },
  { id: 9, country: 'EE', postcode_from: '20', postcode_to: '29', name: 'Tartu' },
];
const EXTRA_ZONES: ZoneRecord[] = [
  { id: 18, name: 'Nowhere', areas: [] },
  { id: 19, name: 'Tallinn fine', areas: [8] },
  { id: 20, name: 'Tallinn copy', areas: [1] },
  { id: 21, name: 'Tallinn and Tartu', areas: [1, 9] },
];

function records(pricelists: PricelistRecord[], overrides: Partial<CarrierRecords> = {}): CarrierRecords {
  return carrier({ areas: [...AREAS, ...EXTRA_AREAS], zones: [...ZONES, ...EXTRA_ZONES], pricelists, ...overrides });
}

/** The findings of pricelist `id` (default 1). */
function check(recs: CarrierRecords, id = 1, today = TODAY): HealthFinding[] {
  const compiled = compileCarrier(recs);
  return checkPricelistHealth(compiled, pricelistForHealth(compiled, id)!, { today }).findings;
}

function ofKind(findings: HealthFinding[], kind: HealthKind): HealthFinding[] {
  return findings.filter((f) => f.kind === kind);
}

function grid(quantities: Row[], zones: FareGroupRecord['zones']): FareGroupRecord {
  return { quantities: quantities.map(([quantity, unit]) => ({ quantity, unit })), zones };
}

const row = (zone_from: number, zone_to: number, prices: (number | null)[]) => ({ zone_from, zone_to, transit: null, prices });

describe('checkPricelistHealth', () => {
  it('finds nothing on a clean grid (docs/pricing.md §5 example, min rule)', () => {
    expect(check(records([pricelist()]))).toEqual([]);
  });

  it('reports an empty cell between priced quantities, at its stored position', () => {
    const findings = check(records([pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, [25, null, 18])] })]));
    expect(findings).toEqual([
      {
        severity: 'warning',
        kind: 'empty_cell',
        message:
          'Zone row 1 (Tallinn → Riga) has no price up to 500 kg although the quantities around it have one: such shipments get "No price for this quantity".',
        fare_group: 0,
        zone_row: 0,
        quantity_row: 1,
      },
    ]);
  });

  it('leaves empty cells after the last price alone: a range not offered', () => {
    expect(check(records([pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, [25, 20, null])] })]))).toEqual([]);
  });

  it('reports a row with no price at all as an error', () => {
    const findings = check(records([pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, [null, null, null])] })]));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'error', kind: 'empty_row', fare_group: 0, zone_row: 0, quantity_row: null });
    expect(findings[0]!.message).toContain('has no prices');
  });

  describe('non-monotonic totals', () => {
    const cheaperBreak = fareGroup(
      [
        [100, 'per_shipment'],
        [200, 'per_shipment'],
      ],
      [30, 20],
    );

    it('names the two breaks and their amounts when a heavier shipment is cheaper', () => {
      const findings = check(records([pricelist({ min_max_rule: 'none', fare_groups: [cheaperBreak] })]));
      expect(findings).toEqual([
        {
          severity: 'warning',
          kind: 'non_monotonic',
          message:
            'Zone row 1 (Tallinn → Riga): 100 kg costs 30,00 (the 100 kg break) but 101 kg costs 20,00 (the 200 kg break): a heavier shipment is cheaper.',
          fare_group: 0,
          zone_row: 0,
          quantity_row: 1,
        },
      ]);
    });

    it('reports nothing when the min rule charges the cheaper next break already', () => {
      expect(ofKind(check(records([pricelist({ min_max_rule: 'min', fare_groups: [cheaperBreak] })])), 'non_monotonic')).toEqual([]);
    });

    it('reports nothing when the max rule keeps the previous break', () => {
      expect(ofKind(check(records([pricelist({ min_max_rule: 'max', fare_groups: [cheaperBreak] })])), 'non_monotonic')).toEqual([]);
    });

    it('reports nothing when the zone row minimum lifts both breaks', () => {
      const lifted = { ...cheaperBreak, zones: [{ ...cheaperBreak.zones[0]!, minimum_amount: 35 }] };
      expect(ofKind(check(records([pricelist({ min_max_rule: 'none', fare_groups: [lifted] })])), 'non_monotonic')).toEqual([]);
    });

    it('finds the drop the min rule itself makes (a per-unit break priced at the bound below)', () => {
      // 100 kg: min(100, row 101 at 100 kg = 100) = 100.00; 101 kg: min(100, 0.9804 x 101 = 99.02) = 99.02.
      const g = fareGroup(
        [
          [100, 'per_shipment'],
          [101, 'per_shipment'],
          [1000, 'per_unit'],
        ],
        [100, 100, 0.9804],
      );
      const findings = ofKind(check(records([pricelist({ min_max_rule: 'min', fare_groups: [g] })])), 'non_monotonic');
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ quantity_row: 1 });
      expect(findings[0]!.message).toContain('100 kg costs 100,00 (the 100 kg break) but 101 kg costs 99,02 (the 101 kg break)');
    });

    it('steps weights by the payweight rounding', () => {
      // Tens: the 105 kg break is charged up to 100 kg, the next from 110 kg.
      const g = fareGroup(
        [
          [105, 'per_shipment'],
          [300, 'per_shipment'],
        ],
        [30, 20],
      );
      const findings = check(records([pricelist({ min_max_rule: 'none', payweight_rounding: 'tens', fare_groups: [g] })]));
      expect(findings[0]!.message).toContain('100 kg costs 30,00 (the 105 kg break) but 110 kg costs 20,00 (the 300 kg break)');
    });

    it('counts pallet places in whole pallets of the unit', () => {
      const g = fareGroup(
        [
          [2, 'per_unit'],
          [5, 'per_unit'],
        ],
        [50, 30],
      );
      const findings = check(records([pricelist({ unit: 'eur_pallet', min_max_rule: 'none', fare_groups: [g] })]));
      expect(findings[0]!.message).toContain(
        '2 EUR pallet places costs 100,00 (the 2 EUR pallet places break) but 3 EUR pallet places costs 90,00',
      );
    });
  });

  describe('a price an order of magnitude off the prices around it', () => {
    const BREAKS: Row[] = [
      [100, 'per_100kg'],
      [200, 'per_100kg'],
      [500, 'per_100kg'],
      [1000, 'per_100kg'],
    ];
    // 12,40 typed as 124,0 at the 500 kg break.
    const typo = fareGroup(BREAKS, [14, 13.5, 124, 12]);

    it('names the cell although the min rule hides it (no non-monotonic finding), and says why it is hidden', () => {
      const findings = check(records([pricelist({ min_max_rule: 'min', fare_groups: [typo] })]));
      expect(ofKind(findings, 'non_monotonic')).toEqual([]);
      expect(ofKind(findings, 'price_outlier')).toEqual([
        {
          severity: 'warning',
          kind: 'price_outlier',
          message:
            'Zone row 1 (Tallinn → Riga), break 3 (500 kg): 124,00 per 100 kg is about 10 times higher than the prices around it ' +
            '(13,50 at break 2 (200 kg) and 12,00 at break 4 (1\u00a0000 kg)): is it a typing error? The other checks do not see it ' +
            'because the min/max rule (Check next row) charges the next break instead: 201 kg to 500 kg costs 60,00.',
          fare_group: 0,
          zone_row: 0,
          quantity_row: 2,
        },
      ]);
    });

    it('names it with no rule too, beside the drop the non-monotonic check finds on the next break', () => {
      const findings = check(records([pricelist({ min_max_rule: 'none', fare_groups: [typo] })]));
      expect(ofKind(findings, 'price_outlier')).toMatchObject([{ quantity_row: 2 }]);
      expect(ofKind(findings, 'price_outlier')[0]!.message).toContain('With it, 201 kg to 500 kg costs 249,24 to 620,00.');
      // Without a rule a falling rate drops at each break anyway; the typo's drop is named on the break after it.
      expect(ofKind(findings, 'non_monotonic')[1]!.message).toContain('500 kg costs 620,00 (the 500 kg break)');
    });

    it('names a price typed ten times too low that the zone row minimum lifts', () => {
      // 1,25 for 12,50 at 200 kg: 101-200 kg would cost 1,26-2,50, the minimum of 20,00 is charged instead.
      const low = fareGroup(BREAKS, [14, 1.25, 13, 12], { minimum_amount: 20 });
      const findings = check(records([pricelist({ min_max_rule: 'min', fare_groups: [low] })]));
      expect(ofKind(findings, 'non_monotonic')).toEqual([]);
      const [outlier] = ofKind(findings, 'price_outlier');
      expect(outlier).toMatchObject({ zone_row: 0, quantity_row: 1 });
      expect(outlier!.message).toContain('break 2 (200 kg): 1,25 per 100 kg is about 11 times lower than the prices around it');
      expect(outlier!.message).toContain("the zone row's minimum is charged instead: 101 kg to 200 kg costs 20,00.");
    });

    it('names the last cell by the two before it when they agree', () => {
      const findings = check(records([pricelist({ min_max_rule: 'max', fare_groups: [fareGroup(BREAKS, [14, 13.5, 13, 1.2])] })]));
      expect(ofKind(findings, 'price_outlier')).toMatchObject([{ quantity_row: 3 }]);
      expect(ofKind(findings, 'price_outlier')[0]!.message).toContain('(13,50 at break 2 (200 kg) and 13,00 at break 3 (500 kg))');
      expect(ofKind(findings, 'price_outlier')[0]!.message).toContain('charges the previous break instead');
    });

    it('leaves alone a falling rate, rising flat prices, other units and a row without a pattern', () => {
      const clean = [
        fareGroup(BREAKS, [30, 22, 15, 9]),
        fareGroup(
          [
            [30, 'per_shipment'],
            [100, 'per_shipment'],
            [500, 'per_shipment'],
            [1000, 'per_shipment'],
            [5000, 'per_shipment'],
          ],
          [12, 35, 90, 150, 600],
        ),
        fareGroup(EXAMPLE_ROWS, [250, 20, 18]),
        // Two cells off together: which is wrong cannot be told.
        fareGroup(BREAKS, [14, 124, 125, 12]),
      ];
      for (const g of clean) expect(ofKind(check(records([pricelist({ fare_groups: [g] })])), 'price_outlier')).toEqual([]);
    });
  });

  it('reports quantity rows stored out of order', () => {
    const g = fareGroup(
      [
        [100, 'per_shipment'],
        [500, 'per_shipment'],
        [300, 'per_shipment'],
      ],
      [25, 40, 35],
    );
    const findings = ofKind(check(records([pricelist({ fare_groups: [g] })])), 'quantities_not_ascending');
    expect(findings).toEqual([
      {
        severity: 'error',
        kind: 'quantities_not_ascending',
        message:
          'Break 3 (300 kg) is not above the break before it (500 kg): quantities must go up from left to right, each the upper bound of its column.',
        fare_group: 0,
        zone_row: null,
        quantity_row: 2,
      },
    ]);
  });

  describe('pricing units that do not fit the unit', () => {
    it('reports per LDM in a pallet-count pricelist', () => {
      const g = fareGroup([[10, 'per_ldm']], [30]);
      const findings = check(records([pricelist({ unit: 'eur_pallet', fare_groups: [g] })]));
      expect(findings).toEqual([
        {
          severity: 'warning',
          kind: 'unit_mismatch',
          message:
            'Break 1 (10 EUR pallet places) is priced per LDM, but this grid counts EUR pallet places: the charge would follow the loading metres, not the EUR pallet places the quantities count.',
          fare_group: 0,
          zone_row: null,
          quantity_row: 0,
        },
      ]);
    });

    it('reports per 100 kg in a pieces pricelist and per LDM in a weight pricelist', () => {
      const pieces = check(records([pricelist({ unit: 'carton', fare_groups: [fareGroup([[10, 'per_100kg']], [30])] })]));
      expect(ofKind(pieces, 'unit_mismatch')[0]!.message).toContain('the charge would follow the weight, not the CTN pieces');
      const weight = check(records([pricelist({ fare_groups: [fareGroup([[1000, 'per_ldm']], [30])] })]));
      expect(ofKind(weight, 'unit_mismatch')).toHaveLength(1);
    });

    it('accepts per unit in a pallet pricelist and per 100 kg in a weight pricelist', () => {
      expect(check(records([pricelist({ unit: 'eur_pallet', fare_groups: [fareGroup([[10, 'per_unit']], [30])] })]))).toEqual([]);
      expect(check(records([pricelist({ fare_groups: [fareGroup([[1000, 'per_100kg']], [30])] })]))).toEqual([]);
    });
  });

  describe('routes', () => {
    const ONE: Row[] = [[1000, 'per_shipment']];

    it('reports two rows that tie on some postcodes, on the row that loses by order', () => {
      // "Tallinn and Tartu" holds Tallinn through the same area as "Tallinn": a tie there; Tartu is its own.
      const g = grid(ONE, [row(11, 13, [30]), row(21, 13, [40])]);
      const findings = check(records([pricelist({ fare_groups: [g] })]));
      expect(findings).toEqual([
        {
          severity: 'warning',
          kind: 'ambiguous_route',
          message:
            'Zone row 2 (Tallinn and Tartu → Riga) and zone row 1 (Tallinn → Riga) match the same postcodes equally well (for example EE 100 to LV 1000): only their order decides, and zone row 1 (Tallinn → Riga) prices them.',
          fare_group: 0,
          zone_row: 1,
          quantity_row: null,
        },
      ]);
    });

    it('reports ties across fare groups (which fare group prices is decided by order)', () => {
      const findings = check(records([pricelist({ fare_groups: [grid(ONE, [row(11, 13, [30])]), grid(ONE, [row(20, 13, [40])])] })]));
      expect(ofKind(findings, 'ambiguous_route')).toHaveLength(1);
      expect(ofKind(findings, 'ambiguous_route')[0]).toMatchObject({ fare_group: 1, zone_row: 0 });
      // The copy covers exactly the same postcodes, so it also never prices.
      expect(ofKind(findings, 'unreachable_row')).toMatchObject([{ fare_group: 1, zone_row: 0 }]);
    });

    it('reports a row whose postcodes all go to a more specific row', () => {
      // "Tallinn fine" (100-199) holds every Tallinn postcode (10-19) with a longer bound.
      const g = grid(ONE, [row(11, 13, [30]), row(19, 13, [40])]);
      const findings = check(records([pricelist({ fare_groups: [g] })]));
      expect(findings).toEqual([
        {
          severity: 'warning',
          kind: 'unreachable_row',
          message:
            'Zone row 1 (Tallinn → Riga) never prices: every postcode pair it covers goes to a more specific or earlier row (for example EE 100 to LV 1000 goes to zone row 2 (Tallinn fine → Riga)).',
          fare_group: 0,
          zone_row: 0,
          quantity_row: null,
        },
      ]);
    });

    it('finds nothing when a general row backs a specific one (Estonia under Tallinn)', () => {
      const g = grid(ONE, [row(11, 13, [30]), row(12, 14, [40]), row(12, 13, [35])]);
      expect(check(records([pricelist({ fare_groups: [g] })]))).toEqual([]);
    });

    it('reports a zone without areas once per fare group, on its first row', () => {
      const g = grid(ONE, [row(11, 18, [30]), row(12, 18, [30]), row(11, 13, [30])]);
      const findings = check(records([pricelist({ fare_groups: [g] })]));
      expect(findings).toEqual([
        {
          severity: 'error',
          kind: 'zone_without_areas',
          message:
            'Zone "Nowhere" has no areas, so zone row 1 (Tallinn → Nowhere) and 1 more zone row can never price: add its postcode areas.',
          fare_group: 0,
          zone_row: 0,
          quantity_row: null,
        },
      ]);
    });
  });

  describe('surcharges', () => {
    const withSurcharges = (surcharges: CarrierRecords['surcharges'], attached: number[]) =>
      check(records([pricelist({ surcharges: attached })], { surcharges }));

    it('reports contradictory conditions when all are needed', () => {
      const heavy = surcharge({
        id: 1,
        name: 'Heavy',
        all_conditions_needed: true,
        blocks: [
          { type: 'total_weight', applied_after: 1000 },
          { type: 'total_weight', applied_until: 500 },
        ],
      });
      expect(withSurcharges([heavy], [1])).toEqual([
        {
          severity: 'warning',
          kind: 'surcharge_never_applies',
          message:
            'Surcharge "Heavy" never applies: its conditions Total real weight (kg) > 1\u00a0000 and Total real weight (kg) <= 500 contradict each other.',
          fare_group: null,
          zone_row: null,
          quantity_row: null,
        },
      ]);
    });

    it('accepts the same conditions when any one is enough', () => {
      const either = surcharge({
        id: 1,
        name: 'Either',
        all_conditions_needed: false,
        blocks: [
          { type: 'total_weight', applied_after: 1000 },
          { type: 'total_weight', applied_until: 500 },
        ],
      });
      expect(withSurcharges([either], [1])).toEqual([]);
    });

    it('reports zone conditions that cover no route of the pricelist, not those of a wider zone', () => {
      const warsaw = surcharge({ id: 1, name: 'Warsaw', zone_conditions: [{ zone_from: 17, zone_to: null, amount: 5 }] });
      const estonia = surcharge({ id: 2, name: 'Estonia', zone_conditions: [{ zone_from: 12, zone_to: null, amount: 5 }] });
      const findings = withSurcharges([warsaw, estonia], [1, 2]);
      expect(findings.map((f) => f.message)).toEqual([
        'Surcharge "Warsaw" never applies: none of its zone conditions covers a route of this pricelist.',
      ]);
    });

    it('reports a pricelist-type surcharge whose own grid has no row for the routes', () => {
      const own = surcharge({
        id: 1,
        name: 'Tail lift',
        type: 'pricelist',
        pricelist: { unit: 'eur_pallet', fare_groups: [grid([[10, 'per_unit']], [row(17, 16, [5])])] },
      });
      expect(withSurcharges([own], [1]).map((f) => f.message)).toEqual([
        'Surcharge "Tail lift" never applies: its own grid has no row for any route of this pricelist.',
      ]);
    });

    it('reports a dependency on a surcharge the pricelist does not list', () => {
      const toll = surcharge({ id: 1, name: 'Toll' });
      const fuel = surcharge({ id: 2, name: 'Fuel', type: 'percentage', amount: 10, dependencies: [1] });
      expect(withSurcharges([toll, fuel], [2]).map((f) => f.message)).toEqual([
        'Surcharge "Fuel" depends on "Toll", which this pricelist does not list: "Toll" never applies here, so it never counts in "Fuel".',
      ]);
      expect(withSurcharges([toll, fuel], [2, 1])).toEqual([]);
    });
  });

  describe('validity', () => {
    const list = (id: number, valid_from: string | null, valid_to: string | null, extra: Partial<PricelistRecord> = {}) =>
      pricelist({ id, name: `P${id}`, valid_from, valid_to, ...extra });

    it('reports the gap after a pricelist and before the next one, on both', () => {
      const recs = records([list(1, '2026-01-01', '2026-06-30'), list(2, '2026-08-01', '2026-12-31')]);
      const message = 'No pricelist of this service for partners without their own pricelist from 01.07.2026 to 31.07.2026, between';
      expect(ofKind(check(recs, 1), 'validity_gap')).toMatchObject([
        { severity: 'warning', message: `${message} this pricelist and "P2".` },
      ]);
      expect(ofKind(check(recs, 2), 'validity_gap')).toMatchObject([{ message: `${message} "P1" and this pricelist.` }]);
    });

    it('reports an overlap, as a warning on the pricelist that loses it and as information on the one that wins', () => {
      const recs = records([list(1, '2026-01-01', '2026-06-30'), list(2, '2026-04-01', '2026-12-31')]);
      expect(ofKind(check(recs, 1), 'validity_overlap')).toEqual([
        {
          severity: 'warning',
          kind: 'validity_overlap',
          message: 'Valid at the same time as "P2" from 01.04.2026 to 30.06.2026: there "P2" prices (the later valid from wins).',
          fare_group: null,
          zone_row: null,
          quantity_row: null,
        },
      ]);
      expect(ofKind(check(recs, 2), 'validity_overlap')).toMatchObject([{ severity: 'info' }]);
    });

    it('names an unnamed (general) pricelist by its validity and days as dd.mm.yyyy, never by id or ISO date', () => {
      const recs = records([list(1, '2026-01-01', '2026-06-30'), list(2, '2026-08-01', '2026-12-31', { name: '' })]);
      const [gap] = ofKind(check(recs, 1), 'validity_gap');
      expect(gap!.message).toBe(
        'No pricelist of this service for partners without their own pricelist from 01.07.2026 to 31.07.2026, between this pricelist ' +
          'and the general pricelist valid 01.08.2026–31.12.2026.',
      );
      for (const f of [...check(recs, 1), ...check(recs, 2)]) {
        expect(f.message).not.toMatch(/\d{4}-\d{2}-\d{2}|pricelist \d/);
      }
    });

    it('warns on both when two pricelists start on the same day', () => {
      const recs = records([list(1, '2026-01-01', '2026-12-31'), list(2, '2026-01-01', '2026-12-31')]);
      expect(ofKind(check(recs, 2), 'validity_overlap')[0]!.message).toContain('the one created later wins');
      expect(ofKind(check(recs, 2), 'validity_overlap')[0]!.severity).toBe('warning');
    });

    it('keeps partners, services and inactive pricelists apart', () => {
      const recs = records([
        list(1, '2026-01-01', '2026-06-30'),
        list(2, '2026-04-01', '2026-12-31', { customer_id: 5 }),
        list(3, '2026-04-01', '2026-12-31', { active: false }),
      ]);
      expect(check(recs, 1)).toEqual([]);
    });

    it('reports a pricelist expiring within 30 days with nothing after it', () => {
      const findings = check(records([list(1, '2026-01-01', '2026-03-31')]), 1, parseDay('2026-03-20')!);
      expect(findings).toEqual([
        {
          severity: 'warning',
          kind: 'expiring',
          message:
            'Expires on 31.03.2026, in 11 days, and no pricelist of this service for partners without their own pricelist follows it: from then on these shipments get no price.',
          fare_group: null,
          zone_row: null,
          quantity_row: null,
        },
      ]);
      expect(check(records([list(1, '2026-01-01', '2026-03-31')]), 1, parseDay('2026-02-28')!)).toEqual([]);
      expect(check(records([list(1, '2026-01-01', '2026-03-31'), list(2, '2026-04-01', null)]), 1, parseDay('2026-03-20')!)).toEqual([]);
    });
  });

  it('checks an inactive pricelist from its record, without validity findings', () => {
    const draft = pricelist({ id: 4, active: false, valid_to: '2026-03-11', fare_groups: [fareGroup(EXAMPLE_ROWS, [25, null, 18])] });
    const findings = check(records([pricelist(), draft]), 4);
    expect(findings.map((f) => f.kind)).toEqual(['empty_cell']);
  });

  it('answers null for a pricelist the carrier does not have', () => {
    expect(pricelistForHealth(compileCarrier(records([pricelist()])), 99)).toBeNull();
  });
});

describe('checkSurchargeHealth', () => {
  it('checks a pricelist-type surcharge on its own grid', () => {
    const own = surcharge({
      id: 1,
      name: 'Tail lift',
      type: 'pricelist',
      pricelist: {
        unit: 'eur_pallet',
        fare_groups: [
          grid(
            [
              [1, 'per_shipment'],
              [2, 'per_shipment'],
              [3, 'per_shipment'],
            ],
            [row(11, 13, [10, null, 30])],
          ),
        ],
      },
    });
    const compiled = compileCarrier(records([pricelist()], { surcharges: [own] }));
    const { findings } = checkSurchargeHealth(compiled.refs.surcharges.get(1)!);
    expect(findings).toMatchObject([{ kind: 'empty_cell', fare_group: 0, zone_row: 0, quantity_row: 1 }]);
  });

  it('reports conditions that never hold', () => {
    const odd = surcharge({ id: 1, name: 'Odd', blocks: [{ type: 'no_such_type' }] });
    const compiled = compileCarrier(records([pricelist()], { surcharges: [odd] }));
    expect(checkSurchargeHealth(compiled.refs.surcharges.get(1)!).findings.map((f) => f.message)).toEqual([
      'This surcharge never applies: its condition type "no_such_type" is unknown.',
    ]);
  });
});

describe('conditionsNeverHold', () => {
  const c = (type: string, extra: object = {}) =>
    ({ id: null, type, known: true, label: type, isPresence: false, presence: true, after: null, until: null, ...extra }) as const;

  it('finds an empty range on its own', () => {
    expect(conditionsNeverHold([c('ldm', { after: 5000, until: 5000 })], true)).toBe('its condition ldm > 5 and <= 5 holds for no value');
  });

  it('finds a yes/no asked both ways only when all are needed', () => {
    const both = [c('adr', { isPresence: true, presence: true }), c('adr', { isPresence: true, presence: false })];
    expect(conditionsNeverHold(both, true)).toBe('its conditions ask for adr both ways');
    expect(conditionsNeverHold(both, false)).toBeNull();
  });

  it('finds nothing without conditions', () => {
    expect(conditionsNeverHold([], true)).toBeNull();
  });
});

describe("the findings in the reader's language", () => {
  const inLanguage = (recs: CarrierRecords, language: 'et' | 'fi', id = 1) => {
    const compiled = compileCarrier(recs);
    return checkPricelistHealth(compiled, pricelistForHealth(compiled, id)!, { today: TODAY, language }).findings;
  };
  const list = (id: number, valid_from: string | null, valid_to: string | null) => pricelist({ id, name: `P${id}`, valid_from, valid_to });

  it('says an empty cell in Estonian and Finnish, at the same place, and English stays the default', () => {
    const recs = records([pricelist({ fare_groups: [fareGroup(EXAMPLE_ROWS, [25, null, 18])] })]);
    expect(inLanguage(recs, 'et')).toEqual([
      expect.objectContaining({
        kind: 'empty_cell',
        quantity_row: 1,
        message:
          'Tsoonirida 1 (Tallinn → Riga) ei sisalda hinda kuni koguseni 500 kg, kuigi ümbritsevatel kogustel on hind olemas: sellised saadetised saavad teate „Selle koguse jaoks hinda pole“.',
      }),
    ]);
    expect(inLanguage(recs, 'fi')[0]!.message).toBe(
      'Vyöhykerivi 1 (Tallinn → Riga) on ilman hintaa määrään 500 kg asti, vaikka ympäröivillä määrillä on hinta: tällaiset lähetykset saavat ilmoituksen ”Tälle määrälle ei ole hintaa”.',
    );
    expect(check(recs)[0]!.message).toMatch(/^Zone row 1 \(Tallinn → Riga\) has no price up to 500 kg/);
  });

  it('says a validity gap and an overlap in Finnish and Estonian', () => {
    const gap = records([list(1, '2026-01-01', '2026-06-30'), list(2, '2026-08-01', '2026-12-31')]);
    expect(ofKind(inLanguage(gap, 'fi'), 'validity_gap')[0]!.message).toBe(
      'Tämän palvelun hinnastoa ei ole kumppaneille, joilla ei ole omaa hinnastoa ajalla 01.07.2026–31.07.2026: aukko on tämän hinnaston ja seuraavan hinnaston (hinnasto ”P2”) välissä.',
    );
    const overlap = records([list(1, '2026-01-01', '2026-06-30'), list(2, '2026-04-01', '2026-12-31')]);
    expect(ofKind(inLanguage(overlap, 'et'), 'validity_overlap')[0]!.message).toBe(
      'Kehtib samal ajal kui hinnakiri „P2“ 01.04.2026–30.06.2026: sel ajal annab hinna hinnakiri „P2“ (kehtib hilisema alguskuupäevaga hinnakiri).',
    );
  });

  it("says a surcharge's conditions that never hold in Finnish, the condition by its Finnish label", () => {
    const odd = surcharge({ id: 1, name: 'Odd', blocks: [{ type: 'no_such_type' }] });
    const compiled = compileCarrier(records([pricelist()], { surcharges: [odd] }));
    expect(checkSurchargeHealth(compiled.refs.surcharges.get(1)!, 'fi').findings.map((f) => f.message)).toEqual([
      'Tätä lisämaksua ei sovelleta koskaan: sen ehdon tyyppi ”no_such_type” on tuntematon.',
    ]);
  });
});
