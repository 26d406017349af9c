import { describe, expect, it } from 'vitest';
import { computePayableWeight, roundLdmUp, roundRealWeight, type WeightSettings } from './payable-weight';
import { measureShipment } from './shipment';

const settings = (over: Partial<WeightSettings> = {}): WeightSettings => ({
  ldmMultiplier: 1_850_000,
  cbmMultiplier: 333_000,
  ldmStep: 10,
  payweightStep: 1,
  ...over,
});

describe('roundLdmUp', () => {
  it('rounds 1.23 LDM up to 1.3 with tenths, 1.23 with hundredths, 2 with ones', () => {
    expect(roundLdmUp(1230, 10)).toBe(130);
    expect(roundLdmUp(1230, 1)).toBe(123);
    expect(roundLdmUp(1230, 100)).toBe(200);
  });

  it('leaves an LDM on the step as it is: 1.2 stays 1.2 with tenths', () => {
    expect(roundLdmUp(1200, 10)).toBe(120);
  });

  it('rounds 1.201 up to 1.21 with hundredths', () => {
    expect(roundLdmUp(1201, 1)).toBe(121);
  });
});

describe('computePayableWeight', () => {
  it('charges real weight when it is the largest', () => {
    const pw = computePayableWeight(measureShipment([{ quantity: 1, type: 'carton', weight: 480 }]), settings(), true);
    expect(pw).toMatchObject({ payable: 480, basis: 'real' });
  });

  it('charges LDM x 1850 when larger: 2 eur pallets of 300 kg weigh 0.8 x 1850 = 1480 kg', () => {
    const pw = computePayableWeight(measureShipment([{ quantity: 2, type: 'eur_pallet', weight: 300 }]), settings(), true);
    expect(pw).toMatchObject({ payable: 1480, basis: 'ldm', ldmRounded: 80 });
  });

  it('charges CBM x 333 when larger: 3 m³ of 100 kg weigh 999 kg', () => {
    const pw = computePayableWeight(measureShipment([{ quantity: 1, type: 'colli', weight: 100, cbm: 3 }]), settings(), true);
    expect(pw).toMatchObject({ payable: 999, basis: 'cbm' });
  });

  it('ignores LDM when an ldm_block fails', () => {
    const pw = computePayableWeight(measureShipment([{ quantity: 2, type: 'eur_pallet', weight: 300 }]), settings(), false);
    expect(pw).toMatchObject({ payable: 300, basis: 'real', ldmCounts: false, ldmWeight: 0 });
  });

  it('rounds LDM up before multiplying: 1.23 LDM with tenths weighs 1.3 x 1850 = 2405 kg', () => {
    const facts = measureShipment([{ quantity: 1, type: 'colli', weight: 10, ldm: 1.23 }]);
    expect(computePayableWeight(facts, settings(), true).payable).toBe(2405);
    expect(computePayableWeight(facts, settings({ ldmStep: 1 }), true).payable).toBe(2276); // 1.23 x 1850 = 2275.5 -> 2276
    expect(computePayableWeight(facts, settings({ ldmStep: 100 }), true).payable).toBe(3700);
  });

  it('rounds 480.2 kg up to 481 (ones), 490 (tens), 500 (hundreds): every started step is paid', () => {
    const facts = measureShipment([{ quantity: 1, type: 'carton', weight: 480.2 }]);
    expect(computePayableWeight(facts, settings({ payweightStep: 1 }), true).payable).toBe(481);
    expect(computePayableWeight(facts, settings({ payweightStep: 10 }), true).payable).toBe(490);
    expect(computePayableWeight(facts, settings({ payweightStep: 100 }), true).payable).toBe(500);
  });

  it('keeps 480 kg at 480 with tens: a full step is not rounded further', () => {
    const facts = measureShipment([{ quantity: 1, type: 'carton', weight: 480 }]);
    expect(computePayableWeight(facts, settings({ payweightStep: 10 }), true).payable).toBe(480);
  });

  it('uses the pricelist multipliers: 0.8 LDM x 2000 = 1600 kg', () => {
    const pw = computePayableWeight(
      measureShipment([{ quantity: 2, type: 'eur_pallet', weight: 300 }]),
      settings({ ldmMultiplier: 2_000_000 }),
      true,
    );
    expect(pw.payable).toBe(1600);
  });
});

describe('roundRealWeight', () => {
  it('rounds real weight up to the payweight step, ignoring LDM', () => {
    const facts = measureShipment([{ quantity: 2, type: 'eur_pallet', weight: 301 }]);
    expect(roundRealWeight(facts, 10)).toBe(310);
    expect(roundRealWeight(facts, 1)).toBe(301);
  });
});
