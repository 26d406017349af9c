/** What other modules may use of carrier-settings: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findCarrierLogo, findCarrierSettings, quoteRetentions } from './carrier-settings.repository';
