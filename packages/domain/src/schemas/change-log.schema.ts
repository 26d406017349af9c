/** A record's change log: GET /fe/pricelists/{id}/logs and /fe/surcharges/{id}/logs, newest first. */
import { z } from 'zod';
import { timestampField } from './fields';

export const changeLogEntrySchema = z.strictObject({
  /** Entry id. */
  id: z.number().int(),
  /** The name of the user who saved, as it was then. */
  author: z.string(),
  /** Who approved the change (a second person: docs/api.md "Changes a second person approves"); null: saved without approval. */
  approved_by: z.string().nullable(),
  /** When it was saved. */
  created_at: timestampField,
  /**
   * Created, or the fields that changed with their new values (`updates`) and, in newer
   * entries, their old values (`before`); a grid as its changed cells and rows
   * (LoggedGridChanges), in older entries as a summary text.
   */
  changes: z.union([
    z.strictObject({ created: z.literal(true) }),
    z.strictObject({ updates: z.record(z.string(), z.unknown()), before: z.record(z.string(), z.unknown()).optional() }),
  ]),
  /** The change in words, one line each (domain `changeLogLines`): what the web app shows. */
  lines: z.array(z.string()),
});
export type ChangeLogEntry = z.output<typeof changeLogEntrySchema>;
