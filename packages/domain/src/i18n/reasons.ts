/**
 * A text the product says in English, in the reader's language: a refused field's reason (the
 * schemas say them in English: 'must be at most 200 characters'), the server's error messages, a
 * price result's error ('No price for this route'), a file's checks and a change log's fixed lines
 * ('Created'). The server answers an error in its caller's language by them (errors.ts), and the web
 * app says the English the API keeps (price results, change logs, a job's error) in its reader's.
 * Each English message of the REASON_AREAS is a pattern: its arguments match any text, which is
 * carried into the translation, itself said in the language when it is one of these texts ("Failed
 * to process pricelist: {reason}"). A text no message matches stays as it came.
 */
import { fieldLabel } from '../errors/field-labels';
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

/**
 * The keys whose English is a text the API says: the schemas' reasons, the server's errors, the file
 * checks, the price errors, the change log's lines. Their English takes plain `{arguments}` only (a
 * plural cannot be read back from its text).
 */
export const REASON_AREAS = ['validation.', 'errors.', 'imports.json.', 'calculator.error.', 'pricelists.changeLog.line.'] as const;

/** How deep an argument is said again: "Failed to process pricelist: Zone creation failed: …". */
const MAX_DEPTH = 3;

let patterns: ReasonPattern[] | undefined;

/** The patterns, the most literal first: 'must be at most {max} characters' before 'must be at most {max}'. */
function reasonPatterns(): ReasonPattern[] {
  patterns ??= (Object.keys(en) as MessageKey[])
    .filter((key) => REASON_AREAS.some((area) => key.startsWith(area)))
    .map(patternOf)
    .sort((a, b) => a.names.length - b.names.length || b.pattern.source.length - a.pattern.source.length);
  return patterns;
}

export function localizeReason(language: Language, reason: string, depth = 0): string {
  if (language === 'en' || depth > MAX_DEPTH) return reason;
  for (const { key, names, pattern } of reasonPatterns()) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localizeReason(language, match[i + 1]!, depth + 1)]));
    return translate(language, key, values);
  }
  // Texts joined into one, by lines (a file's rows) or by "; " (refused grants): each said on its own.
  for (const joint of ['\n', '; ']) {
    const parts = reason.split(joint);
    if (parts.length > 1) return parts.map((part) => localizeReason(language, part, depth)).join(joint);
  }
  return reason;
}

/**
 * An error answer's message and field reasons in `language`. A message that is a field and its
 * reason ('Valid to is required', the server's fromZodError; 'code is already used by another
 * service') is said again as the field's name and the reason in the language ('Voimassa asti on
 * pakollinen'); another message by its pattern.
 */
export function localizeError<E extends { message: string; errors?: Record<string, string> | undefined }>(language: Language, error: E): E {
  if (language === 'en') return error;
  const errors =
    error.errors && Object.fromEntries(Object.entries(error.errors).map(([field, reason]) => [field, localizeReason(language, reason)]));
  return { ...error, message: localizeMessage(language, error), ...(errors ? { errors } : {}) };
}

function localizeMessage(
  language: Language,
  { message, errors }: { message: string; errors?: Record<string, string> | undefined },
): string {
  for (const [field, reason] of Object.entries(errors ?? {})) {
    // By its label ('Valid to is required', a schema's) or by its key ('code is already used by another service', a service's).
    if (message === `${fieldLabel(field)} ${reason}` || message === `${field} ${reason}`)
      return `${fieldLabel(field, language)} ${localizeReason(language, reason)}`;
  }
  return localizeReason(language, message);
}
