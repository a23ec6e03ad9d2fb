import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '../../contract/constants';
import {
  GAMES,
  PROVIDERS,
  SLIDES,
  gameImageUrl,
  providerLogoUrl,
  slideImageUrl,
} from './catalogue';
import { demoContent } from './content';

const publicDir = join(import.meta.dirname, '..', '..', 'public');

describe('the demo catalogue', () => {
  it('has a game in every category of the spec', () => {
    const held = new Set(GAMES.map((game) => game.category));
    expect(GAME_CATEGORIES.filter((category) => !held.has(category))).toEqual([]);
  });

  it('has art on disk for every game, slide and provider', () => {
    const urls = [
      ...GAMES.map((game) => gameImageUrl(game.slug)),
      ...PROVIDERS.map((provider) => providerLogoUrl(provider.slug)),
      ...(['es', 'en'] as const).flatMap((locale) =>
        [false, true].flatMap((isMobile) =>
          SLIDES[locale].map((_, index) => slideImageUrl(locale, isMobile, index)),
        ),
      ),
    ];
    expect(urls.filter((url) => !existsSync(join(publicDir, url)))).toEqual([]);
  });

  it('has live games and the content pages in both languages', () => {
    expect(GAMES.some((game) => game.isLive)).toBe(true);
    const content = demoContent();
    for (const slug of [
      'welcome',
      'welcome1-aus',
      'welcome1-canada',
      'welcome1-south-africa',
      'welcome1-uk',
      'privacy',
      'terms',
    ]) {
      expect(
        content
          .filter((item) => item.type === 'content' && item.slug === slug)
          .map((item) => item.locale)
          .sort(),
      ).toEqual(['en', 'es']);
    }
    for (const type of ['promotion', 'faq'] as const) {
      const es = content
        .filter((item) => item.type === type && item.locale === 'es')
        .map((item) => item.slug);
      const en = content
        .filter((item) => item.type === type && item.locale === 'en')
        .map((item) => item.slug);
      expect(es.length).toBeGreaterThan(0);
      expect(en).toEqual(es);
    }
  });
});
