/**
 * Messages in a language: the catalogs' ICU MessageFormat texts formatted by FormatJS's
 * intl-messageformat (docs/decisions/0021-languages.md). Plural and select rules are the language's;
 * numbers and dates inside a message keep the product's Finnish format in every language
 * (DISPLAY_LOCALE, as glossary/display.ts does outside messages).
 */
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { DISPLAY_LOCALE } from '../glossary/display';
import type { Language } from './languages';
import { CATALOGS, type MessageKey } from './messages';

export type MessageValues = Record<string, string | number | null | undefined>;
/** A message of `key` with its `values` filled in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** The formats of every message: numbers and dates in the product's Finnish format, plurals by the language. */
export const formatters: Formatters = {
  // Numbers in the Finnish format whatever the language (the seeds' rule); built once per options.
  getNumberFormat(_locales, options) {
    const key = JSON.stringify(options ?? {});
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(DISPLAY_LOCALE, options)));
    return format;
  },
  getDateTimeFormat: (_locales, options) => new Intl.DateTimeFormat(DISPLAY_LOCALE, options),
  getPluralRules: (locales, options) => new Intl.PluralRules(locales, options),
};

const compiled = new Map<string, IntlMessageFormat>();

/** The message of `key` in `language` (compiled once per language and key). */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = `${language}:${key}`;
  let message = compiled.get(id);
  if (!message) {
    message = new IntlMessageFormat(CATALOGS[language][key], language, undefined, { formatters });
    compiled.set(id, message);
  }
  const text = message.format(values);
  return typeof text === 'string' ? text : String(text);
}

/** `translate` bound to one language: what a screen, a mail or a workbook of that language uses. */
export function translator(language: Language): Translate {
  return (key, values) => translate(language, key, values);
}
