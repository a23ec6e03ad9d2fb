import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'secret-secret';
const NOW = 1_000;
const token = signAccessToken({ sub: 7, scope: 'player', sid: 'family', exp: 2_000 }, SECRET);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same signature bytes spelled differently: the unused low bits of the last character set. */
function respelledSignature(text: string): string {
  const last = text.at(-1) as string;
  return `${text.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(last) ^ 1]}`;
}

describe('access token parsing', () => {
  it('accepts the token exactly as signed', () => {
    expect(verifyAccessToken(token, SECRET, NOW)).toMatchObject({ sub: 7, sid: 'family' });
  });

  it('refuses a fourth segment or anything after the signature', () => {
    for (const variant of [`${token}.x`, `${token}.`, `${token}x`, `${token}=`, `${token}..`]) {
      expect(verifyAccessToken(variant, SECRET, NOW), variant).toBeNull();
    }
  });

  it('refuses another spelling of the same signature bytes', () => {
    const respelled = respelledSignature(token);
    expect(respelled).not.toBe(token);
    const [, , signature] = token.split('.');
    const [, , other] = respelled.split('.');
    expect(Buffer.from(other as string, 'base64url')).toEqual(
      Buffer.from(signature as string, 'base64url'),
    );
    expect(verifyAccessToken(respelled, SECRET, NOW)).toBeNull();
  });

  it('refuses whitespace and characters outside base64url anywhere', () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    for (const variant of [
      ` ${token}`,
      `${token} `,
      `${token}\n`,
      `${header}.${payload}.${signature.slice(0, 10)} ${signature.slice(10)}`,
      `${header}.${payload}.${signature.replace(/-/g, '+').replace(/_/g, '/')}+`,
      `${header}=.${payload}.${signature}`,
    ]) {
      expect(verifyAccessToken(variant, SECRET, NOW), JSON.stringify(variant)).toBeNull();
    }
  });
});
