/**
 * The carrier's settings the rate card carries (issue 28 item 2): the terms text printed at the
 * foot of every page and the logo (PNG or JPEG, at most LOGO_MAX_BYTES, judged by its bytes).
 */
import { LOGO_MAX_BYTES, type CarrierSettingsAnswer, type CarrierSettingsBody } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { Requester } from '../../http/context';
import { findCarrier } from '../carriers/carriers.repository';
import { recordCallerEvent } from '../security-events/security-events.service';
import { findCarrierLogo, findCarrierSettings, removeLogo, saveLogo, saveTerms } from './carrier-settings.repository';

export type CarrierSettingsDeps = Pick<AppDeps, 'db'>;

/** GET /fe/carrier_settings: the name, the terms ('' until saved) and the logo's facts. */
export async function getCarrierSettings(deps: CarrierSettingsDeps, carrierId: number): Promise<CarrierSettingsAnswer> {
  const [carrier, settings] = await Promise.all([findCarrier(deps.db, carrierId), findCarrierSettings(deps.db, carrierId)]);
  if (!carrier) throw AppError.notFound();
  return {
    name: carrier.name,
    terms: settings?.terms ?? '',
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

/** PUT /fe/carrier_settings: saves the terms; answers the settings. */
export async function setCarrierSettings(deps: CarrierSettingsDeps, carrierId: number, body: CarrierSettingsBody, requester: Requester) {
  const terms = body.terms.trim();
  await deps.db.transaction().execute(async (tx) => {
    const before = await findCarrierSettings(tx, carrierId);
    await saveTerms(tx, carrierId, terms);
    if ((before?.terms ?? '') !== terms) {
      await recordCallerEvent(tx, requester, { carrierId, kind: 'settings_changed', subject: 'Rate card', detail: 'terms changed' });
    }
  });
  return getCarrierSettings(deps, carrierId);
}

/** The image type of a file by its first bytes (its magic number): PNG or JPEG, else null. */
export function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** PUT /fe/carrier_settings/logo: replaces the logo with an uploaded PNG or JPEG; answers the settings. */
export async function uploadCarrierLogo(deps: CarrierSettingsDeps, carrierId: number, content: Buffer) {
  if (content.length > LOGO_MAX_BYTES) throw new AppError('TOO_LARGE', `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB`);
  const type = imageType(content);
  if (!type) throw AppError.invalid('The logo must be a PNG or JPEG image', { file: 'must be a PNG or JPEG image' });
  await saveLogo(deps.db, carrierId, { content, content_type: type });
  return getCarrierSettings(deps, carrierId);
}

/** GET /fe/carrier_settings/logo: the image and its type; 404 when there is none. */
export async function carrierLogo(deps: CarrierSettingsDeps, carrierId: number) {
  const logo = await findCarrierLogo(deps.db, carrierId);
  if (!logo) throw AppError.notFound('There is no logo');
  return logo;
}

/** DELETE /fe/carrier_settings/logo: 404 when there is none. */
export async function removeCarrierLogo(deps: CarrierSettingsDeps, carrierId: number, requester: Requester): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    if (!(await removeLogo(tx, carrierId))) throw AppError.notFound('There is no logo');
    await recordCallerEvent(tx, requester, { carrierId, kind: 'settings_changed', subject: 'Rate card', detail: 'logo removed' });
  });
}
