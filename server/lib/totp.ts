// Time-based one-time codes (RFC 6238: HMAC-SHA1, six digits, 30-second steps), through the
// otpauth library, for staff (always) and players (two-factor, when they turn it on). A code is matched against the step of now and one either side (a phone's clock
// a little off); which step matched is returned so the caller can refuse that step again.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Steps accepted either side of now's. */
const DRIFT_STEPS = 1;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secret: string, username: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/** The time step `code` belongs to (within the drift allowed around `now`), or null. */
/** `now` is the server's clock (ms): the one AppDeps holds, which a test moves on. */
export function matchTotpStep(secret: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: now,
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code of `secret` at `now` (tests, and scripts that sign in as staff). */
export function totpCodeAt(secret: string, now: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: now,
  });
}
