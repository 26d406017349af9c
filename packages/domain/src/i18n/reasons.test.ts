import { describe, expect, it } from 'vitest';
import { missingRateError, noValidPricelistError, PRICE_ERRORS, unmatchedAddressError } from '../pricing/messages';
import { changeLogLines } from '../versions/change-log-lines';
import { en, type MessageKey } from './messages';
import { translate } from './translate';
import { fieldLabel } from '../errors/field-labels';
import { localizeError, localizeReason, REASON_AREAS } from './reasons';

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

  it('says the price errors and the change log lines as the pricing and the server say them', () => {
    expect(Object.values(PRICE_ERRORS).filter((error) => localizeReason('fi', error) === error)).toEqual([]);
    expect(localizeReason('et', missingRateError('USD'))).toBe('Valuuta USD valuutakurss puudub');
    expect(localizeReason('fi', unmatchedAddressError('delivery', { country: 'lv', postcode: '9999' }))).toBe(
      'Mikään postinumeroalue ei kata toimitusosoitetta LV 9999',
    );
    expect(localizeReason('et', unmatchedAddressError('collection', { country: 'EE', postcode: '10115' }, 'Tallinn'))).toBe(
      'Ükski tsoon ei hõlma pealelaadimise aadressi EE 10115 (sihtnumbripiirkond Tallinn ei kuulu ühtegi tsooni)',
    );
    const day = 20_456;
    for (const nearest of [
      { name: null, validFrom: day + 1, validTo: null },
      { name: null, validFrom: null, validTo: day - 1 },
      { name: 'Standard 2026', validFrom: day + 1, validTo: null },
      { name: 'Standard 2026', validFrom: null, validTo: day - 1 },
    ]) {
      const error = noValidPricelistError(day, nearest);
      expect(localizeReason('fi', error), error).toMatch(/^Mikään tämän palvelun hinnasto ei ole voimassa \d\d\.\d\d\.\d{4}; /);
    }
    expect(localizeReason('fi', noValidPricelistError(day, { name: 'Standard 2026', validFrom: day + 1, validTo: null }))).toContain(
      '”Standard 2026” on voimassa',
    );
    expect(changeLogLines({ created: true }).map((line) => localizeReason('et', line))).toEqual(['Loodud']);
    expect(changeLogLines({ updates: { archived: true } }).map((line) => localizeReason('fi', line))).toEqual(['Arkistoitu']);
  });

  it('finds every message of its areas by its own English text', () => {
    const keys = (Object.keys(en) as MessageKey[]).filter((key) => REASON_AREAS.some((area) => key.startsWith(area)));
    const unfound = keys.filter(
      (key) => localizeReason('fi', en[key].replace(/\{[a-z]+\}/gi, '7')) === en[key].replace(/\{[a-z]+\}/gi, '7'),
    );
    expect(unfound).toEqual([]);
  });

  it('says a message inside a message in the language too', () => {
    expect(localizeReason('fi', 'Failed to process pricelist: No pricelist found in imported data')).toBe(
      `${translate('fi', 'imports.json.failed', { reason: translate('fi', 'imports.json.noPricelist') })}`,
    );
    expect(localizeReason('et', 'The body is larger than 16 KB, the limit of this call')).toBe(
      translate('et', 'errors.http.bodyTooLarge', { limit: '16 KB' }),
    );
  });

  it('says refusals joined by "; " each on its own when no message is the whole text', () => {
    expect(localizeReason('fi', 'is required; must be a number')).toBe('on pakollinen; on oltava luku');
    expect(localizeReason('et', 'is required\nmust be a number; is required')).toBe(
      `${localizeReason('et', 'is required')}\n${localizeReason('et', 'must be a number')}; ${localizeReason('et', 'is required')}`,
    );
  });

  it('reads back only plain arguments, each message with words of its own around them', () => {
    const keys = (Object.keys(en) as MessageKey[]).filter((key) => REASON_AREAS.some((area) => key.startsWith(area)));
    expect(keys.filter((key) => /\{[a-z]+,/i.test(en[key]))).toEqual([]);
    // A message of arguments only ('{a}: {b}') would be found in any text.
    expect(keys.filter((key) => en[key].replace(/\{[a-z]+\}/gi, '').replace(/[^a-z]/gi, '').length < 5)).toEqual([]);
  });
});

describe('localizeError', () => {
  it('says a 422 as its first field and reason in the language, and each field reason', () => {
    const said = localizeError('fi', { code: 'VALIDATION', message: 'Valid to is required', errors: { valid_to: 'is required' } });
    expect(said).toEqual({ code: 'VALIDATION', message: 'Voimassa asti on pakollinen', errors: { valid_to: 'on pakollinen' } });
  });

  it('says a message naming a field by its key as the field name and reason', () => {
    const said = localizeError('fi', {
      message: 'code is already used by another service',
      errors: { code: 'is already used by another service' },
    });
    expect(said.message).toBe(`${fieldLabel('code', 'fi')} ${translate('fi', 'errors.services.codeTakenReason')}`);
  });

  it('says another message by its pattern, and leaves English as it came', () => {
    expect(localizeError('et', { message: 'Not found' }).message).toBe('Ei leitud');
    const english = { message: 'Valid to is required', errors: { valid_to: 'is required' } };
    expect(localizeError('en', english)).toBe(english);
  });
});
