import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, type TermKey } from '../glossary/glossary';
import { LANGUAGES } from './languages';
import { AREAS, CATALOGS, en, type MessageKey } from './messages';
import { translate, translator } from './translate';
import { TERMS } from './terms';

const KEYS = Object.keys(en) as MessageKey[];

/** The arguments a message takes, by name and kind ('count:plural', 'name:argument'), and its plural branches. */
function shape(message: string) {
  const args = new Set<string>();
  const plurals: string[][] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) args.add(`${element.value}:value`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        args.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
        if (element.type === TYPE.plural) plurals.push(Object.keys(element.options).sort());
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return { args: [...args].sort(), plurals };
}

describe('the catalogs', () => {
  it('no two areas use one key', () => {
    const perArea = Object.values(AREAS).reduce((sum, area) => sum + Object.keys(area.en).length, 0);
    expect(KEYS).toHaveLength(perArea);
  });

  it.each(LANGUAGES)('%s has every key of the English catalog, none other, none empty', (language) => {
    const catalog = CATALOGS[language];
    expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
    expect(KEYS.filter((key) => !catalog[key].trim())).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s takes the same arguments as English in every message', (language) => {
    const differ = KEYS.filter((key) => JSON.stringify(shape(CATALOGS[language][key]).args) !== JSON.stringify(shape(en[key]).args));
    expect(differ).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every plural has the forms its language needs (one and other) and parses', (language) => {
    for (const key of KEYS) {
      for (const forms of shape(CATALOGS[language][key]).plurals) expect(forms, key).toEqual(expect.arrayContaining(['one', 'other']));
    }
  });

  it('is not English again: a translated message equals the English one only where it is a name or a shared word', () => {
    const same = (language: 'et' | 'fi') => KEYS.filter((key) => CATALOGS[language][key] === en[key]);
    // 'Admin' is the platform's role in Estonian too; 'logo' and 'partner' are the Estonian words
    // ('records.record.partner': a partner's view page is titled Partner); 'LDM' is the Estonian
    // abbreviation too (TERMS.et.ldm; 'field.ldm': the field's name in the issues banner).
    expect(same('et').sort()).toEqual(['common.partner', 'field.ldm', 'portal.logo', 'records.record.partner', 'shell.admin'].sort());
    // 'Webhook' is the Finnish word too (Finnish software says webhook; 'partners.deliveries.webhook': a delivery's channel).
    expect(same('fi')).toEqual(['partners.deliveries.webhook']);
  });
});

describe('translate', () => {
  it('fills in the values', () => {
    expect(translate('fi', 'portal.brand', { carrier: 'Demo Cargo OÜ' })).toBe('Demo Cargo OÜ: kumppaniportaali');
    expect(translator('et')('shell.pretend.as', { company: 'Demo Cargo OÜ' })).toBe('Tegutsed kui Demo Cargo OÜ');
  });

  it('counts by the language’s plural rules, the number in the Finnish format in every language', () => {
    expect(translate('en', 'count.pricelists', { count: 1 })).toBe('1 pricelist');
    expect(translate('en', 'count.pricelists', { count: 1250 })).toBe('1\u00a0250 pricelists');
    expect(translate('et', 'count.pricelists', { count: 1 })).toBe('1 hinnakiri');
    expect(translate('et', 'count.pricelists', { count: 3 })).toBe('3 hinnakirja');
    expect(translate('fi', 'count.pricelists', { count: 0 })).toBe('0 hinnastoa');
    expect(translate('fi', 'count.pricelists', { count: 1 })).toBe('1 hinnasto');
  });
});

describe('the glossary in every language', () => {
  // Messages where the English word is not the term: "terms of service" is no transport service, a
  // time zone no zone of a carrier's, and 'pricelist' in a list of codes the code a program sends.
  const NOT_THE_TERM: Partial<Record<MessageKey, TermKey[]>> = {
    'verify.terms': ['service'],
    'validation.timeZone': ['zone'],
    'validation.surchargeType': ['pricelist'],
    'validation.webhookEvent': ['pricelist'],
  };
  const said = (text: string, english: string) => new RegExp(`\\b${english}\\b`, 'i').test(text);
  it.each(['et', 'fi'] as const)('%s: a message that says a term in English says it with the glossary’s word', (language) => {
    const missed: string[] = [];
    for (const [term, words] of Object.entries(TERMS[language])) {
      const english = GLOSSARY[term as TermKey];
      for (const key of KEYS) {
        if (!said(en[key], english.singular) && !said(en[key], english.plural)) continue;
        if (NOT_THE_TERM[key]?.includes(term as TermKey)) continue;
        const text = CATALOGS[language][key].toLowerCase();
        if (!words.stems.some((stem) => text.includes(stem))) missed.push(`${key}: ${term}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it.each(['et', 'fi'] as const)('%s: every term has its words, each containing a stem', (language) => {
    for (const key of Object.keys(GLOSSARY) as TermKey[]) {
      const words = TERMS[language][key];
      for (const form of [words.singular, words.plural]) {
        expect(
          words.stems.some((stem) => form.toLowerCase().includes(stem)),
          `${key}: ${form}`,
        ).toBe(true);
      }
    }
  });
});
