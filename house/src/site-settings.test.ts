import { describe, expect, it } from 'vitest';
import { readSiteMessage, takeSiteSettings } from './site-settings';

const site = {} as MessageEventSource;
const settings = { type: 'house:settings', theme: 'light', isSoundOn: true, areHotKeysOn: false };

describe('readSiteMessage', () => {
  it('reads the settings the site around the frame sends', () => {
    expect(
      readSiteMessage(
        { data: settings, source: site, origin: 'https://casino.test' },
        site,
        'https://casino.test',
      ),
    ).toEqual({ theme: 'light', isSoundOn: true, areHotKeysOn: false });
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

describe('takeSiteSettings', () => {
  const answer = { theme: 'light', isSoundOn: false, areHotKeysOn: false } as const;

  it('takes the site’s theme and switches', () => {
    expect(takeSiteSettings(answer, {})).toEqual(answer);
  });

  it('keeps a switch the player moved here before the site’s answer came, never the theme', () => {
    expect(takeSiteSettings(answer, { isSoundOn: true })).toEqual({ ...answer, isSoundOn: true });
    expect(takeSiteSettings(answer, { areHotKeysOn: true, theme: 'dark' })).toEqual({
      ...answer,
      areHotKeysOn: true,
    });
  });
});
