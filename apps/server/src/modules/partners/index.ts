/** What other modules may use of partners: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { partnerToken } from './partner-tokens';
export {
  bumpPartnersVersion,
  findPartner,
  findPartnerRecord,
  findPartnerRecords,
  listAllTokenNonces,
  partnerOptions,
  pricesForPartner,
  setTokenHash,
} from './partners.repository';
export { getPartner, partnerByToken, partnerForCalculator, partnerLanguage, resetPartnerToken } from './partners.service';
export { readerLanguage } from './reader-language';
export { PartnerTokenCache, announcePartnerChanges } from './token-cache';
export type { PartnersSeam } from './token-cache';
