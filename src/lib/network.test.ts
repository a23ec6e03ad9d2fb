import { describe, expect, it } from 'vitest';
import { shouldPreload } from './network';

describe('route preloading', () => {
  it('is skipped on 2g and with data saver, kept otherwise', () => {
    expect(shouldPreload({ effectiveType: '2g' })).toBe(false);
    expect(shouldPreload({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPreload({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPreload({ effectiveType: '3g' })).toBe(true);
    expect(shouldPreload(undefined)).toBe(true);
  });
});
