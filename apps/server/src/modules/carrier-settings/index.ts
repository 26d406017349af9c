/** What other modules may use of carrier-settings: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findApprovalMode, findCarrierLogo, findCarrierSettings, findRoadFactor, quoteRetentions } from './carrier-settings.repository';
