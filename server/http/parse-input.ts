// Field errors: a request that fails its schema is a 400 naming each failing field's code
// (contract/field-codes.ts, the same codes the client's forms show).
import * as v from 'valibot';
import type { Call, CallParsedRequest } from '../../contract/call';
import { fieldCodes } from '../../contract/field-codes';
import { badRequest } from './api-error';

/** Validates with the call's schema; the refusal's code is its first field's. */
export function parseInput<C extends Call>(call: C, raw: unknown): CallParsedRequest<C> {
  const result = v.safeParse(call.request, raw, { abortPipeEarly: true });
  if (result.success) return result.output as CallParsedRequest<C>;
  const errors = fieldCodes(result.issues);
  throw badRequest(Object.values(errors)[0] ?? 'invalid_value', errors);
}
