import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppPath, showsSlider } from '../../contract/app-routes';

/** The full paths TanStack Router generated from src/routes, without the language segment. */
function generatedRoutes(): string[] {
  const source = readFileSync(new URL('../../src/route-tree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(source);
  if (!block?.[1]) throw new Error('FileRoutesByFullPath not found in src/route-tree.gen.ts');
  return [...block[1].matchAll(/^\s*'([^']+)':/gm)]
    .map((match) => match[1] ?? '')
    .filter((path) => path !== '/{-$locale}')
    .map((path) => path.replace(/^\/\{-\$locale\}/, ''));
}

describe('the route table', () => {
  it('lists exactly the pages of the generated route tree', () => {
    expect([...APP_ROUTES].sort()).toEqual(generatedRoutes().sort());
  });
});

describe('isAppPath', () => {
  it.each([
    '/',
    '/en',
    '/en/',
    '/online-casino',
    '/en/online-casino',
    '/online-casino/',
    '/promotion',
    '/promotion/3',
    '/en/promotion/bono-bienvenida',
    '/faq',
    '/faq/como-deposito',
    '/play/42',
    '/welcome1/uk',
    '/en/welcome1/south-africa',
  ])('knows %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/en/no-such-page',
    '/xx',
    '/xx/whatever',
    '/en/en',
    '/play',
    '/promotion/3/more',
    '/faq/a/b',
    '/welcome1/mars',
    '/online-casinos',
  ])('does not know %s', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});

describe('the pages the slider is drawn on', () => {
  it('are the home page and the lobbies, in either language, with or without a final slash', () => {
    for (const path of [
      '/',
      '/en',
      '/en/',
      '/online-casino',
      '/en/live-casino',
      '/sports',
      '/sports/',
    ])
      expect(showsSlider(path), path).toBe(true);
  });

  it('leave out the account area, an event page, my bets, promotions and the forms', () => {
    for (const path of [
      '/user-management',
      '/en/user-management',
      '/sports/event/12',
      '/sports/my-bets',
      '/promotion',
      '/sign-up',
      '/play/dice',
      '/faq',
      '/en/contact-us',
      '/no-such-page',
    ])
      expect(showsSlider(path), path).toBe(false);
  });
});
