/** What other modules may use of partners: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findPartner, findPartnerRecord, findPartnerRecords, partnerOptions, pricesForPartner } from './partners.repository';
export { getPartner, partnerForCalculator, resetPartnerToken } from './partners.service';
export type { PartnersSeam } from './token-cache';
