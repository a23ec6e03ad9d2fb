// What the benchmarks' servers share: a fresh database, secrets made up for the run, and funded
// players with a real session each (every authenticated call checks its token's session).
import { randomBytes } from 'node:crypto';
import { migrate, openPglite, type Database } from '../../server/db/database';
import type { Secrets } from '../../server/secrets';
import { createTemporaryDatabase } from '../../server/testing/temporary-database';
import { createSession } from '../../server/modules/identity/auth/sessions';
import { signAccessToken } from '../../server/modules/identity/auth/tokens';
import { generateTestnetAccountKey } from '../../server/modules/wallet/bitcoin';
import {
  getPlayerAccountId,
  getSystemAccountId,
  openPlayerAccounts,
  transfer,
} from '../../server/modules/wallet/ledger';
import { insertPlayer } from '../../server/modules/identity/players/repository';

/** PGlite in memory, or a temporary database on the PostgreSQL server at `databaseUrl`; migrated. */
export async function openBenchDatabase(
  databaseUrl: string | undefined,
): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  const opened = databaseUrl
    ? await createTemporaryDatabase(databaseUrl, 'casino_bench')
    : { db: await openPglite(), drop: async () => undefined };
  await migrate(opened.db);
  return opened;
}

export function benchSecrets(): Secrets {
  return {
    tokenSecret: randomBytes(32).toString('hex'),
    processorCallbackSecret: 'x'.repeat(32),
    vapidPublicKey: '',
    vapidPrivateKey: '',
    depositXpub: generateTestnetAccountKey(),
    adminPassword: 'bench-admin-password',
  };
}

/** A player with `satoshis` deposited and an access token of a live session. */
export async function createFundedPlayer(
  db: Database,
  secrets: Secrets,
  username: string,
  satoshis: bigint,
): Promise<{ playerId: number; token: string }> {
  const playerId = await db.transaction(async (tx) => {
    const id = (await insertPlayer(tx, {
      username,
      passwordHash: 'not-used',
      email: `${username}@example.com`,
      first_name: 'B',
      last_name: 'B',
      birthday: '1990-01-01',
      gender: 'male',
      address: 'a',
      city: 'c',
      postal_code: 'p',
      country: 'ES',
      phone_number: '+34600000000',
      interface_local: 'es',
      notify_newletter: false,
      promo_code: null,
      referral_code: null,
    })) as number;
    await openPlayerAccounts(tx, id);
    await transfer(
      tx,
      'deposit',
      `bench:${username}`,
      await getSystemAccountId(tx, 'system:deposits'),
      await getPlayerAccountId(tx, id, 'cash'),
      satoshis,
    );
    return id;
  });
  const { family } = await createSession(db, playerId, 1, new Date());
  const token = signAccessToken(
    { sub: playerId, scope: 'player', sid: family, exp: Math.floor(Date.now() / 1000) + 3600 },
    secrets.tokenSecret,
  );
  return { playerId, token };
}
