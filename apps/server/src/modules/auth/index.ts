/** What other modules may use of auth: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findUserByEmail, findUserById } from './auth.repository';
export { loadAuth, mailLanguage, mailTokenLink, newTokenLink, runInBackground } from './auth.service';
export { hashPassword, hashToken } from './secrets';
export type { ThrottlePolicy } from './throttle';
export { reserveAttempt } from './throttle.service';
