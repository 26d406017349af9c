/**
 * A text the server says in English in the reader's language: a refused field's reason (the schemas
 * and the server say them in English: 'must be at most 200 characters', the API's contract), a price
 * result's error ('No price for this route') and a change log's fixed lines ('Created'). The web app
 * shows them in the person's language. Each English message of the REASON_AREAS is a pattern: its
 * arguments match any text, which is carried into the translation. A text no message matches stays
 * as it came.
 */
import type { Language } from './languages';
import { en, type MessageKey } from './messages';
import { translate } from './translate';

interface ReasonPattern {
  key: MessageKey;
  names: string[];
  pattern: RegExp;
}

function patternOf(key: MessageKey): ReasonPattern {
  const names: string[] = [];
  const source = en[key]
    .split(/(\{[a-z]+\})/i)
    .map((part) => {
      const argument = /^\{([a-z]+)\}$/i.exec(part);
      if (!argument) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(argument[1]!);
      return '(.+)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
}

/** The keys whose English is a text the server says: the schemas' reasons, the price errors, the change log's lines. */
export const REASON_AREAS = ['validation.', 'calculator.error.', 'pricelists.changeLog.line.'] as const;

let patterns: ReasonPattern[] | undefined;

/** The patterns, the most literal first: 'must be at most {max} characters' before 'must be at most {max}'. */
function reasonPatterns(): ReasonPattern[] {
  patterns ??= (Object.keys(en) as MessageKey[])
    .filter((key) => REASON_AREAS.some((area) => key.startsWith(area)))
    .map(patternOf)
    .sort((a, b) => a.names.length - b.names.length || b.pattern.source.length - a.pattern.source.length);
  return patterns;
}

export function localizeReason(language: Language, reason: string): string {
  if (language === 'en') return reason;
  for (const { key, names, pattern } of reasonPatterns()) {
    const match = pattern.exec(reason);
    if (match) return translate(language, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return reason;
}
