// The operator scripts (`npm run deposit`, `npm run ledger:check`) against a test server: they sign
// in with the operator's code and never take the operator's first sign-in (the two-factor set-up).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDemoDeposit } from '../../scripts/lib/demo-deposit';
import { signInAsOperator, type OperatorSignIn } from '../../scripts/lib/operator-client';
import { totpCodeAt } from '../../server/lib/totp';
import { getBalance } from '../../server/modules/wallet/ledger';
import { ADMIN_USERNAME } from '../../server/seed/seed';
import { createTestServer, type TestServer } from '../../server/testing/harness';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  server = await createTestServer();
  dataDir = mkdtempSync(join(tmpdir(), 'operator-scripts-'));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await server.close();
});

const scriptOptions = (env: OperatorSignIn['env']): OperatorSignIn => ({
  baseUrl: 'http://localhost',
  secrets: server.deps.secrets,
  dataDir,
  env,
  fetch: (input, init) => Promise.resolve(server.app.request(String(input), init)),
});

const adminTotp = async () => {
  const { rows } = await server.db.query<{ enrolled: boolean; pending: boolean }>(
    `SELECT totp_secret IS NOT NULL AS enrolled, totp_pending_secret IS NOT NULL AS pending
       FROM staff WHERE username = $1`,
    [ADMIN_USERNAME],
  );
  return rows[0];
};

describe('the demo deposit command', () => {
  it('leaves an operator who never signed in un-enrolled, and their first sign-in as the screen says', async () => {
    const player = await server.register();
    const lines: string[] = [];
    await expect(
      signInAsOperator(scriptOptions({})).then((operator) =>
        sendDemoDeposit(operator, {
          username: player.username,
          satoshis: 250_000n,
          write: (line) => lines.push(line),
        }),
      ),
    ).rejects.toThrow(/never set it up.*ADMIN_TOTP=<a current code>/);
    expect(lines).toEqual([]);
    expect(await adminTotp()).toEqual({ enrolled: false, pending: false });
    expect(await getBalance(server.db, player.playerId)).toBe(0n);

    // "first time? leave the code empty": the operator is sent to set up two-factor
    const first = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password: server.deps.secrets.adminPassword,
    });
    expect(first.body.result).toBe('totp_enrolment_required');
  });

  it('deposits with the code the operator gives, once they have set up two-factor', async () => {
    const first = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password: server.deps.secrets.adminPassword,
    });
    const secret = first.body.secret as string;
    const enrolled = await server.call('staffEnrolTotp', {
      enrolmentToken: first.body.enrolmentToken,
      code: totpCodeAt(secret, Date.now()),
    });
    expect(enrolled.body.result).toBe('signed_in');
    // the script's code may fall in the step the enrolment just used: let it be taken again
    await server.db.query('UPDATE staff SET totp_last_step = NULL');

    const player = await server.register();
    const lines: string[] = [];
    const operator = await signInAsOperator(scriptOptions({ ADMIN_TOTP_SECRET: secret }));
    const sent = await sendDemoDeposit(operator, {
      username: player.username,
      satoshis: 250_000n,
      pauseMs: 0,
      write: (line) => lines.push(line),
    });
    expect(sent).toBe(true);
    expect(lines[0]).toMatch(/^0 confirmation\(s\) -> 200/);
    expect(await getBalance(server.db, player.playerId)).toBe(250_000n);

    // the operator's own sign-in with an empty code is told to enter it
    const empty = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password: server.deps.secrets.adminPassword,
    });
    expect(empty.body.code).toBe('totp_code_required');
  });
});
