/**
 * The calculator's words that depend on a code: the shipment types' names, the flags' labels, a
 * glossary term said alone (a field's label: 'LDM', 'lvm', 'm³'), and the footprint note, all in the
 * current language (docs/decisions/0021-languages.md).
 */
import {
  capitalise,
  FOOTPRINTS,
  GLOSSARY,
  TERMS,
  SHIPMENT_TYPES,
  SHIPMENT_TYPE_WORDS,
  UNIT_CODES,
  type Language,
  type MessageKey,
  type TermKey,
  type Translate,
} from '@freight/domain';
import { formatNumber } from '../../lib/format';
import { isKeyOf } from '../../lib/narrow';
import { footprintLdmNote, numberOf, type FlagKey, type ShipmentRowValues } from './calculator-form';

/** A shipment type's name: 'EUR pallet', 'EUR-alus', 'EUR-lava'; a code that is no type as it is. */
export function typeName(t: Translate, type: string): string {
  return isKeyOf(SHIPMENT_TYPE_WORDS, type) ? t(SHIPMENT_TYPE_WORDS[type], { form: 'name' }) : type;
}

/** A shipment type with its code, as the type select lists it: 'EUR pallet (EUR)'. */
export function typeLabel(t: Translate, type: string): string {
  return isKeyOf(UNIT_CODES, type) ? `${typeName(t, type)} (${UNIT_CODES[type]})` : type;
}

/**
 * The type select's options in `t`'s language, built when the form is drawn (a list made once when
 * the module loads would keep the language of that moment): 'EUR pallet (EUR)', 'EUR-alus (EUR)'.
 */
export function typeOptions(t: Translate): { value: string; label: string }[] {
  return SHIPMENT_TYPES.map((type) => ({ value: type, label: typeLabel(t, type) }));
}

export const FLAG_LABELS: Record<FlagKey, MessageKey> = {
  adr: 'calculator.flag.adr',
  frigo: 'calculator.flag.frigo',
  tail_lift: 'calculator.flag.tailLift',
  private_person: 'calculator.flag.privatePerson',
  sideloading: 'calculator.flag.sideloading',
};

/**
 * A glossary term alone, as the help page's glossary lists it: 'LDM' / 'LDM' / 'lvm', 'CBM' / 'm³',
 * 'Partner' / 'Kumppani' (capitalised on request). The words are the glossary's (i18n/terms.ts); a
 * screen's label is the catalogs' (field.ldm, field.cbm, common.partner).
 */
export function termWord(language: Language, key: TermKey, capital = false): string {
  const word = language === 'en' ? GLOSSARY[key].singular : TERMS[language][key].singular;
  return capital ? capitalise(word) : word;
}

/**
 * The footprint note of a row (calculator-form's `footprintLdmNote`, whose conditions it keeps) in
 * the current language: 'EUR pallet footprint (120 × 80 cm) sets 0,4 LDM'; null when there is none.
 */
export function footprintNote(t: Translate, row: ShipmentRowValues): string | null {
  const footprint = FOOTPRINTS[row.type];
  const ldm = numberOf(row.ldm);
  if (!footprint || ldm === null || footprintLdmNote(row) === null) return null;
  return t('calculator.footprint', {
    quantity: numberOf(row.quantity) ?? 1,
    type: typeName(t, row.type),
    length: footprint[0],
    width: footprint[1],
    ldm: formatNumber(ldm, 3),
  });
}
