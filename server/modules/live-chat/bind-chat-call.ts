import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Call, CallParsedRequest } from '../../../contract/call';
import { fieldCodes } from '../../../contract/field-codes';
import { HOUSE_API_BASE } from '../../../contract/house';
import type { HouseHandler } from '../house/bind-house-call';
import { HouseRefusal } from '../house/house-refusal';
import { ChatRefusal } from './chat-refusal';

const refuse = (c: Context, refusal: HouseRefusal | ChatRefusal) =>
  c.json(refusal.toBody(), refusal.httpStatus);

/**
 * Registers a chat call at `POST /house/api/<path>` as bindHouseCall registers the house's
 * (validation answered with field codes, the house's refusals), and answers a ChatRefusal the
 * handler throws with the chat's code, which the house's codes do not include.
 */
export function bindChatCall<C extends Call>(
  app: Hono,
  bodyLimitBytes: number,
  call: C,
  handler: HouseHandler<C>,
): void {
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
    if (!parsed.success)
      return refuse(c, new HouseRefusal('invalid_value', undefined, fieldCodes(parsed.issues)));
    try {
      return c.json(await handler(parsed.output as CallParsedRequest<C>));
    } catch (error) {
      if (error instanceof HouseRefusal || error instanceof ChatRefusal) return refuse(c, error);
      throw error;
    }
  });
}
