// The house API (contract/house-page/house.ts): POST /house/api/<path> with JSON, through the
// apps' one client (shared/api-client.ts). An answer is the call's success only with `status: 1`
// (checked against its response schema); anything else is a problem to show, its code kept as
// sent (the house's codes are its own), and no answer at all a `network_error`.
import type { Call, CallRequest, CallResponse } from '../../contract/call';
import { HOUSE_API_BASE, type HouseRound } from '../../contract/house-page/house';
import { ApiFailure, readAnswer, sendCall, type Refusal } from '../../shared/api-client';
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

function readRefusal(_httpStatus: number, body: unknown): Refusal {
  if (!isObject(body)) return { code: 'unknown', errors: {}, params: {} };
  const { code, params, errors } = body;
  const fields = isObject(errors)
    ? Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      )
    : [];
  return {
    code: typeof code === 'string' ? code : 'unknown',
    params: isObject(params) ? (params as Record<string, string | number>) : {},
    errors: Object.fromEntries(fields),
  };
}

/** What the page shows of a failed call: the code, and the values and fields it names. */
function problemOf(failure: ApiFailure): Problem {
  // an answer the contract does not allow: nothing the player can act on
  const code = failure.code === 'bad_response' ? 'unknown' : failure.code;
  return {
    code,
    ...(Object.keys(failure.params).length > 0 && { params: failure.params }),
    ...(Object.keys(failure.errors).length > 0 && { errors: failure.errors }),
  };
}

export async function callHouse<C extends Call>(
  call: C,
  request: CallRequest<C>,
): Promise<Answer<C>> {
  try {
    const response = await sendCall(call, request, { base: HOUSE_API_BASE });
    const data = await readAnswer(call, response, {
      isAccepted: (_response, body) => isObject(body) && body.status === 1,
      readRefusal,
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ApiFailure) return { ok: false, problem: problemOf(error) };
    throw error;
  }
}
