import { sql } from 'kysely';
import type { ApprovalMode } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';

/** The carrier's rate card settings without the logo's bytes; undefined: never saved. */
export function findCarrierSettings(db: Db, carrierId: number) {
  return db
    .selectFrom('carrier_settings')
    .select([
      'terms',
      'address',
      'vat_id',
      'quote_retention_months',
      'road_factor',
      'approvals',
      'logo_content_type',
      'logo_bytes',
      'logo_updated_at',
    ])
    .where(ownedBy(carrierId, 'carrier_settings'))
    .executeTakeFirst();
}

/** The carrier's logo (GET /fe/carrier_settings/logo, the portal's, the PDF's); null: none uploaded. */
export async function findCarrierLogo(db: Db, carrierId: number): Promise<{ content: Buffer; content_type: string } | null> {
  const row = await db
    .selectFrom('carrier_settings')
    .select(['logo', 'logo_content_type'])
    .where(ownedBy(carrierId, 'carrier_settings'))
    .executeTakeFirst();
  if (!row?.logo || !row.logo_content_type) return null;
  return { content: Buffer.from(row.logo), content_type: row.logo_content_type };
}

/** Saves the texts of the settings (terms, address, VAT id), the quotes' retention and the road factor; the row made on the first save. */
export async function saveSettingsTexts(
  db: Db,
  carrierId: number,
  texts: {
    terms: string;
    address: string;
    vat_id: string;
    quote_retention_months: number;
    road_factor: string | null;
    approvals: ApprovalMode;
  },
) {
  await db
    .insertInto('carrier_settings')
    .values({ carrier_id: carrierId, ...texts, updated_at: sql`now()` })
    .onConflict((oc) => oc.column('carrier_id').doUpdateSet({ ...texts, updated_at: sql`now()` }))
    .execute();
}

/** Replaces the logo (the row made on the first save). */
export async function saveLogo(db: Db, carrierId: number, logo: { content: Buffer; content_type: string }) {
  const values = {
    logo: logo.content,
    logo_content_type: logo.content_type,
    logo_bytes: logo.content.length,
    logo_updated_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('carrier_settings')
    .values({ carrier_id: carrierId, ...values })
    .onConflict((oc) => oc.column('carrier_id').doUpdateSet(values))
    .execute();
}

/** Removes the logo; answers whether there was one. */
export async function removeLogo(db: Db, carrierId: number): Promise<boolean> {
  const result = await db
    .updateTable('carrier_settings')
    .set({ logo: null, logo_content_type: null, logo_bytes: null, logo_updated_at: null, updated_at: sql<Date>`now()` })
    .where(ownedBy(carrierId, 'carrier_settings'))
    .where('logo', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Every carrier's quote retention in months (its setting, or `fallback` where it never saved one):
 * what the daily quote job prunes by.
 */
export async function quoteRetentions(db: Db, fallback: number): Promise<{ carrier_id: number; months: number }[]> {
  return db
    .selectFrom('carriers')
    .leftJoin('carrier_settings', 'carrier_settings.carrier_id', 'carriers.id')
    .select(['carriers.id as carrier_id', sql<number>`coalesce(carrier_settings.quote_retention_months, ${fallback})::int`.as('months')])
    .orderBy('carriers.id')
    .execute();
}

/** The carrier's road factor as stored (numeric text), or null: none set, the default applies. */
export async function findRoadFactor(db: Db, carrierId: number): Promise<string | null> {
  const row = await db
    .selectFrom('carrier_settings')
    .select('road_factor')
    .where(ownedBy(carrierId, 'carrier_settings'))
    .executeTakeFirst();
  return row?.road_factor ?? null;
}

/** Whose saves wait for a second person in the carrier: off until set. */
export async function findApprovalMode(db: Db, carrierId: number): Promise<ApprovalMode> {
  const row = await db.selectFrom('carrier_settings').select('approvals').where(ownedBy(carrierId, 'carrier_settings')).executeTakeFirst();
  return row?.approvals ?? 'off';
}
