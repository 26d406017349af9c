import { describe, expect, it } from 'vitest';
import { measureShipment, type ShipmentFlagsInput, type ShipmentRowInput } from '../shipment/shipment';
import {
  allHold,
  anyHolds,
  compileCondition,
  conditionHolds,
  conditionLabel,
  conditionRule,
  describeCondition,
  describeFailedCondition,
  failedLimits,
  type ConditionRecord,
} from './conditions';

/** 2 eur pallets 150 cm high (800 kg) and 3 cartons 40 x 30 x 20 (30 kg). */
const rows: ShipmentRowInput[] = [
  { quantity: 2, type: 'eur_pallet', weight: 800, height: 150 },
  { quantity: 3, type: 'carton', weight: 30, length: 40, width: 30, height: 20 },
];
const facts = (flags: ShipmentFlagsInput = {}, r = rows) => measureShipment(r, flags);
const holds = (c: ConditionRecord, f = facts()) => conditionHolds(compileCondition(c), f);

describe('numeric conditions: applied_after is exclusive, applied_until inclusive', () => {
  // [type, the shipment's value]
  const cases: [string, number][] = [
    ['ldm', 0.95],
    ['cbm', 2.952],
    ['largest_side', 120],
    ['largest_height', 150],
    ['total_weight', 830],
    ['weight_per_container', 400],
    ['largest_perimeter', 400],
    ['label_count', 5],
    ['length_width', 200],
  ];
  for (const [type, value] of cases) {
    it(`${type} = ${value}: holds at applied_until ${value}, fails at ${value - 0.001}`, () => {
      expect(holds({ type, applied_until: value })).toBe(true);
      expect(holds({ type, applied_until: value - 0.001 })).toBe(false);
    });
    it(`${type} = ${value}: fails at applied_after ${value}, holds at ${value - 0.001}`, () => {
      expect(holds({ type, applied_after: value })).toBe(false);
      expect(holds({ type, applied_after: value - 0.001 })).toBe(true);
    });
  }

  it('weight_per_container compares weight / quantity without rounding: 100 kg over 3 pieces is above 33.333', () => {
    const f = facts({}, [{ quantity: 3, type: 'colli', weight: 100 }]);
    expect(holds({ type: 'weight_per_container', applied_after: '33.333' }, f)).toBe(true);
    expect(holds({ type: 'weight_per_container', applied_until: '33.333' }, f)).toBe(false);
    expect(holds({ type: 'weight_per_container', applied_until: '33.334' }, f)).toBe(true);
  });

  it('reads decimal strings as bounds', () => {
    expect(holds({ type: 'total_weight', applied_after: '500.000', applied_until: '1000.000' })).toBe(true);
  });
});

describe('presence conditions', () => {
  const flags: [string, keyof ShipmentFlagsInput][] = [
    ['adr', 'adr'],
    ['frigo', 'frigo'],
    ['tail_lift', 'tail_lift'],
    ['private_person', 'private_person'],
    ['side_load', 'sideloading'],
    ['time_promise', 'time_promise'],
    ['prenotification', 'prenotification'],
    ['returnable_items', 'returnable_items'],
  ];
  for (const [type, flag] of flags) {
    it(`${type} reads the request flag ${flag}`, () => {
      expect(holds({ type, presence: true }, facts({ [flag]: true }))).toBe(true);
      expect(holds({ type, presence: true }, facts())).toBe(false);
      expect(holds({ type, presence: false }, facts())).toBe(true);
      expect(holds({ type, presence: false }, facts({ [flag]: true }))).toBe(false);
    });
  }

  it('pallets holds when a row is eur, fin, half, quarter pallet, pallet or ibc', () => {
    for (const type of ['eur_pallet', 'fin_pallet', 'half_pallet', 'quarter_pallet', 'pallet', 'ibc']) {
      expect(holds({ type: 'pallets', presence: true }, facts({}, [{ quantity: 1, type, weight: 1 }]))).toBe(true);
    }
    expect(holds({ type: 'pallets', presence: true }, facts({}, [{ quantity: 1, type: 'carton', weight: 1 }]))).toBe(false);
  });

  it('containers holds when a row is dc20, dc40, hc40 or hcpw45', () => {
    for (const type of ['dc20', 'dc40', 'hc40', 'hcpw45']) {
      expect(holds({ type: 'containers', presence: true }, facts({}, [{ quantity: 1, type, weight: 1 }]))).toBe(true);
    }
    expect(holds({ type: 'containers', presence: true }, facts())).toBe(false);
  });

  it('treats a missing presence as true', () => {
    expect(holds({ type: 'adr' }, facts({ adr: true }))).toBe(true);
    expect(holds({ type: 'adr', presence: null }, facts())).toBe(false);
  });
});

