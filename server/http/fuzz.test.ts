// Property-based fuzzing of every call (issue 10): bad requests built from each call's contract
// schema, sent through the whole app as the call's rightful caller, must never answer 5xx nor
// change anything stored, and the ledger must balance after. FUZZ_RUNS sets the requests per
// call; a failure prints fast-check's seed and path to replay it.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import { HOUSE_API_BASE } from '../../contract/house-page/house';
import { checkLedger, isLedgerBalanced } from '../modules/wallet/ledger';
import { badRequests, fieldsOf } from '../testing/fuzz-inputs';
import type { FuzzContext } from '../testing/fuzz-good-requests';
import { FUZZ_TARGETS, sendAsCaller, validRequest } from '../testing/fuzz-requests';
import { describeField, type Field, type SchemaNode } from '../testing/fuzz-values';
import { createStaff, createTestServer, type TestServer } from '../testing/harness';

const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 25);
/** Tables that record attempts rather than business (logins, rate-limit counters). */
// bookkeeping every call may write: attempt counters, and a staff session's last use
// webauthn_challenges: a passkey_*_options call hands out (stores) a challenge whatever it is sent,
// as its empty request has nothing to refuse
const UNWATCHED_TABLES = /^(login_attempts|rate_limit.*|staff_sessions|webauthn_challenges)$/;
/** Tables a refused request of a call rightly writes: a failed staff sign-in is an audit entry. */
const RECORDS_REFUSALS: Partial<Record<string, string[]>> = { staffLogin: ['audit_log'] };

let server: TestServer;
let ctx: FuzzContext;
let tables: string[];
const answers = new Map<number, number>();
const startedAt = Date.now();

beforeAll(async () => {
  // the budgets of the rate limiter are not what is tested here
  server = await createTestServer({ seedDemo: true, env: { RATE_LIMIT_SCALE: '10000' } });
  ctx = await prepareContext();
  const { rows } = await server.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  tables = rows.map((row) => row.table_name).filter((table) => !UNWATCHED_TABLES.test(table));
});

