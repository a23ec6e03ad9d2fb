import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status';

describe('route error status (spec section 8)', () => {
  it('reads statusCode, then status, then the response status', () => {
    expect(errorStatus({ statusCode: 404, status: 500 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
  });

  it('defaults to 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus({ status: 'bad' })).toBe(500);
  });
});