describe('unknown condition types', () => {
  it('never hold and name themselves in the failure', () => {
    const c = compileCondition({ type: 'moon_phase', applied_until: 1 });
    expect(conditionHolds(c, facts())).toBe(false);
    expect(describeFailedCondition(c, facts())).toBe('Unknown condition type "moon_phase"');
  });
});

describe('failedLimits', () => {
  it('names the failed limit: Total real weight (kg) must be <= 1000', () => {
    const heavy = facts({}, [{ quantity: 1, type: 'colli', weight: 1200 }]);
    expect(failedLimits([compileCondition({ type: 'total_weight', applied_until: 1000 })], heavy)).toEqual([
      'Total real weight (kg) must be <= 1000',
    ]);
  });

  it('names a failed lower bound and a failed presence, in order', () => {
    const limits = [
      compileCondition({ type: 'ldm', applied_after: '1.5' }),
      compileCondition({ type: 'tail_lift', presence: false }),
      compileCondition({ type: 'adr', presence: true }),
    ];
    expect(failedLimits(limits, facts({ tail_lift: true }))).toEqual(['LDM must be > 1.5', 'Tail lift is not allowed', 'ADR is required']);
  });

  it('is empty when every limit holds', () => {
    expect(failedLimits([compileCondition({ type: 'total_weight', applied_until: 1000 })], facts())).toEqual([]);
  });
});

describe('allHold / anyHolds', () => {
  const yes = compileCondition({ type: 'total_weight', applied_until: 1000 });
  const no = compileCondition({ type: 'adr', presence: true });
  it('all: every one; any: at least one; none listed: both true', () => {
    expect(allHold([yes, no], facts())).toBe(false);
    expect(anyHolds([yes, no], facts())).toBe(true);
    expect(anyHolds([no], facts())).toBe(false);
    expect(allHold([], facts())).toBe(true);
    expect(anyHolds([], facts())).toBe(true);
  });
});

describe('describeCondition', () => {
  it('shows the bounds with their labels', () => {
    expect(describeCondition(compileCondition({ type: 'total_weight', applied_after: 500, applied_until: 1000 }))).toBe(
      'Total real weight (kg) > 500 and <= 1\u00a0000',
    );
    expect(describeCondition(compileCondition({ type: 'frigo', presence: true }))).toBe('Temperature sensitive: yes');
  });
});

describe('describeCondition of a record as the API answers it', () => {
  it('reads the same as the compiled condition', () => {
    expect(describeCondition({ type: 'ldm', presence: null, applied_after: 0.5, applied_until: 13.6 })).toBe('LDM > 0,5 and <= 13,6');
    expect(describeCondition({ type: 'adr', presence: false, applied_after: null, applied_until: null })).toBe('ADR: no');
  });
});

describe('conditionRule', () => {
  it('is Yes / No for presence types and the bounds for the others', () => {
    expect(conditionRule({ type: 'tail_lift', presence: true })).toBe('Yes');
    expect(conditionRule({ type: 'tail_lift', presence: false })).toBe('No');
    expect(conditionRule({ type: 'total_weight', applied_until: '1000.000' })).toBe('<= 1\u00a0000');
  });
});

describe('conditionLabel', () => {
  it("is the type's label, or the code of a type it does not know", () => {
    expect(conditionLabel('frigo')).toBe('Temperature sensitive');
    expect(conditionLabel('moon')).toBe('moon');
  });
});

describe('describeCondition in a language', () => {
  it('says the label and the bounds in Estonian and Finnish, the numbers in the Finnish format', () => {
    expect(describeCondition({ type: 'total_weight', applied_after: 500, applied_until: 1000 }, 'fi')).toBe(
      'Todellinen kokonaispaino (kg) > 500 ja <= 1\u00a0000',
    );
    expect(describeCondition({ type: 'frigo', presence: false }, 'et')).toBe('Temperatuuritundlik: ei');
    expect(describeCondition({ type: 'ldm' }, 'fi')).toBe('Lavametrit (lvm) (mikä tahansa)');
    expect(describeCondition({ type: 'adr' })).toBe('ADR: yes');
    expect(conditionRule({ type: 'cbm', applied_until: 2 }, 'et')).toBe('<= 2');
    expect(conditionRule({ type: 'adr' }, 'fi')).toBe('Kyllä');
  });
});
