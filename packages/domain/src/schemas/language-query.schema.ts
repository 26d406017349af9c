/**
 * `?lang=en|et|fi` of the calls that answer a document (docs/api.md "Languages"): the PDF rate card
 * and its JSON, the workbooks and the upload templates. Asked, it overrides whose language the
 * document would be in (the partner's for a rate card, else the reader's own).
 */
import { z } from 'zod';
import { languageField } from '../i18n/languages';

/** The document's language; left out, the reader's (or the partner's) own. */
export const langField = languageField.optional().describe("The document's language (en, et or fi); left out, the reader's own");

/** The query of a document call that takes nothing but its language. */
export const languageQuerySchema = z.object({ lang: langField });
export type LanguageQuery = z.output<typeof languageQuerySchema>;
