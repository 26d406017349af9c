/** The archived pricelists: GET /fe/pricelists/archived and POST /fe/pricelists/{id}/unarchive. */
import { z } from 'zod';
import { editVersionField, timestampField } from './fields';
import { listAnswerSchema } from './list.schema';
import { pricelistCheckAnswerSchema, pricelistListItemSchema } from './pricelist.schema';

/** POST /fe/pricelists/{id}/unarchive: the version the clerk saw (required: 422 without, 409 when it moved). */
export const unarchivePricelistSchema = z.object({ version: editVersionField });

/** A row of GET /fe/pricelists/archived: the list's row without its health, with when it was archived. */
export const archivedPricelistItemSchema = pricelistListItemSchema.omit({ health: true }).extend({
  archived_at: timestampField.describe('When it was archived'),
});
export type ArchivedPricelistItem = z.output<typeof archivedPricelistItemSchema>;
export const archivedPricelistListSchema = listAnswerSchema(archivedPricelistItemSchema);

/** POST /fe/pricelists/{id}/unarchive: the pricelist, its version (unchanged) and the live pricelists it takes lanes from. */
export const unarchiveAnswerSchema = pricelistCheckAnswerSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
});
