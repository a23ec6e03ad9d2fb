// `npm run bench:deposits`: bursts of signed deposit callbacks (payment/callback/btc) sent at once
// to a real listening server on PostgreSQL, in a fresh temporary database: ten outputs of one
// player, one output each for ten players, and both mixed with ten withdrawal requests. Prints,
// per burst over several rounds, the requests, 5xx answers, outputs credited and the time until
// the last answer (median and spread). The server is the test harness's application, served on a
// port, so the figures include HTTP, validation, signatures and the whole money path.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { api } from '../../contract/api';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import { SIGNATURE_HEADER } from '../../contract/processor/deposits';
import { benchPostgresUrl as postgresUrl } from './harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// the harness picks its database when loaded: a temporary one on this server
process.env.TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = postgresUrl;
const { createTestServer } = await import('../../server/testing/harness');
const { checkLedger, isLedgerBalanced } = await import('../../server/modules/wallet/ledger');

interface Answer {
  status: number;
  credited: boolean;
}

interface BenchPlayer {
  playerId: number;
  token: string;
  address: string;
}

const server = await createTestServer();
const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
await new Promise<void>((resolve) =>
  listener.listening ? resolve() : listener.once('listening', () => resolve()),
);
const baseUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/`;

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  const answer = (await response.json().catch(() => ({}))) as { result?: string };
  return { status: response.status, credited: answer.result === 'credited' };
}

const PLAYERS = 10;
const players: BenchPlayer[] = [];
for (let index = 0; index < PLAYERS; index++) {
  const player = await server.register();
  const wallet = await server.call(
    'generateWallet',
    { player_id: player.playerId },
    { token: player.token },
  );
  // funds for the withdrawals of every round
  await server.deposit(player.playerId, 100_000_000n);
  players.push({ ...player, address: wallet.body.walletAddress as string });
}

function depositCallback(address: string, txid: string, vout: number): Promise<Answer> {
  const body = JSON.stringify({ txid, vout, address, amount: 10_000, confirmations: 6 });
  const signature = createHmac('sha256', server.deps.secrets.processorCallbackSecret)
    .update(body)
    .digest('hex');
  return post(api.btcCallback.path, body, { [SIGNATURE_HEADER]: signature });
}

function withdrawal(player: BenchPlayer): Promise<Answer> {
  const body = JSON.stringify({ playerId: player.playerId, amount: 0.01, address: player.address });
  return post(api.sendWithdrawalRequest.path, body, {
    Authorization: `Bearer ${player.token}`,
    [IDEMPOTENCY_HEADER]: randomUUID(),
  });
}

const onePlayer = () => {
  const txid = randomBytes(32).toString('hex');
  const first = players[0] as BenchPlayer;
  return Array.from({ length: 10 }, (_, vout) => depositCallback(first.address, txid, vout));
};
const tenPlayers = () => {
  const txid = randomBytes(32).toString('hex');
  return players.map((player, vout) => depositCallback(player.address, txid, vout));
};
const mixed = () => [...onePlayer(), ...tenPlayers(), ...players.map(withdrawal)];

const bursts = [
  { name: '10 outputs of one player', deposits: 10, send: onePlayer },
  { name: '1 output each of 10 players', deposits: 10, send: tenPlayers },
  { name: 'both + 10 withdrawals', deposits: 20, send: mixed },
];

const rows: string[] = [];
for (const burst of bursts) {
  const times: number[] = [];
  let requests = 0;
  let serverErrors = 0;
  let refusals = 0;
  let credited = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const answers = await Promise.all(burst.send());
    times.push(performance.now() - started);
    requests += answers.length;
    serverErrors += answers.filter((answer) => answer.status >= 500).length;
    refusals += answers.filter((answer) => answer.status >= 400 && answer.status < 500).length;
    credited += answers.filter((answer) => answer.credited).length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] as number;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  rows.push(
    `| ${burst.name} | ${requests} | ${serverErrors} | ${refusals} | ${credited} of ${burst.deposits * ROUNDS} | ${ms(median)} | ${ms(times[0] as number)} – ${ms(times.at(-1) as number)} |`,
  );
}

const report = await checkLedger(server.db);
const version = await server.db.query<{ server_version: string }>('SHOW server_version');
process.stdout.write(
  `\nDeposit bursts on PostgreSQL ${version.rows[0]?.server_version ?? ''}, ${ROUNDS} rounds each, all requests of a round at once, ${process.env.CI ? 'CI' : 'local'} machine\n\n` +
    '| burst | requests | 5xx | 4xx | credited | time to last answer (median) | spread (min – max) |\n' +
    '|---|---|---|---|---|---|---|\n' +
    `${rows.join('\n')}\n\nledger ${isLedgerBalanced(report) ? 'balanced' : 'NOT BALANCED'} (${report.journals} journals)\n`,
);
listener.close();
await server.close();
