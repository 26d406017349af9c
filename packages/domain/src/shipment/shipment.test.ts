import { describe, expect, it } from 'vitest';
import { computeRowCbm, measureRow, measureShipment } from './shipment';

describe('measureRow', () => {
  it('computes LDM of 2 eur pallets from their footprint: 2 x 120 x 80 / 24000 = 0.8', () => {
    expect(measureRow({ quantity: 2, type: 'eur_pallet', weight: 500 }).ldm).toBe(800);
  });

  it('rounds automatic LDM to 2 decimals: 1 x 100 x 125 / 24000 = 0.5208 -> 0.52', () => {
    expect(measureRow({ quantity: 1, type: 'carton', weight: 1, length: 100, width: 125 }).ldm).toBe(520);
  });

  it('keeps automatic LDM of exactly 0.1 (a quarter pallet)', () => {
    expect(measureRow({ quantity: 1, type: 'quarter_pallet', weight: 1 }).ldm).toBe(100);
  });

  it('drops automatic LDM below 0.1: a 30 x 30 carton is 0.04 -> 0', () => {
    expect(measureRow({ quantity: 1, type: 'carton', weight: 1, length: 30, width: 30 }).ldm).toBe(0);
  });

  it('takes the given ldm when > 0, over the dimensions', () => {
    expect(measureRow({ quantity: 2, type: 'eur_pallet', weight: 1, ldm: '1.5' }).ldm).toBe(1500);
  });

  it('uses the footprint for both sides when only one side is given', () => {
    const row = measureRow({ quantity: 1, type: 'fin_pallet', weight: 1, length: 130 });
    expect([row.length, row.width]).toEqual([120_000, 100_000]);
  });

  it('has no LDM for a type without footprint and no dimensions', () => {
    expect(measureRow({ quantity: 3, type: 'colli', weight: 1 }).ldm).toBe(0);
  });

  it('computes CBM rounded UP to 3 decimals: 33 x 33 x 33 cm = 0.035937 -> 0.036', () => {
    expect(measureRow({ quantity: 1, type: 'carton', weight: 1, length: 33, width: 33, height: 33 }).cbm).toBe(36);
  });

  it('keeps CBM of 0.0009 rounded up to 0.001 and drops a zero volume', () => {
    expect(computeRowCbm(1, 9_000, 10_000, 10_000, 0)).toBe(1);
    expect(computeRowCbm(1, 9_000, 10_000, 0, 0)).toBe(0);
  });

  it('computes CBM of 2 eur pallets 150 cm high from the footprint: 2.88', () => {
    expect(measureRow({ quantity: 2, type: 'eur_pallet', weight: 1, height: 150 }).cbm).toBe(2880);
  });

  it('stays exact for a large volume (BigInt path): 1000 x 1360 x 240 x 300 cm', () => {
    expect(computeRowCbm(1000, 1_360_000, 240_000, 300_000, 0)).toBe(97_920_000);
  });

  it('takes the given cbm when > 0', () => {
    expect(measureRow({ quantity: 1, type: 'carton', weight: 1, length: 50, width: 50, height: 50, cbm: 0.2 }).cbm).toBe(200);
  });
});

describe('measureShipment', () => {
  const facts = measureShipment(
    [
      { quantity: 2, type: 'eur_pallet', weight: 800, height: 150 },
      { quantity: 3, type: 'carton', weight: 30, length: 40, width: 30, height: 20 },
    ],
    { adr: true, sideloading: true },
  );

  it('sums weight, LDM, CBM and pieces', () => {
    expect(facts.weight).toBe(830_000);
    expect(facts.ldm).toBe(800 + 150); // cartons: 3 x 40 x 30 / 24000 = 0.15, kept
    expect(facts.cbm).toBe(2880 + 72);
    expect(facts.pieces).toBe(5);
  });

  it('finds the largest side, height, perimeter, length + width and heaviest piece', () => {
    expect(facts.largestSide).toBe(120_000);
    expect(facts.largestHeight).toBe(150_000);
    expect(facts.largestPerimeter).toBe(400_000);
    expect(facts.largestLengthWidth).toBe(200_000);
    expect(facts.pieceWeight / facts.pieceQuantity).toBe(400_000);
  });

  it('reads the flags, false by default', () => {
    expect(facts.adr).toBe(true);
    expect(facts.sideloading).toBe(true);
    expect(facts.frigo).toBe(false);
    expect(facts.hasPallets).toBe(true);
    expect(facts.hasContainers).toBe(false);
  });
});
