// Migrations that move data: each is applied to data as it stood before it, on the suite's database.
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../modules/identity/auth/passwords';
import { TEST_DB_KIND } from '../testing/harness';
import { createTemporaryDatabase } from '../testing/temporary-database';
import { migrate, openPglite, type Database } from './database';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** An empty database of the suite's kind, migrated up to (not including) `before`. */
async function databaseBefore(before: string): Promise<Database> {
  let db: Database;
  if (TEST_DB_KIND === 'postgres') {
    const temporary = await createTemporaryDatabase(
      process.env.TEST_DATABASE_URL as string,
      'casino_migration',
      2,
    );
    db = temporary.db;
    close = async () => {
      await db.close();
      await temporary.drop();
    };
  } else {
    db = await openPglite();
    close = () => db.close();
  }
  await migrate(db, { before });
  return db;
}

describe('0025_staff: operators move from players to staff', () => {
  it('makes each admin player a staff admin with the same password, ends their sessions, and leaves their row unusable', async () => {
    const db = await databaseBefore('0025');
    const passwordHash = await hashPassword('operator-password');
    const inserted = await db.query<{ id: number; scope: string }>(
      `INSERT INTO players (username, password_hash, email, first_name, last_name, scope)
       VALUES ('operator', $1, 'op@example.com', 'O', 'P', 'admin'),
              ('someone', $1, 'someone@example.com', 'S', 'O', 'player')
       RETURNING id, scope`,
      [passwordHash],
    );
    const [operator, player] = inserted.rows as [
      (typeof inserted.rows)[0],
      (typeof inserted.rows)[0],
    ];
    await db.query(
      `INSERT INTO sessions (player_id, family, refresh_hash, expires_at)
       VALUES ($1, 'f1', 'h1', now() + interval '1 day'), ($2, 'f2', 'h2', now() + interval '1 day')`,
      [operator.id, player.id],
    );

    expect(await migrate(db)).toContain('0025_staff.sql');

    const staff = await db.query<{ username: string; password_hash: string; roles: string[] }>(
      'SELECT username, password_hash, roles FROM staff',
    );
    expect(staff.rows.map(({ username, roles }) => ({ username, roles }))).toEqual([
      { username: 'operator', roles: ['admin'] },
    ]);
    expect(await verifyPassword(staff.rows[0]?.password_hash ?? '', 'operator-password')).toBe(
      true,
    );

    const players = await db.query<{ id: number; scope: string; password_hash: string }>(
      'SELECT id, scope, password_hash FROM players ORDER BY id',
    );
    expect(players.rows).toMatchObject([
      { scope: 'player', password_hash: '!moved to staff' },
      { scope: 'player', password_hash: passwordHash },
    ]);

    const sessions = await db.query<{ player_id: number; revoked: boolean }>(
      'SELECT player_id, revoked_at IS NOT NULL AS revoked FROM sessions ORDER BY player_id',
    );
    expect(sessions.rows).toEqual([
      { player_id: operator.id, revoked: true },
      { player_id: player.id, revoked: false },
    ]);
    // every migration from the first, and argon2 twice: slow on a loaded machine
  }, 120_000);
});

describe('0031_slider_content: slides become site content of type slider', () => {
  it('pairs each language’s desktop and phone slides by order, keeps hidden ones hidden, and drops site_slider', async () => {
    const db = await databaseBefore('0031');
    await db.query(
      `INSERT INTO site_slider (locale, is_mobile, image_url, title, link, sort, enabled) VALUES
         ('es', false, '/es-d-2.jpg', 'Dos', '/b', 5, true),
         ('es', false, '/es-d-1.jpg', 'Uno', '/a', 1, true),
         ('es', true, '/es-m-1.jpg', 'Uno', '/a', 1, true),
         ('es', true, '/es-m-2.jpg', 'Dos', '/b', 5, false),
         ('en', false, '/en-d-1.jpg', 'One', null, 0, true),
         ('en', true, '/en-m-1.jpg', 'One', null, 0, true),
         ('en', true, '/en-m-2.jpg', 'Phones only', null, 1, true)`,
    );

    expect(await migrate(db)).toContain('0031_slider_content.sql');

    const { rows } = await db.query(
      `SELECT slug, locale, title, body_html, image_url, mobile_image_url, sort, published
         FROM site_content WHERE type = 'slider' ORDER BY locale, slug`,
    );
    expect(rows).toEqual([
      {
        slug: 'slide-1',
        locale: 'en',
        title: 'One',
        body_html: '',
        image_url: '/en-d-1.jpg',
        mobile_image_url: '/en-m-1.jpg',
        sort: 0,
        published: true,
      },
      {
        slug: 'slide-2',
        locale: 'en',
        title: 'Phones only',
        body_html: '',
        image_url: '/en-m-2.jpg',
        mobile_image_url: '/en-m-2.jpg',
        sort: 1,
        published: true,
      },
      {
        slug: 'slide-1',
        locale: 'es',
        title: 'Uno',
        body_html: '',
        image_url: '/es-d-1.jpg',
        mobile_image_url: '/es-m-1.jpg',
        sort: 1,
        published: true,
      },
      {
        slug: 'slide-2',
        locale: 'es',
        title: 'Dos',
        body_html: '',
        image_url: '/es-d-2.jpg',
        mobile_image_url: '/es-m-2.jpg',
        sort: 5,
        published: false,
      },
    ]);
    const table = await db.query(`SELECT to_regclass('site_slider') IS NULL AS gone`);
    expect(table.rows).toEqual([{ gone: true }]);
    await expect(
      db.query(
        `INSERT INTO site_content (type, slug, locale, title, body_html) VALUES ('slider', 'x', 'es', 'x', '')`,
      ),
    ).rejects.toThrow();
  });
});

describe('0034_email_verification: players who exist count as verified', () => {
  it('marks every existing player verified; a player registered after it starts unverified', async () => {
    const db = await databaseBefore('0034');
    await db.query(
      `INSERT INTO players (username, password_hash, email, first_name, last_name)
       VALUES ('earlier', 'x', 'earlier@example.com', 'E', 'A')`,
    );
    expect(await migrate(db)).toContain('0034_email_verification.sql');
    await db.query(
      `INSERT INTO players (username, password_hash, email, first_name, last_name)
       VALUES ('later', 'x', 'later@example.com', 'L', 'A')`,
    );
    const { rows } = await db.query<{ username: string; verified: boolean }>(
      `SELECT username, email_verified_at IS NOT NULL AS verified FROM players
        WHERE username IN ('earlier', 'later') ORDER BY username`,
    );
    expect(rows).toEqual([
      { username: 'earlier', verified: true },
      { username: 'later', verified: false },
    ]);
  });
});
