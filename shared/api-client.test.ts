import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCall } from '../contract/call';
import { ApiFailure, isFailure, readAnswer, sendCall } from './api-client';

const placeBet = defineCall({
  path: 'front/place_bet',
  method: 'POST',
  auth: 'player',
  request: v.object({ amount: v.string() }),
  response: v.object({ status: v.literal(1), balance: v.number() }),
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

/** The requests the page sent, answered in turn by `answers` (the network, not the client). */
function network(...answers: (Response | Error)[]) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push(new Request(new URL(url, 'http://app.test'), init));
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch');
    return answer;
  });
  return sent;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`no ApiFailure: ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('the one API client', () => {
  it('sends the call with its token and idempotency key, and reads the answer', async () => {
    const sent = network(json({ status: 1, balance: 12.5 }));
    const response = await sendCall(
      placeBet,
      { amount: '1' },
      { base: '/api/', token: 'tok', idempotencyKey: 'key-1' },
    );
    expect(await readAnswer(placeBet, response)).toEqual({ status: 1, balance: 12.5 });
    const [request] = sent;
    expect(request?.url).toBe('http://app.test/api/front/place_bet');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await request?.json()).toEqual({ amount: '1' });
  });

  it('turns a refusal into an ApiFailure with the code, the fields and the values', async () => {
    network(
      json(
        { status: 0, code: 'min_value', errors: { amount: 'min_value' }, params: { max: 3 } },
        400,
      ),
    );
    const failure = await failureOf(
      sendCall(placeBet, { amount: '9' }, { base: '/api/' }).then((answer) =>
        readAnswer(placeBet, answer),
      ),
    );
    expect(failure).toMatchObject({
      httpStatus: 400,
      code: 'min_value',
      errors: { amount: 'min_value' },
      params: { max: 3 },
    });
    expect(isFailure(failure, 'min_value')).toBe(true);
    expect(isFailure(failure, 'failed_login')).toBe(false);
  });

  it('reads a bare 429 as too many requests, with the seconds of Retry-After', async () => {
    network(new Response('busy', { status: 429, headers: { 'Retry-After': '7' } }));
    const answer = await sendCall(placeBet, { amount: '1' }, { base: '/api/' });
    expect(await failureOf(readAnswer(placeBet, answer))).toMatchObject({
      code: 'too_many_requests',
      params: { seconds: 7 },
    });
  });

  it('refuses an answer the contract does not allow', async () => {
    network(json({ status: 1, balance: 'lots' }));
    const answer = await sendCall(placeBet, { amount: '1' }, { base: '/api/' });
    expect((await failureOf(readAnswer(placeBet, answer))).code).toBe('bad_response');
  });

  it('says network_error when there is no answer, timeout when none came in time', async () => {
    network(new TypeError('Failed to fetch'));
    expect((await failureOf(sendCall(placeBet, { amount: '1' }, { base: '/api/' }))).code).toBe(
      'network_error',
    );
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const late = await failureOf(
      sendCall(placeBet, { amount: '1' }, { base: '/api/', timeoutMs: 5 }),
    );
    expect(late).toMatchObject({ httpStatus: 0, code: 'timeout' });
  });

  it('takes an app’s own reading of success and refusal (the house games’ `status: 1`)', async () => {
    network(json({ status: 0, code: 'round_in_progress' }, 200));
    const answer = await sendCall(placeBet, { amount: '1' }, { base: '/house/api/' });
    const failure = await failureOf(
      readAnswer(placeBet, answer, {
        isAccepted: (_response, body) => (body as { status?: number }).status === 1,
        readRefusal: (_status, body) => ({
          code: String((body as { code: string }).code),
          errors: {},
          params: {},
        }),
      }),
    );
    expect(failure).toMatchObject({ httpStatus: 200, code: 'round_in_progress' });
  });
});
