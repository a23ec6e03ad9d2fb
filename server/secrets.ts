import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from './config';
import { generateTestnetAccountKey } from './modules/wallet/bitcoin';

export interface Secrets {
  tokenSecret: string;
  processorCallbackSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  depositXpub: string;
  adminPassword: string;
}

type StoredSecrets = Partial<Secrets>;

/**
 * Secrets from the environment, else from DATA_DIR/secrets.json, else generated once and kept
 * there (mode 0600). A mainnet deposit key is never generated: it must be configured.
 */
export async function loadSecrets(
  config: Config,
): Promise<{ secrets: Secrets; generated: string[] }> {
  const file = join(config.DATA_DIR, 'secrets.json');
  const stored = await readStored(file);
  const generated: string[] = [];
  const pick = <K extends keyof Secrets>(
    key: K,
    fromEnv: string | undefined,
    make: () => string,
  ): string => {
    if (fromEnv) return fromEnv;
    const existing = stored[key];
    if (existing) return existing;
    generated.push(key);
    stored[key] = make();
    return stored[key] as string;
  };
  if (config.BITCOIN_NETWORK === 'bitcoin' && !config.DEPOSIT_XPUB) {
    throw new Error('DEPOSIT_XPUB must be set when BITCOIN_NETWORK=bitcoin');
  }
  let vapid: { publicKey: string; privateKey: string } | undefined;
  const makeVapid = () => (vapid ??= webpush.generateVAPIDKeys());
  const secrets: Secrets = {
    tokenSecret: pick('tokenSecret', config.TOKEN_SECRET, () =>
      randomBytes(48).toString('base64url'),
    ),
    processorCallbackSecret: pick('processorCallbackSecret', config.PROCESSOR_CALLBACK_SECRET, () =>
      randomBytes(32).toString('hex'),
    ),
    vapidPublicKey: pick('vapidPublicKey', config.VAPID_PUBLIC_KEY, () => makeVapid().publicKey),
    vapidPrivateKey: pick(
      'vapidPrivateKey',
      config.VAPID_PRIVATE_KEY,
      () => makeVapid().privateKey,
    ),
    depositXpub: pick('depositXpub', config.DEPOSIT_XPUB, generateTestnetAccountKey),
    adminPassword: pick('adminPassword', config.ADMIN_PASSWORD, () =>
      randomBytes(12).toString('base64url'),
    ),
  };
  if (generated.length > 0) {
    await mkdir(config.DATA_DIR, { recursive: true });
    // write then rename, so an interrupted start never leaves a half-written file
    await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }
  return { secrets, generated };
}

async function readStored(file: string): Promise<StoredSecrets> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