afterAll(async () => {
  const sent = [...answers.values()].reduce((sum, count) => sum + count, 0);
  const statuses = [...answers.entries()].sort(([a], [b]) => a - b);
  console.info(
    `fuzz: ${sent} requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  await server.close();
});

/** A player with a deposit and a pending withdrawal, a house game session, the operator. */
async function prepareContext(): Promise<FuzzContext> {
  const player = await server.register();
  const options = { token: player.token };
  await server.deposit(player.playerId, 1_000_000n);
  const withdrawalAddress = server.deps.depositWallet.addressAt(5);
  const withdrawal = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 1, address: withdrawalAddress },
    { ...options, idempotencyKey: randomUUID() },
  );
  const wallet = await server.call('generateWallet', { player_id: player.playerId }, options);
  // a pending two-factor secret: totp_begin shows it again, so any body it accepts changes nothing
  await server.call('totpBegin', {}, options);
  const { rows: games } = await server.db.query<{ id: number }>(
    `SELECT id FROM games WHERE slug = 'dice'`,
  );
  const gameId = games[0]?.id as number;
  const launched = await server.call('getGameUrl', { gameId, lan: 'en' }, options);
  const launchUrl = new URL(launched.body.url as string, 'http://localhost');
  const { rows: content } = await server.db.query<{ id: number }>(
    'SELECT id FROM site_content ORDER BY id LIMIT 1',
  );
  return {
    player,
    staffToken: (await createStaff(server.deps)).token,
    depositAddress: wallet.body.walletAddress as string,
    withdrawalAddress,
    transactionId: withdrawal.body.result.id as number,
    gameId,
    launch: { token: launchUrl.searchParams.get('token') as string, game: 'dice' },
    contentId: content[0]?.id as number,
  };
}

interface Snapshot {
  /** per table, its row count and the newest transaction among its rows (cheap: no row is read out) */
  stamps: Record<string, string>;
  /** per table, a digest of all its rows */
  digests: Record<string, string>;
}

async function perTable(names: string[], select: (table: string) => string) {
  const { rows } = await server.db.query<{ name: string; value: string }>(
    names
      .map((table) => `SELECT '${table}' AS name, ${select(table)} AS value`)
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/**
 * A digest of every business table. Every insert, update or delete of a request sent after the
 * `previous` snapshot changes its table's stamp (a delete the count; an insert or update writes a
 * row whose transaction is newer than any row there was), so only the tables whose stamp moved
 * are digested again; the others keep their digest.
 */
async function snapshot(previous?: Snapshot): Promise<Snapshot> {
  const stamps = await perTable(
    tables,
    (table) => `(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM "${table}")`,
  );
  const moved = tables.filter((table) => previous?.stamps[table] !== stamps[table]);
  const digests =
    moved.length === 0
      ? {}
      : await perTable(
          moved,
          (table) =>
            `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t)`,
        );
  return { stamps, digests: { ...previous?.digests, ...digests } };
}

describe('the fuzz targets', () => {
  it('are every call the server serves under /api/ and /house/api/', () => {
    // a call whose path ends in a slash is served without it too (bind.ts)
    const bare = (path: string) => path.replace(/\/$/, '');
    const served = server.app.routes
      .filter((route) => route.path.startsWith('/api/') || route.path.startsWith(HOUSE_API_BASE))
      // the catch-all answers of unknown paths and middleware on whole trees
      .filter((route) => !route.path.includes('*'))
      .map((route) => bare(route.path));
    const targets = new Set(FUZZ_TARGETS.map((target) => bare(target.path)));
    // staff logout is left out on purpose (fuzz-requests.ts)
    const untargeted = [...new Set(served)].filter(
      (path) => !targets.has(path) && path !== `/api/${api.staffLogout.path}`,
    );
    expect(untargeted).toEqual([]);
  });

  it('have a good request for every call, which its schema accepts', () => {
    for (const target of FUZZ_TARGETS) {
      const parsed = v.safeParse(target.call.request, validRequest(ctx, target));
      expect(
        parsed.issues?.map((issue) => issue.path?.map((item) => item.key).join('.')),
        target.name,
      ).toBe(undefined);
    }
  });

  it('state a range for every number and a length or pattern for every text', () => {
    const unbounded: string[] = [];
    for (const target of FUZZ_TARGETS) {
      for (const field of fieldsOf(
        target.call.request as unknown as SchemaNode,
        validRequest(ctx, target),
      )) {
        if (!isBounded(describeField(field.schema)))
          unbounded.push(`${target.name}: ${field.path.join('.')}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});

function isBounded(field: Field): boolean {
  const has = (type: string) => field.actions.some((action) => action.type === type);
  const { base } = field;
  if (field.known) return true;
  if (base.type === 'union')
    return (base.options as SchemaNode[]).every((option) => {
      const inner = describeField(option);
      return isBounded({ ...inner, actions: [...inner.actions, ...field.actions] });
    });
  if (base.type === 'string') return has('max_length') || has('length') || has('regex');
  if (base.type === 'number') return (has('min_value') && has('max_value')) || has('picklist');
  if (base.type === 'array') return has('max_length');
  return true;
}

describe('bad input to every call', () => {
  it.each(FUZZ_TARGETS.map((target) => [target.name, target] as const))(
    '%s: refused without a 5xx or a stored change',
    async (_, target) => {
      const valid = validRequest(ctx, target);
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(badRequests(target.call.request, valid), async (bad) => {
          const answer = await sendAsCaller(server, ctx, target, bad.text);
          answers.set(answer.httpStatus, (answers.get(answer.httpStatus) ?? 0) + 1);
          const seen = `${bad.change} answered ${answer.httpStatus} ${JSON.stringify(answer.body).slice(0, 200)}`;
          const after = await snapshot(before);
          const changed = tables.filter(
            (table) =>
              after.digests[table] !== before.digests[table] &&
              !RECORDS_REFUSALS[target.name]?.includes(table),
          );
          // the next request is judged on its own change, also while fast-check shrinks
          before = after;
          expect(answer.httpStatus, seen).toBeLessThan(500);
          if (bad.kind === 'field') expect(answer.httpStatus, seen).toBeGreaterThanOrEqual(400);
          expect(changed, `${seen}: tables changed`).toEqual([]);
        }),
        { numRuns: RUNS_PER_CALL },
      );
    },
  );

  it('leaves the ledger balanced', async () => {
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });
});
