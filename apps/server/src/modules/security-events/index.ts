/** What other modules may use of security-events: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { securityEventsRetention } from './security-events-retention';
export { listPartnerRevocations, recordSecurityEvent } from './security-events.repository';
export type { NewSecurityEvent } from './security-events.repository';
export { actorOf, joinDetail, recordCallerEvent, recordExport } from './security-events.service';
