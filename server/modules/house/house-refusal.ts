import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../../contract/errors';
import type { HouseErrorCode } from '../../../contract/house-page/house';

const HTTP_STATUS: Record<HouseErrorCode, ContentfulStatusCode> = {
  invalid_session: 403,
  insufficient_funds: 402,
  stake_below_minimum: 400,
  stake_above_maximum: 400,
  payout_above_maximum: 400,
  invalid_value: 400,
  round_in_progress: 409,
  round_not_found: 404,
  wallet_unavailable: 503,
  betting_closed: 409,
  too_many_bets: 409,
  cash_out_closed: 409,
  table_closed: 503,
  limit_exceeded: 409,
  self_excluded: 403,
  on_time_out: 403,
};

/** A house call refused with one of the house's codes (contract/house-page/house.ts). */
export class HouseRefusal extends Error {
  readonly httpStatus: ContentfulStatusCode;

  constructor(
    readonly code: HouseErrorCode,
    readonly params?: Record<string, string | number>,
    /** Per field: the platform's field codes (`field_required`, `invalid_amount`, ...). */
    readonly errors?: Record<string, ErrorCode>,
  ) {
    super(code);
    this.httpStatus = HTTP_STATUS[code];
  }

  toBody() {
    return {
      status: 0 as const,
      code: this.code,
      ...(this.params && { params: this.params }),
      ...(this.errors && { errors: this.errors }),
    };
  }
}

/** A field refused with `invalid_value`. */
export const invalidField = (field: string) =>
  new HouseRefusal('invalid_value', undefined, { [field]: 'invalid_value' });
