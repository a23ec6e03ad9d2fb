import { describe, expect, it } from 'vitest';
import { areasFor } from './areas';

const paths = (roles: Parameters<typeof areasFor>[0]) => areasFor(roles).map((area) => area.path);

describe('the navigation of a staff member', () => {
  it('shows an admin every area', () => {
    expect(paths(['admin'])).toEqual([
      '/withdrawals',
      '/players',
      '/adjustments',
      '/exclusion-reviews',
      '/content',
      '/push',
      '/audit',
      '/staff',
      '/reports',
      '/trading',
      '/sports-limits',
      '/live',
      '/settings',
      '/sessions',
    ]);
  });

  it('shows each role only the areas it grants', () => {
    expect(paths(['support'])).toEqual([
      '/withdrawals',
      '/players',
      '/content',
      '/live',
      '/sessions',
    ]);
    expect(paths(['payments'])).toEqual([
      '/withdrawals',
      '/players',
      '/adjustments',
      '/reports',
      '/sessions',
    ]);
    expect(paths(['content'])).toEqual(['/content', '/push', '/sessions']);
    expect(paths(['risk'])).toEqual([
      '/withdrawals',
      '/players',
      '/exclusion-reviews',
      '/audit',
      '/reports',
      '/sports-limits',
      '/live',
      '/settings',
      '/sessions',
    ]);
    expect(paths(['trading'])).toEqual(['/players', '/trading', '/sports-limits', '/sessions']);
  });

  it('joins the areas of several roles', () => {
    expect(paths(['payments', 'content'])).toEqual([
      '/withdrawals',
      '/players',
      '/adjustments',
      '/content',
      '/push',
      '/reports',
      '/sessions',
    ]);
  });
});
