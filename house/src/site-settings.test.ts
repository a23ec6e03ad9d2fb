import { describe, expect, it } from 'vitest';
import { readSiteMessage } from './site-settings';

const site = {} as MessageEventSource;
const settings = { type: 'house:settings', theme: 'light', isSoundOn: true };

describe('readSiteMessage', () => {
  it('reads the settings the site around the frame sends', () => {
    expect(
      readSiteMessage(
        { data: settings, source: site, origin: 'https://casino.test' },
        site,
        'https://casino.test',
      ),
    ).toEqual({ theme: 'light', isSoundOn: true });
  });

  it('ignores another origin, another window, or another shape', () => {
    const origin = 'https://casino.test';
    expect(
      readSiteMessage({ data: settings, source: site, origin: 'https://evil.test' }, site, origin),
    ).toBeNull();
    expect(
      readSiteMessage({ data: settings, source: {} as MessageEventSource, origin }, site, origin),
    ).toBeNull();
    expect(
      readSiteMessage(
        { data: { ...settings, theme: 'sepia' }, source: site, origin },
        site,
        origin,
      ),
    ).toBeNull();
    expect(
      readSiteMessage({ data: { type: 'house:get-settings' }, source: site, origin }, site, origin),
    ).toBeNull();
  });
});
