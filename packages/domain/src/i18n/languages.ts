/**
 * The languages of the product (docs/api.md "Languages"): English, Estonian and Finnish. A user's
 * language sets their screens; a partner's sets what its people, mails, rate cards and workbooks
 * read. Numbers and dates keep the Finnish format in every language (glossary/display.ts).
 */
import { z } from 'zod';
import { REASONS } from '../schemas/reasons';

export const LANGUAGES = ['en', 'et', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of anyone who has not chosen one and whose browser names none of ours. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', et: 'Eesti', fi: 'Suomi' };

export const languageField = z.enum(LANGUAGES, { error: REASONS.language });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `preferred` (a browser's languages, 'fi-FI' or 'et', or an Accept-Language header's
 * tags, best first) that is one of ours, by its primary tag; `fallback` when none is.
 */
export function pickLanguage(preferred: readonly string[], fallback: Language = DEFAULT_LANGUAGE): Language {
  return firstLanguage(preferred) ?? fallback;
}

/** The first of `preferred` that is one of ours, by its primary tag; null when none is. */
export function firstLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** An Accept-Language header's tags, best first ('fi-FI,fi;q=0.9,en;q=0.8' -> ['fi-FI', 'fi', 'en']). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}
