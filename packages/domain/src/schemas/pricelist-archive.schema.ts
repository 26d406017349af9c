/** The archived pricelists (issue 25): GET /fe/pricelists/archived and POST /fe/pricelists/{id}/unarchive. */
import { z } from 'zod';
import { editVersionField } from './fields';

/** POST /fe/pricelists/{id}/unarchive: the version the clerk saw (required: 422 without, 409 when it moved). */
export const unarchivePricelistSchema = z.object({ version: editVersionField });
