import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './messages';
import { localizeReason } from './reasons';

describe('localizeReason', () => {
  it('says a schema reason in the reader language, its numbers carried over', () => {
    expect(localizeReason('fi', 'is required')).toBe('on pakollinen');
    expect(localizeReason('et', 'must be at most 200 characters')).toBe('võib olla kuni 200 märki');
    expect(localizeReason('fi', 'must be at most 1000 %')).toBe('saa olla enintään 1000 %');
    expect(localizeReason('et', 'is already in row 3')).toBe('on juba real 3');
  });

  it('prefers the most literal pattern', () => {
    expect(localizeReason('fi', 'must be at most 30 characters')).toBe('saa olla enintään 30 merkkiä');
    expect(localizeReason('fi', 'must be above from')).toBe('on oltava suurempi kuin alkuarvo');
    expect(localizeReason('fi', 'must be above 0')).toBe('on oltava suurempi kuin 0');
  });

  it('leaves English, and a reason it does not know, as they came', () => {
    expect(localizeReason('en', 'is required')).toBe('is required');
    expect(localizeReason('et', 'must be a tariff of the moon')).toBe('must be a tariff of the moon');
  });

  it('finds every validation message by its own English text', () => {
    const keys = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('validation.'));
    const unfound = keys.filter(
      (key) => localizeReason('fi', en[key].replace(/\{[a-z]+\}/gi, '7')) === en[key].replace(/\{[a-z]+\}/gi, '7'),
    );
    expect(unfound).toEqual([]);
  });
});
