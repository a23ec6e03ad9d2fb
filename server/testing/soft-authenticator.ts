// A software WebAuthn authenticator for tests: the client side of a passkey (what a browser and a
// phone's authenticator do), written with node:crypto so that the server's checks get real
// answers. ES256 keys, 'none' attestation, a signature count it moves on each use.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  signCount: number;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// The little CBOR the attestation object needs: maps, small and negative integers, bytes, text.
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(value, 1);
  return head;
}
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

function flagsByte(userVerified: boolean, attested: boolean): number {
  // UP (user present), UV (user verified), AT (attested credential data)
  return 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
}

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

export interface SoftAuthenticatorOptions {
  /** the page's origin, e.g. http://localhost */
  origin: string;
  /** false: the authenticator answers without verifying the user (no PIN, no biometrics) */
  userVerified?: boolean;
}

/** Answers navigator.credentials.create/get options as a browser with a passkey would. */
export function createSoftAuthenticator(settings: SoftAuthenticatorOptions) {
  const credentials: SoftCredential[] = [];
  const isVerified = () => settings.userVerified !== false;

  function clientData(type: string, challenge: string, origin = settings.origin): string {
    return b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  return {
    credentials,
    set userVerified(value: boolean) {
      settings.userVerified = value;
    },

    /** A new passkey for `options` (of passkey_register_options): the registration response. */
    create(options: CreationOptions, overrides: { origin?: string; rpId?: string } = {}) {
      const rpId = overrides.rpId ?? options.rp.id ?? new URL(settings.origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flagsByte(isVerified(), true)]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const credential: SoftCredential = {
        id: b64url(id),
        rpId,
        userHandle: options.user.id,
        privateKey,
        publicKey,
        signCount: 0,
      };
      credentials.push(credential);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, overrides.origin),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /**
     * An assertion for `options` (of passkey_login_options or passkey_step_up_options) with
     * `credential` (by default the newest one allowed). `signCount` overrides the count sent.
     */
    get(
      options: RequestOptions,
      overrides: { credential?: SoftCredential; origin?: string; signCount?: number } = {},
    ) {
      const allowed = options.allowCredentials?.map((item) => item.id);
      const credential =
        overrides.credential ??
        credentials.filter((item) => !allowed || allowed.includes(item.id)).at(-1);
      if (!credential) throw new Error('no credential for these options');
      credential.signCount += 1;
      const authData = Buffer.concat([
        sha256(options.rpId ?? credential.rpId),
        Buffer.from([flagsByte(isVerified(), false)]),
        counterBytes(overrides.signCount ?? credential.signCount),
      ]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
        credential.privateKey,
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON,
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
