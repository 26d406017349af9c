/**
 * The glossary's terms in Estonian and Finnish: the words the region's carriers use in their own
 * price lists and conditions (docs/languages.md lists the sources). Every catalog message that says
 * a term in English says it with these words in the other language (i18n.test.ts checks it by the
 * stems, which every inflected form contains: "hinnakir" in hinnakiri, hinnakirja, hinnakirjad).
 */
import type { TermKey } from '../glossary/glossary';
import type { Language } from './languages';

export interface TermWords {
  readonly singular: string;
  readonly plural: string;
  /** What every form of the word contains (lower case): the check of the catalogs. */
  readonly stems: readonly string[];
}

export const TERMS: Record<Exclude<Language, 'en'>, Record<TermKey, TermWords>> = {
  et: {
    pricelist: { singular: 'hinnakiri', plural: 'hinnakirjad', stems: ['hinnakir'] },
    generalPricelist: { singular: 'üldhinnakiri', plural: 'üldhinnakirjad', stems: ['üldhinnakir'] },
    fareGroup: { singular: 'hinnatabel', plural: 'hinnatabelid', stems: ['hinnatabel'] },
    zoneRow: { singular: 'tsoonirida', plural: 'tsooniread', stems: ['tsoonir'] },
    break: { singular: 'kaalugrupp', plural: 'kaalugrupid', stems: ['kaalugrup'] },
    zone: { singular: 'tsoon', plural: 'tsoonid', stems: ['tsoon'] },
    area: { singular: 'sihtnumbripiirkond', plural: 'sihtnumbripiirkonnad', stems: ['sihtnumbripiirkon'] },
    transit: { singular: 'veoaeg', plural: 'veoajad', stems: ['veoaeg', 'veoaja'] },
    service: { singular: 'teenus', plural: 'teenused', stems: ['teenus'] },
    partner: { singular: 'partner', plural: 'partnerid', stems: ['partner'] },
    surcharge: { singular: 'lisatasu', plural: 'lisatasud', stems: ['lisatasu'] },
    condition: { singular: 'tingimus', plural: 'tingimused', stems: ['tingimus'] },
    payableWeight: { singular: 'arvestuslik kaal', plural: 'arvestuslikud kaalud', stems: ['arvestuslik'] },
    ldm: { singular: 'LDM', plural: 'LDM', stems: ['ldm'] },
    cbm: { singular: 'm³', plural: 'm³', stems: ['m³'] },
    quote: { singular: 'hinnapakkumine', plural: 'hinnapakkumised', stems: ['hinnapakkumi'] },
    booking: { singular: 'broneering', plural: 'broneeringud', stems: ['broneering'] },
    budget: { singular: 'eelarve', plural: 'eelarved', stems: ['eelarve'] },
    tender: { singular: 'hange', plural: 'hanked', stems: ['hange', 'hanke', 'hanki'] },
    version: { singular: 'versioon', plural: 'versioonid', stems: ['versioon'] },
    backtest: { singular: 'tagasiarvutus', plural: 'tagasiarvutused', stems: ['tagasiarvutus'] },
    exchangeRate: { singular: 'valuutakurss', plural: 'valuutakursid', stems: ['valuutakurs'] },
  },
  fi: {
    pricelist: { singular: 'hinnasto', plural: 'hinnastot', stems: ['hinnasto'] },
    generalPricelist: { singular: 'yleishinnasto', plural: 'yleishinnastot', stems: ['yleishinnasto'] },
    fareGroup: { singular: 'hintataulukko', plural: 'hintataulukot', stems: ['hintatauluk'] },
    zoneRow: { singular: 'vyöhykerivi', plural: 'vyöhykerivit', stems: ['vyöhykeriv'] },
    break: { singular: 'hintaporras', plural: 'hintaportaat', stems: ['hintapor'] },
    zone: { singular: 'vyöhyke', plural: 'vyöhykkeet', stems: ['vyöhyke', 'vyöhykk'] },
    area: { singular: 'postinumeroalue', plural: 'postinumeroalueet', stems: ['postinumeroalue'] },
    transit: { singular: 'kuljetusaika', plural: 'kuljetusajat', stems: ['kuljetusai', 'kuljetusaj'] },
    service: { singular: 'palvelu', plural: 'palvelut', stems: ['palvelu'] },
    partner: { singular: 'kumppani', plural: 'kumppanit', stems: ['kumppan'] },
    surcharge: { singular: 'lisämaksu', plural: 'lisämaksut', stems: ['lisämaks'] },
    condition: { singular: 'ehto', plural: 'ehdot', stems: ['ehto', 'ehdo', 'ehtoj'] },
    payableWeight: { singular: 'rahdituspaino', plural: 'rahdituspainot', stems: ['rahdituspaino'] },
    ldm: { singular: 'lvm', plural: 'lvm', stems: ['lvm'] },
    cbm: { singular: 'm³', plural: 'm³', stems: ['m³'] },
    quote: { singular: 'tarjous', plural: 'tarjoukset', stems: ['tarjous', 'tarjouk'] },
    booking: { singular: 'varaus', plural: 'varaukset', stems: ['varaus', 'varauk'] },
    budget: { singular: 'budjetti', plural: 'budjetit', stems: ['budjet'] },
    tender: { singular: 'tarjouskilpailu', plural: 'tarjouskilpailut', stems: ['tarjouskilpailu'] },
    version: { singular: 'versio', plural: 'versiot', stems: ['versio'] },
    backtest: { singular: 'jälkilaskenta', plural: 'jälkilaskennat', stems: ['jälkilasken'] },
    exchangeRate: { singular: 'valuuttakurssi', plural: 'valuuttakurssit', stems: ['valuuttakurss'] },
  },
};
