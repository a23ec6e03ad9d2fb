import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTotpSecret, matchTotpStep, totpCodeAt, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890"; the RFC's codes
// have eight digits, of which a six-digit code is the last six.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP codes', () => {
  it.each(RFC_VECTORS)('match RFC 6238 at %i s', (seconds, code) => {
    const eightDigits = TOTP.generate({
      secret: Secret.fromBase32(RFC_SECRET),
      digits: 8,
      timestamp: seconds * 1000,
    });
    expect(eightDigits).toBe(code);
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
    expect(matchTotpStep(RFC_SECRET, code.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the step either side of now and refuses two steps away', () => {
    const secret = createTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    const twoAway = totpCodeAt(secret, now - 60_000);
    const nearby = [-1, 0, 1].map((shift) => totpCodeAt(secret, now + shift * 30_000));
    if (!nearby.includes(twoAway)) expect(matchTotpStep(secret, twoAway, now)).toBeNull();
  });

  it('gives an otpauth URI an authenticator app reads', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'ana', 'Casino');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*ana\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('period=30');
    expect(uri).toContain('issuer=Casino');
  });
});
