// A push service for tests: a local HTTP endpoint that records what the server sends, and a
// browser's side of a subscription (its keys) that decrypts the messages as a browser would
// (RFC 8291 message encryption, RFC 8188 aes128gcm content coding, RFC 8292 VAPID).
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys a browser makes for a subscription; the private one never leaves it. */
export interface DeviceKeys {
  /** As PushSubscription.toJSON() gives them (base64url). */
  keys: { p256dh: string; auth: string };
  /** Decrypts an aes128gcm push message body sent to this device. */
  decrypt(body: Uint8Array): string;
}

export function createDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) =>
      decryptPushMessage(Buffer.from(body), {
        computeSecret: (senderKey) => ecdh.computeSecret(senderKey),
        publicKey,
        authSecret,
      }),
  };
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: one or more records, the last one marked. */
export function decryptPushMessage(
  body: Buffer,
  device: {
    computeSecret: (senderPublicKey: Buffer) => Buffer;
    publicKey: Buffer;
    authSecret: Buffer;
  },
): string {
  // header: salt (16) | record size (uint32) | key id length (1) | key id (the sender's public key)
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`unexpected key id length ${keyIdLength}`);

  const hkdf = (ikm: Buffer, hkdfSalt: Buffer, info: Buffer, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, hkdfSalt, info, length));
  const ecdhSecret = device.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.publicKey,
    senderPublicKey,
  ]);
  const ikm = hkdf(ecdhSecret, device.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < ciphertext.length; sequence++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    offset += record.length;
    const nonce = Buffer.from(baseNonce);
    // the record's sequence number XOR the nonce's last bytes (records here are few)
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // the content, a delimiter (2 for the last record, 1 otherwise), then zero padding
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const delimiter = plain[end];
    const isLast = offset >= ciphertext.length;
    if (delimiter !== (isLast ? 2 : 1)) throw new Error('bad record delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

/** Checks a `vapid t=<JWT>, k=<public key>` header (RFC 8292): the ES256 signature, and its claims. */
export function verifyVapid(authorization: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, publicKey] = [match[1] as string, match[2] as string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('VAPID signature does not verify');
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}

export interface ReceivedPush {
  /** The endpoint's name (the last path segment). */
  name: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** What the service answered (0: nothing, the request hangs). */
  status: number;
}

export interface TestPushService {
  /** The endpoint URL of a device named `name`. */
  endpoint(name: string): string;
  /** From now on, answer pushes to `name` with `status`: 201 by default, 410 gone, 0 never. */
  answer(name: string, status: number): void;
  received: ReceivedPush[];
  /** The next push for `name` not yet taken, waiting for it to arrive. */
  next(name: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const waiters: { name: string; resolve: (push: ReceivedPush) => void }[] = [];
  const taken = new Set<ReceivedPush>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url?.split('/').pop() ?? '');
      const status = answers.get(name) ?? 201;
      const push = { name, headers: request.headers, body: Buffer.concat(chunks), status };
      received.push(push);
      if (status !== 0) response.writeHead(status).end();
      const waiter = waiters.findIndex((item) => item.name === name);
      if (waiter >= 0) {
        taken.add(push);
        waiters.splice(waiter, 1)[0]?.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: (name) => `http://127.0.0.1:${port}/push/${encodeURIComponent(name)}`,
    answer: (name, status) => void answers.set(name, status),
    received,
    next(name, timeoutMs = 5_000) {
      const waiting = received.find((push) => push.name === name && !taken.has(push));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no push for ${name} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          name,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
