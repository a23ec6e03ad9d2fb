import { describe, expect, it } from 'vitest';
import { filtersFromForm, lastDayOf } from './audit-filters';

describe('the audit filters of the form', () => {
  it('leaves out empty fields and starts at page 1', () => {
    expect(filtersFromForm({ staffId: '', action: ' ', player: '', from: '', to: '' })).toEqual({
      page: 1,
    });
  });

  it('reads ids as numbers and ignores what is not one', () => {
    expect(
      filtersFromForm({ staffId: '7', player: 'abc', action: 'admin/complete_withdrawal' }),
    ).toMatchObject({ staffId: 7, player: undefined, action: 'admin/complete_withdrawal' });
  });

  it('includes the whole last day: the call gets the next one (its `to` is exclusive)', () => {
    expect(filtersFromForm({ from: '2026-02-27', to: '2026-02-28' })).toMatchObject({
      from: '2026-02-27',
      to: '2026-03-01',
    });
    expect(lastDayOf('2026-03-01')).toBe('2026-02-28');
    expect(lastDayOf(undefined)).toBe('');
  });
});
