import { describe, expect, it } from 'vitest';
import { calculationErrorMessage, calculationResultMessage, NO_ACCESS, SURCHARGE_CYCLE } from './calculation-messages';

describe('calculationErrorMessage', () => {
  it("says the seeds' sentences for a 403 and a surcharge cycle, else the server's own message", () => {
    expect(NO_ACCESS).toBe('No access');
    expect(SURCHARGE_CYCLE).toBe('Possible cycle in surcharge dependencies');
    expect(calculationErrorMessage(403, { code: 'FORBIDDEN', message: 'Your role cannot use the calculator' })).toBe('No access');
    expect(calculationErrorMessage(403, { code: 'INTERNAL', message: '' })).toBe('No access');
    expect(calculationErrorMessage(422, { code: 'VALIDATION', message: 'Surcharge dependencies form a cycle: A -> B -> A' })).toBe(
      'Possible cycle in surcharge dependencies',
    );
    expect(calculationErrorMessage(422, { code: 'VALIDATION', message: 'service is not a service of this carrier' })).toBe(
      'service is not a service of this carrier',
    );
    expect(calculationErrorMessage(500, { code: 'INTERNAL', message: '' })).toBe('The calculation failed');
  });
});

describe('calculationResultMessage', () => {
  it('counts the prices found', () => {
    expect(calculationResultMessage(3, null)).toBe('3 prices found');
    expect(calculationResultMessage(1, 'ignored')).toBe('1 price found');
  });

  it('gives the first reason when nothing was priced', () => {
    expect(calculationResultMessage(0, ' No pricelist for this route ')).toBe('No price: No pricelist for this route');
    expect(calculationResultMessage(0, '')).toBe('No price found');
  });
});
