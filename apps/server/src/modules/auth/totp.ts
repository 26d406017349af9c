import { authenticator } from 'otplib';
import QRCode from 'qrcode';

const STEP_SECONDS = 30;
// One 30-second step of clock drift either way is accepted.
authenticator.options = { step: STEP_SECONDS, window: 1, digits: 6 };

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

/** The otpauth:// URI as a QR code data URL, for the authenticator app to scan. */
export function totpQrCode(secret: string, account: string, issuer: string): Promise<string> {
  return QRCode.toDataURL(authenticator.keyuri(account, issuer, secret));
}

/**
 * The time step a code belongs to, or null when it is wrong. The caller refuses a step at or
 * before the last one accepted, so a code cannot be replayed.
 */
export function matchTotpStep(secret: string, code: string): number | null {
  const delta = authenticator.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta;
}

/** The code of a secret at a moment (now by default): tests and the demo use it. */
export function totpCode(secret: string, atMs: number = Date.now()): string {
  return authenticator.clone({ epoch: atMs }).generate(secret);
}
