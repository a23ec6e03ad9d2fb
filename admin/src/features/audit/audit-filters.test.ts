import { describe, expect, it } from 'vitest';
import { filtersFromForm, lastDayOf } from './audit-filters';

describe('the audit filters of the form', () => {
  it('leaves out empty fields', () => {
    expect(filtersFromForm({ member: '', action: ' ', playerName: '', from: '', to: '' })).toEqual({
      member: undefined,
      action: undefined,
      playerName: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('keeps names as typed, trimmed', () => {
    expect(
      filtersFromForm({ member: ' ana ', playerName: 'zoe', action: 'admin/players/block' }),
    ).toMatchObject({ member: 'ana', playerName: 'zoe', action: 'admin/players/block' });
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
