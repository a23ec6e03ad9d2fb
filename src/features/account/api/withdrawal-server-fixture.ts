// The withdrawal API at the network boundary, for the unit tests: the server's Idempotency-Key
// rule (the same key answers the first answer again, applied once), a balance, the refresh
// cookie's session (the service worker's way in), and a network that can lose an answer or be down.
import { IDEMPOTENCY_HEADER } from '../../../../contract/constants';
import type { BackgroundAnswer } from '../../../../contract/offline-withdrawals';
import type { QueuedWithdrawal, QueueStorage } from '../../../lib/withdrawal-queue';

interface Sent {
  key: string;
  /** The Authorization header it carried (the page's token, or the one the worker refreshed). */
  authorization: string | undefined;
  body: { playerId: number; amount: string; address: string };
}

export type Network = 'up' | 'down' | 'loses-next-answer';

/** A server holding `balance` mBTC; `refusal`, when set, is the answer to the next new request. */
export function withdrawalServer(balance: number) {
  const answers = new Map<string, { status: number; body: object }>();
  const server = {
    balance,
    network: 'up' as Network,
    refusal: null as { status: number; body: object } | null,
    sent: [] as Sent[],
    applied: [] as string[],
    /** Whether the refresh cookie still opens a session (front/auth/refresh). */
    session: 'open' as 'open' | 'ended',
    /** Access tokens issued by front/auth/refresh. */
    refreshed: [] as string[],
    fetch(url: string, init: RequestInit): Promise<Response> {
      if (server.network === 'down') return Promise.reject(new TypeError('fetch failed'));
      if (url.endsWith('/front/auth/refresh')) return server.refresh();
      if (!url.endsWith('/payment/send_withdrawal_request')) throw new Error(`no answer: ${url}`);
      const headers = init.headers as Record<string, string>;
      const key = headers[IDEMPOTENCY_HEADER] ?? '';
      const body = JSON.parse(String(init.body)) as Sent['body'];
      server.sent.push({ key, authorization: headers.Authorization, body });
      const answer = answers.get(key) ?? server.answer(key, body);
      answers.set(key, answer);
      if (server.network === 'loses-next-answer') {
        server.network = 'up';
        return Promise.reject(new TypeError('connection reset'));
      }
      return Promise.resolve(Response.json(answer.body, { status: answer.status }));
    },
    refresh(): Promise<Response> {
      if (server.session === 'ended')
        return Promise.resolve(Response.json({ status: 0, code: 'unauthorized' }, { status: 401 }));
      const accessToken = `token-${server.refreshed.length + 1}`;
      server.refreshed.push(accessToken);
      return Promise.resolve(Response.json({ status: 1, accessToken, expiresIn: 900 }));
    },
    answer(key: string, body: Sent['body']) {
      const { refusal } = server;
      server.refusal = null;
      if (refusal) return refusal;
      const amount = Number(body.amount);
      if (amount > server.balance)
        return refused('min_value', { amount: 'min_value' }, { max: server.balance });
      server.balance -= amount;
      server.applied.push(key);
      const result = {
        id: server.applied.length,
        amount,
        address: body.address,
        status: 'pending',
      };
      const player = { real_balance: server.balance, player_currency: 'mBTC' };
      return { status: 200, body: { status: 1, result, player } };
    },
  };
  return server;
}

/** A refusal as the server sends it: a code, the field it names, the values its words need. */
export function refused(
  code: string,
  errors: Record<string, string> = {},
  params: Record<string, string | number> = {},
  status = 400,
) {
  return { status, body: { status: 0, code, errors, params } };
}

/** IndexedDB's contract as the queue uses it: what was written is what a reload reads. */
export function memoryStorage(): QueueStorage {
  let saved: QueuedWithdrawal[] = [];
  let answered: BackgroundAnswer[] = [];
  return {
    read: () => Promise.resolve(structuredClone(saved)),
    readAnswered: () => Promise.resolve(structuredClone(answered)),
    write: (change) => {
      if (change.items) saved = structuredClone(change.items);
      if (change.answered) answered = structuredClone(change.answered);
      return Promise.resolve();
    },
  };
}
