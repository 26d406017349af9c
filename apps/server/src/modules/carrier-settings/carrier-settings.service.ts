/**
 * The carrier's settings the rate card carries: the terms text printed at the
 * foot of every page and the logo (PNG or JPEG, at most LOGO_MAX_BYTES and LOGO_MAX_PIXELS, stored re-encoded).
 */
import {
  LOGO_MAX_BYTES,
  QUOTE_RETENTION_MONTHS_DEFAULT,
  type ApprovalMode,
  type CarrierSettingsAnswer,
  type CarrierSettingsBody,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { updateRecord, type InTransaction } from '../../lib/update-record';
import type { Seams } from '../../seams';
import { AppError, english } from '../../errors';
import type { Requester } from '../../http/context';
import { findCarrier, lockCarrier, setCarrierLanguage } from '../carriers';
import { recordCallerEvent } from '../security-events';
import { findCarrierLogo, findCarrierSettings, removeLogo, saveLogo, saveSettingsTexts } from './carrier-settings.repository';
import { reencodeLogo } from './logo-image';

export type CarrierSettingsDeps = Pick<Seams, 'db' | 'changePricing'>;

/** GET /fe/carrier_settings: the name, the terms ('' until saved) and the logo's facts. */
export function getCarrierSettings(deps: CarrierSettingsDeps, carrierId: number): Promise<CarrierSettingsAnswer> {
  return readCarrierSettings(deps.db, carrierId);
}

/** The settings as GET answers them, read through `db` (a transaction reads its own writes); 404 without the carrier. */
async function readCarrierSettings(db: Db, carrierId: number): Promise<CarrierSettingsAnswer> {
  const [carrier, settings] = await Promise.all([findCarrier(db, carrierId), findCarrierSettings(db, carrierId)]);
  if (!carrier) throw AppError.notFound();
  return {
    name: carrier.name,
    terms: settings?.terms ?? '',
    address: settings?.address ?? '',
    vat_id: settings?.vat_id ?? '',
    quote_retention_months: settings?.quote_retention_months ?? QUOTE_RETENTION_MONTHS_DEFAULT,
    language: carrier.language,
    road_factor: settings?.road_factor === null || settings?.road_factor === undefined ? null : Number(settings.road_factor),
    approvals: settings?.approvals ?? 'off',
    logo:
      settings?.logo_content_type && settings.logo_bytes !== null && settings.logo_updated_at
        ? {
            content_type: settings.logo_content_type,
            bytes: settings.logo_bytes,
            updated_at: new Date(settings.logo_updated_at).toISOString(),
          }
        : null,
  };
}

/**
 * PUT /fe/carrier_settings: saves the fields given (terms, address, VAT id, quote retention, the
 * carrier's language), keeps the others; answers the settings.
 */
export function setCarrierSettings(deps: CarrierSettingsDeps, carrierId: number, body: CarrierSettingsBody, requester: Requester) {
  // The road factor prices distances: a save that gives it drops the compiled carrier (changePricing), as a pricing record's does.
  const transaction: InTransaction =
    body.road_factor === undefined ? (work) => deps.db.transaction().execute(work) : (work) => deps.changePricing(carrierId, work);
  return updateRecord(transaction, {
    // The carrier's row locked: two saves at once log what each changed from the other's result.
    lock: async (tx) => {
      const carrier = (await lockCarrier(tx, carrierId)) && (await findCarrier(tx, carrierId));
      return carrier && { carrier, before: await findCarrierSettings(tx, carrierId) };
    },
    write: (tx, stored) => writeSettings(tx, carrierId, stored, body, requester),
    answer: (tx) => readCarrierSettings(tx, carrierId),
  });
}

type StoredSettings = {
  carrier: NonNullable<Awaited<ReturnType<typeof findCarrier>>>;
  before: Awaited<ReturnType<typeof findCarrierSettings>>;
};

/** Saves the fields given, keeps the others, and logs what changed. */
async function writeSettings(tx: Db, carrierId: number, stored: StoredSettings, body: CarrierSettingsBody, requester: Requester) {
  assertMaySetApprovals(stored.before?.approvals ?? 'off', body.approvals, requester);
  const changed = await writeSettingsTexts(tx, carrierId, stored.before, body);
  // The language is the carrier's own column (migration 0040), beside its country and time zone.
  const language = { was: stored.carrier.language, now: body.language ?? stored.carrier.language };
  if (language.now !== language.was) {
    await setCarrierLanguage(tx, carrierId, language.now);
    changed.push(`language ${language.was} -> ${language.now}`);
  }
  if (changed.length) {
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'settings_changed',
      subject: english('errors.carrierSettings.log.rateCard'),
      detail: english('errors.carrierSettings.log.changed', { changes: changed.join(', ') }),
    });
  }
}

