import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { formatDateParams } from './withdrawal-words';

describe('formatDateParams', () => {
  it('writes ISO times as dates and leaves other values as they are', () => {
    const until = '2026-11-28T21:08:00.000Z';
    expect(formatDateParams({ until, max: 20, code: 'x' })).toEqual({
      until: formatDateTime(until),
      max: 20,
      code: 'x',
    });
    expect(formatDateTime(until)).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
  });
});
