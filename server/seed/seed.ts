import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { Logger } from '../logger';
import { hashPassword } from '../modules/identity/auth/passwords';
import { settleRound } from './settled-rounds';
import { insertContent } from '../modules/content/repository';
import { foldForSearch } from '../modules/games/repository';
import { insertPlayer, markEmailVerified } from '../modules/identity/players/repository';
import { insertStaff } from '../modules/identity/staff/repository';
import { applyDepositOutput, getOrCreateDepositAddress } from '../modules/wallet/deposits';
import { openPlayerAccounts } from '../modules/wallet/ledger';
import { requestWithdrawal } from '../modules/wallet/withdrawal-request';
import type { AppDeps } from '../deps';
import {
  GAMES,
  GROUPS,
  HOUSE_LAUNCH_URL,
  PROMO_CODES,
  PROVIDERS,
  SLIDES,
  gameImageUrl,
  providerLogoUrl,
  slideImageUrl,
  slideSlug,
} from './catalogue';
import { demoContent } from './content';

export const DEMO_PLAYER = { username: 'demo', password: 'demo1234' } as const;
export const ADMIN_USERNAME = 'admin';
/** No password hashes to this: argon2 cannot even read it, so every password is refused. */
const UNUSABLE_PASSWORD_HASH = '!reserved for the operator';

/**
 * Reference data every installation needs: payment processors and the operator's staff account
 * (role admin; TOTP is enrolled at its first sign-in). The username is also kept among players by
 * a row that cannot sign in, as on databases whose operator was once a player (0025_staff.sql),
 * so no player can go by the operator's name.
 */
export async function seedEssentials(db: Database, adminPassword: string): Promise<void> {
  await db.query(
    `INSERT INTO payment_processors (slug, name, kind, currency, deposit_enabled, withdrawal_enabled, fields, sort) VALUES
       ('btc', 'Bitcoin', 'crypto', 'BTC', true, true, '{wallet_address,amount,currency}', 0),
       ('card', 'Credit card', 'card', 'EUR', false, false, '{card_holder_name,card_number,month,year,cvv,amount,currency}', 1),
       ('wire', 'Wire transfer', 'wire', 'EUR', false, false,
        '{iban,beneficiary_full_name,swift_bic,beneficiary_bank_name,zip_code,recipient_registration_address,amount,currency}', 2)
     ON CONFLICT (slug) DO NOTHING`,
  );
  const exists = await db.query('SELECT 1 FROM staff WHERE lower(username) = $1', [ADMIN_USERNAME]);
  if (exists.rowCount > 0) return;
  const passwordHash = await hashPassword(adminPassword);
  await db.transaction(async (tx) => {
    await insertStaff(tx, { username: ADMIN_USERNAME, passwordHash, roles: ['admin'] });
    const id = await insertPlayer(tx, {
      username: ADMIN_USERNAME,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      email: 'operator@example.com',
      first_name: 'Casino',
      last_name: 'Operator',
      birthday: '1980-01-01',
      gender: 'male',
      address: '',
      city: '',
      postal_code: '',
      country: '',
      phone_number: '',
      interface_local: 'es',
      notify_newletter: false,
      promo_code: null,
      referral_code: null,
    });
    if (id !== null) {
      await openPlayerAccounts(tx, id);
      await markEmailVerified(tx, id);
    }
  });
}