/**
 * Turning approvals on or off is the approvers' own decision: a clerk with the settings but without
 * approvals write could otherwise switch the second person off before a save (403).
 */
function assertMaySetApprovals(was: ApprovalMode, wanted: ApprovalMode | undefined, requester: Requester) {
  if (wanted === undefined || wanted === was) return;
  const { auth } = requester;
  if (!auth.isAdmin && auth.permissions.approvals !== 'write') throw AppError.forbidden(english('errors.approvals.settingNeedsWrite'));
}

/** Saves the texts given (and the quotes' retention), keeps the others; answers what changed, in words. */
async function writeSettingsTexts(
  tx: Db,
  carrierId: number,
  before: StoredSettings['before'],
  body: CarrierSettingsBody,
): Promise<string[]> {
  const was = {
    terms: before?.terms ?? '',
    address: before?.address ?? '',
    vat_id: before?.vat_id ?? '',
    quote_retention_months: before?.quote_retention_months ?? QUOTE_RETENTION_MONTHS_DEFAULT,
    road_factor: before?.road_factor ?? null,
    approvals: before?.approvals ?? 'off',
  };
  // Numeric text as the column gives it back (1.25 -> '1.250'), so an unchanged factor is not logged as changed.
  const roadFactor =
    body.road_factor === undefined ? was.road_factor : body.road_factor === null ? null : Number(body.road_factor).toFixed(3);
  const texts = {
    terms: body.terms ?? was.terms,
    address: body.address ?? was.address,
    vat_id: body.vat_id ?? was.vat_id,
    quote_retention_months: body.quote_retention_months ?? was.quote_retention_months,
    road_factor: roadFactor,
    approvals: body.approvals ?? was.approvals,
  };
  await saveSettingsTexts(tx, carrierId, texts);
  const changed = [
    texts.terms !== was.terms ? 'terms' : '',
    texts.address !== was.address ? 'address' : '',
    texts.vat_id !== was.vat_id ? 'VAT ID' : '',
    texts.quote_retention_months !== was.quote_retention_months
      ? `quote retention ${was.quote_retention_months} -> ${texts.quote_retention_months} months`
      : '',
    texts.road_factor !== was.road_factor ? `road factor ${was.road_factor ?? 'default'} -> ${texts.road_factor ?? 'default'}` : '',
    texts.approvals !== was.approvals ? `approvals ${was.approvals} -> ${texts.approvals}` : '',
  ].filter(Boolean);
  return changed;
}

/**
 * PUT /fe/carrier_settings/logo: replaces the logo with an uploaded PNG or JPEG, decoded and encoded
 * again (only its pixels are kept: logo-image.ts); answers the settings.
 */
export async function uploadCarrierLogo(deps: CarrierSettingsDeps, carrierId: number, content: Buffer, requester: Requester) {
  if (content.length > LOGO_MAX_BYTES)
    throw new AppError('TOO_LARGE', english('errors.http.upload.logo.tooLarge', { bound: `${LOGO_MAX_BYTES / 1024} KB` }));
  const logo = await reencodeLogo(content);
  await deps.db.transaction().execute(async (tx) => {
    await saveLogo(tx, carrierId, logo);
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'settings_changed',
      subject: english('errors.carrierSettings.log.rateCard'),
      detail: english('errors.carrierSettings.log.logoUploaded'),
    });
  });
  return getCarrierSettings(deps, carrierId);
}

/** GET /fe/carrier_settings/logo: the image and its type; 404 when there is none. */
export async function carrierLogo(deps: CarrierSettingsDeps, carrierId: number) {
  const logo = await findCarrierLogo(deps.db, carrierId);
  if (!logo) throw AppError.notFound(english('errors.carrierSettings.noLogo'));
  return logo;
}

/** DELETE /fe/carrier_settings/logo: 404 when there is none. */
export async function removeCarrierLogo(deps: CarrierSettingsDeps, carrierId: number, requester: Requester): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    if (!(await removeLogo(tx, carrierId))) throw AppError.notFound(english('errors.carrierSettings.noLogo'));
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'settings_changed',
      subject: english('errors.carrierSettings.log.rateCard'),
      detail: english('errors.carrierSettings.log.logoRemoved'),
    });
  });
}
