// The house API (contract/house-page/house.ts): POST /house/api/<path> with JSON; answers are checked
// against the call's response schema, refusals come back as a code to translate.
import * as v from 'valibot';
import type { Call, CallRequest, CallResponse } from '../../contract/call';
import { HOUSE_API_BASE, type HouseRound } from '../../contract/house-page/house';
import type { Problem } from './problems';

export type Answer<C extends Call> =
  | { ok: true; data: CallResponse<C> }
  | {
      ok: false;
      problem: Problem;
      /** After a refusal the game screen asks `open` again: the Hi-Lo round it left open, if any
       * (undefined when that could not be asked). */
      openRound?: HouseRound | null;
    };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readRefusal(body: unknown): Problem {
  if (!isObject(body)) return { code: 'unknown' };
  const { code, params, errors } = body;
  const fields = isObject(errors)
    ? Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      )
    : [];
  return {
    code: typeof code === 'string' ? code : 'unknown',
    ...(isObject(params) ? { params: params as Record<string, string | number> } : {}),
    ...(fields.length > 0 ? { errors: Object.fromEntries(fields) } : {}),
  };
}

export async function callHouse<C extends Call>(
  call: C,
  request: CallRequest<C>,
): Promise<Answer<C>> {
  let response: Response;
  try {
    response = await fetch(`${HOUSE_API_BASE}${call.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, problem: { code: 'network_error' } };
  }
  const body: unknown = await response.json().catch(() => null);
  if ((body as { status?: unknown } | null)?.status !== 1)
    return { ok: false, problem: readRefusal(body) };
  const parsed = v.safeParse(call.response, body);
  return parsed.success
    ? { ok: true, data: parsed.output as CallResponse<C> }
    : { ok: false, problem: { code: 'unknown' } };
}
