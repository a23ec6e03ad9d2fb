import { describe, expect, it } from 'vitest';
import { checkAutoCashOut } from './auto-cash-out';

describe('the auto cash-out field', () => {
  it('is optional: empty means none', () => {
    expect(checkAutoCashOut('  ')).toEqual({ ok: true, value: null });
  });

  it('reads a target with a comma or a point, up to 2 decimals', () => {
    expect(checkAutoCashOut('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(checkAutoCashOut('1.01')).toEqual({ ok: true, value: 1.01 });
    expect(checkAutoCashOut('1.015')).toEqual({ ok: false, problem: { code: 'invalid_target' } });
    expect(checkAutoCashOut('dos')).toEqual({ ok: false, problem: { code: 'invalid_target' } });
  });

  it('refuses a target outside 1.01× to 1,000,000×', () => {
    const refused = {
      ok: false,
      problem: { code: 'target_out_of_range', params: { min: 1.01, max: 1_000_000 } },
    };
    expect(checkAutoCashOut('1')).toEqual(refused);
    expect(checkAutoCashOut('1000001')).toEqual(refused);
  });
});
