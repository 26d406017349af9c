import { describe, expect, it } from 'vitest';
import { calculationErrorMessage, calculationResultMessage, NO_ACCESS, SURCHARGE_CYCLE } from './calculation-messages';

describe('calculationErrorMessage', () => {
  it("says the product documents' sentences for a 403 and a surcharge cycle, else the server's own message", () => {
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
    expect(calculationResultMessage(3)).toBe('3 prices found');
    expect(calculationResultMessage(1)).toBe('1 price found');
  });

  it('says nothing when nothing was priced: the page says it', () => {
    expect(calculationResultMessage(0)).toBeNull();
  });
});
