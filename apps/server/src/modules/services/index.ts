/** What other modules may use of services: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findService, serviceOptions } from './services.repository';
