import type * as v from 'valibot';
import type { Permission } from './staff-roles';

/**
 * Who may make a call: anyone, anyone with an optional token, a logged-in player, a staff member
 * (the operator's back-office), the crypto processor or a game provider (both sign the body).
 */
export type CallAuth = 'public' | 'optional' | 'player' | 'staff' | 'processor' | 'provider';

export interface Call<
  Request extends v.GenericSchema = v.GenericSchema,
  Response extends v.GenericSchema = v.GenericSchema,
  Auth extends CallAuth = CallAuth,
> {
  /** Path under the API base, exactly as SPEC.md section 7 names it. */
  path: string;
  method: 'GET' | 'POST';
  auth: Auth;
  request: Request;
  response: Response;
  /** The request field naming the acting player: it must be the token's player (else 403). */
  ownerField?: 'playerId' | 'player_id' | 'id';
  /** Money-moving call that requires an Idempotency-Key header. */
  idempotent?: boolean;
  /** For `staff` calls: what the caller's roles must grant (contract/staff-roles.ts). */
  permission?: Permission;
  /**
   * For `staff` calls that move money or change someone's access: the session must have had a
   * TOTP code verified within STEP_UP_SECONDS, else 403 `fresh_totp_required`.
   */
  stepUp?: boolean;
}

export function defineCall<
  Request extends v.GenericSchema,
  Response extends v.GenericSchema,
  const Auth extends CallAuth,
>(call: Call<Request, Response, Auth>): Call<Request, Response, Auth> {
  return call;
}

export type CallRequest<C extends Call> = v.InferInput<C['request']>;
export type CallParsedRequest<C extends Call> = v.InferOutput<C['request']>;
export type CallResponse<C extends Call> = v.InferOutput<C['response']>;
