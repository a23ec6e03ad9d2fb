import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { Call, CallParsedRequest, CallResponse } from '../../../contract/call';
import { fieldCodes } from '../../../contract/field-codes';
import { HOUSE_API_BASE } from '../../../contract/house-page/house';
import { HouseRefusal } from '../../modules/house/house-refusal';

export type HouseHandler<C extends Call> = (
  input: CallParsedRequest<C>,
) => Promise<CallResponse<C>>;

/** A refusal a handler throws, answered as it says (HouseRefusal, the chat's ChatRefusal). */
interface Refusal extends Error {
  readonly httpStatus: ContentfulStatusCode;
  toBody(): object;
}
type RefusalClass = abstract new (...args: never[]) => Refusal;

const refuse = (c: Context, refusal: Refusal) => c.json(refusal.toBody(), refusal.httpStatus);

/**
 * Registers one house call at `POST /house/api/<path>`: the JSON body is validated with the
 * call's schema (each failing field answers with its code under `errors`, the call with
 * `invalid_value`), and a HouseRefusal thrown by the handler becomes its refusal, as does one of
 * `otherRefusals` (a refusal with codes of its own, such as the chat's).
 */
export function bindHouseCall<C extends Call>(
  app: Hono,
  bodyLimitBytes: number,
  call: C,
  handler: HouseHandler<C>,
  otherRefusals: readonly RefusalClass[] = [],
): void {
  const refusals = [HouseRefusal, ...otherRefusals];
  const isRefusal = (error: unknown): error is Refusal =>
    refusals.some((refusal) => error instanceof refusal);
  const limit = bodyLimit({
    maxSize: bodyLimitBytes,
    onError: (c) => c.json(new HouseRefusal('invalid_value').toBody(), 413),
  });
  app.post(`${HOUSE_API_BASE}${call.path}`, limit, async (c) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      return refuse(c, new HouseRefusal('invalid_value'));
    }
    const parsed = v.safeParse(call.request, raw, { abortPipeEarly: true });
    if (!parsed.success) return refuse(c, refusalOf(parsed.issues));
    try {
      return c.json(await handler(parsed.output as CallParsedRequest<C>));
    } catch (error) {
      if (isRefusal(error)) return refuse(c, error);
      throw error;
    }
  });
}

function refusalOf(issues: readonly v.BaseIssue<unknown>[]): HouseRefusal {
  return new HouseRefusal('invalid_value', undefined, fieldCodes(issues));
}
