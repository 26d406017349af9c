/** Payable weight (docs/pricing.md §2). */
import { divRound } from '../money/arithmetic';
import { MEASURE_SCALE } from '../money/decimal';
import type { ShipmentFacts } from './shipment';

/** A grid's weight settings, compiled: multipliers in thousandths, steps as integers. */
export interface WeightSettings {
  /** kg per loading metre, x1000. */
  readonly ldmMultiplier: number;
  /** kg per m³, x1000. */
  readonly cbmMultiplier: number;
  /** LDM rounding step in hundredths of a metre (1, 10 or 100). */
  readonly ldmStep: number;
  /** Payable weight rounding step in kg (1, 10 or 100). */
  readonly payweightStep: number;
}

/** Which measure set the payable weight. */
export type WeightBasis = 'real' | 'ldm' | 'cbm';

export interface PayableWeight {
  /** PW in whole kg, rounded up to the step. */
  readonly payable: number;
  readonly basis: WeightBasis;
  /** LDM rounded up to the step, in hundredths of a metre. */
  readonly ldmRounded: number;
  /** False when an ldm_block failed: LDM then does not weigh. */
  readonly ldmCounts: boolean;
  /** The three candidates in millionths of a kg (real, LDMr x multiplier, CBM x multiplier). */
  readonly realWeight: number;
  readonly ldmWeight: number;
  readonly cbmWeight: number;
}

const MICRO_PER_KG = 1_000_000;

/** LDM (thousandths) rounded UP to the step (hundredths), in hundredths: 1.23 -> 1.3 with tenths. */
export function roundLdmUp(ldm: number, step: number): number {
  return divRound(ldm, 10 * step, 'ceil') * step;
}

/**
 * PW = max(W, LDMr x ldm_multiplier if LDM counts, CBM x cbm_multiplier), rounded UP to the
 * payweight step: every started step is paid. Ties prefer real weight, then LDM.
 */
export function computePayableWeight(facts: ShipmentFacts, settings: WeightSettings, ldmCounts: boolean): PayableWeight {
  const ldmRounded = roundLdmUp(facts.ldm, settings.ldmStep);
  const realWeight = facts.weight * (MICRO_PER_KG / MEASURE_SCALE);
  // hundredths x thousandths = 1e-5 kg; x10 makes millionths.
  const ldmWeight = ldmCounts ? ldmRounded * settings.ldmMultiplier * 10 : 0;
  const cbmWeight = facts.cbm * settings.cbmMultiplier;
  let basis: WeightBasis = 'real';
  let best = realWeight;
  if (ldmWeight > best) {
    basis = 'ldm';
    best = ldmWeight;
  }
  if (cbmWeight > best) {
    basis = 'cbm';
    best = cbmWeight;
  }
  const step = settings.payweightStep;
  const payable = divRound(best, step * MICRO_PER_KG, 'ceil') * step;
  return { payable, basis, ldmRounded, ldmCounts, realWeight, ldmWeight, cbmWeight };
}

/** W rounded up to the payweight step, whole kg (the `real_weight` measure). */
export function roundRealWeight(facts: ShipmentFacts, payweightStep: number): number {
  return divRound(facts.weight, payweightStep * MEASURE_SCALE, 'ceil') * payweightStep;
}