/** Whether the demo data was seeded (a marker in settings, so a restart never seeds twice). */
async function isDemoSeeded(db: Queryable): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM settings WHERE key = 'demo_seeded'`);
  return rowCount > 0;
}

/** The demo catalogue, content and a demo player with a balance and history, once. */
export async function seedDemo(deps: AppDeps, logger: Logger): Promise<boolean> {
  const { db } = deps;
  if (await isDemoSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    for (const item of demoContent()) await insertContent(tx, item);
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ('country_black_list', '[]'), ('ip_black_list', '[]') ON CONFLICT DO NOTHING`,
    );
    for (const promo of PROMO_CODES) {
      await tx.query(
        'INSERT INTO promo_codes (code, bonus_amount, wager_multiplier) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [promo.code, promo.bonusSatoshis.toString(), promo.wagerMultiplier],
      );
    }
  });
  await seedDemoPlayer(deps);
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('demo_seeded', 'true') ON CONFLICT DO NOTHING`,
  );
  logger.info('demo data seeded', { games: GAMES.length, providers: PROVIDERS.length });
  return true;
}

async function seedCatalogue(tx: Queryable): Promise<void> {
  for (const provider of PROVIDERS) {
    await tx.query(
      'INSERT INTO game_providers (slug, name, launch_url, logo_url, sort) VALUES ($1, $2, $3, $4, $5)',
      [
        provider.slug,
        provider.name,
        HOUSE_LAUNCH_URL,
        providerLogoUrl(provider.slug),
        provider.sort,
      ],
    );
  }
  for (const [index, group] of GROUPS.entries()) {
    await tx.query(
      'INSERT INTO game_groups (slug, name_es, name_en, sort) VALUES ($1, $2, $3, $4)',
      [group.slug, group.es, group.en, index],
    );
  }
  for (const item of GAMES) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO games (slug, name, search_name, provider_id, category, image_url, is_live, is_featured, popularity, created_at)
       VALUES ($1, $2, $3, (SELECT id FROM game_providers WHERE slug = $4), $5, $6, $7, $8, $9, now() - make_interval(days => $10))
       RETURNING id`,
      [
        item.slug,
        item.name,
        foldForSearch(item.name),
        item.provider,
        item.category,
        gameImageUrl(item.slug),
        item.isLive ?? false,
        item.isFeatured ?? false,
        item.popularity,
        item.addedDaysAgo,
      ],
    );
    for (const group of item.groups) {
      await tx.query(
        'INSERT INTO game_group_games (group_id, game_id) SELECT id, $2 FROM game_groups WHERE slug = $1',
        [group, rows[0]?.id],
      );
    }
  }
  // the slides are site content of type 'slider' (the operator edits them as content), one row
  // per slide and language with the wide screens' art and the phones'
  for (const locale of ['es', 'en'] as const) {
    for (const [index, slide] of SLIDES[locale].entries()) {
      await tx.query(
        `INSERT INTO site_content (type, slug, locale, title, body_html, image_url, mobile_image_url, sort,
                                   link_url, link_label)
         VALUES ('slider', $1, $2, $3, '', $4, $5, $6, $7, $8)`,
        [
          slideSlug(index),
          locale,
          slide.title,
          slideImageUrl(locale, false, index),
          slideImageUrl(locale, true, index),
          index,
          slide.link,
          slide.label,
        ],
      );
    }
  }
}

async function seedDemoPlayer(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  const playerId = await db.transaction(async (tx) => {
    const id = await insertPlayer(tx, {
      username: DEMO_PLAYER.username,
      passwordHash,
      email: 'demo@example.com',
      first_name: 'Demo',
      last_name: 'Jugador',
      birthday: '1990-05-17',
      gender: 'male',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28013',
      country: 'ES',
      phone_number: '+34600111222',
      interface_local: 'es',
      notify_newletter: true,
      promo_code: null,
      referral_code: null,
    });
    if (id === null) throw new Error('demo player exists without the demo marker');
    await openPlayerAccounts(tx, id);
    // the demo account withdraws at once: it has no mailbox to open a link from
    await markEmailVerified(tx, id);
    return id;
  });

  const address = await getOrCreateDepositAddress(deps, playerId);
  const day = 86_400_000;
  // two confirmed deposits and one still waiting for confirmations
  for (const [amount, confirmations] of [
    [5_000_000n, 6],
    [2_500_000n, 3],
    [1_000_000n, 1],
  ] as const) {
    await applyDepositOutput(deps, {
      txid: randomBytes(32).toString('hex'),
      vout: 0,
      address,
      amount,
      confirmations,
    });
  }
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM games WHERE slug IN ('dice', 'limbo', 'hi-lo', 'ruleta-europea', 'gold-rush-7s', 'blackjack-21')`,
    );
    for (let index = 0; index < 14; index++) {
      const gameRow = rows[index % rows.length];
      if (!gameRow) break;
      const bet = BigInt(10_000 * (1 + (index % 5)));
      const win = index % 3 === 0 ? bet * 2n : index % 3 === 1 ? 0n : bet / 2n;
      await settleRound(tx, {
        playerId,
        gameId: gameRow.id,
        roundId: `demo-${index}`,
        bet,
        win,
        createdAt: new Date(Date.now() - (index + 1) * day * 0.9),
      });
    }
    const address = deps.depositWallet.addressAt(1_000_000);
    await requestWithdrawal(tx, deps, { playerId, amount: 500_000n, address, proof: {}, ip: '' });
  });
}
