import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../contract/errors';

/** A refusal the caller can act on; its body carries the spec's message key as `code`. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly errors?: Record<string, ErrorCode>,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
  }

  toBody(): ErrorBody {
    return {
      status: 0,
      code: this.code,
      ...(this.errors && { errors: this.errors }),
      ...(this.params && { params: this.params }),
    };
  }
}

export const badRequest = (
  code: ErrorCode,
  errors?: Record<string, ErrorCode>,
  params?: Record<string, string | number>,
) => new ApiError(400, code, errors, params);
export const fieldError = (
  field: string,
  code: ErrorCode,
  params?: Record<string, string | number>,
) => new ApiError(400, code, { [field]: code }, params);
export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = () => new ApiError(403, 'forbidden');
export const notFound = () => new ApiError(404, 'not_found');
