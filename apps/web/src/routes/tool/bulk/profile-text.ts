/**
 * A shipment profile or a recorded shipment row in words, in the current language: '2 x EUR pallet,
 * 800 kg', '2 × EUR-alus, 800 kg' (the domain's profileLabel, its type named by the calculator's words).
 */
import type { Translate } from '@freight/domain';
import { formatNumber } from '../../../lib/format';
import { typeName } from '../calculator-words';

export function profileText(
  t: Translate,
  profile: { quantity: number | string; type: string; weight: number | string | null | undefined },
): string {
  const { weight: sent } = profile;
  const weight = typeof sent === 'number' ? formatNumber(sent, 3) : sent;
  const values = { quantity: String(profile.quantity), type: typeName(t, profile.type) };
  return weight === null || weight === undefined || weight === ''
    ? t('tools.profile', values)
    : t('tools.profile.weight', { ...values, weight });
}
