// The phone's top bar (src/features/layout/components/top-bar.tsx): on a 390 px phone the balance
// and Deposit stay in sight on every page, or Log in and Register; a desktop has the sidebar.
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_WORDS, logInThroughTopBar, registerPlayer } from './support';

const WORDS = {
  es: { ...LOGIN_WORDS.es, register: 'Registrarse', deposit: 'Depositar', offline: 'sin conexión' },
  en: { ...LOGIN_WORDS.en, register: 'Sign up', deposit: 'Deposit', offline: 'offline' },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** The top bar is at the top of the screen, whole, and `name` is inside it and inside the screen. */
async function expectInTopBar(page: Page, name: RegExp | string, role: 'button' | 'link') {
  const bar = page.locator('.top-bar');
  await expect(bar.getByRole(role, { name, exact: true })).toBeVisible();
  const box = await bar.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()?.width });
  const item = bar.getByRole(role, { name, exact: true });
  await expect(item).toBeInViewport({ ratio: 1 });
}

for (const language of ['es', 'en'] as const) {
  test.describe(`on a 390 px phone (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the top bar offers log in and register, then keeps the balance and Deposit in sight on every page, offline too', async ({
      page,
      context,
      request,
    }) => {
      const words = WORDS[language];
      const player = await registerPlayer(request);
      await page.goto(words.prefix || '/');
      await expectInTopBar(page, words.logIn, 'button');
      await expectInTopBar(page, words.register, 'link');
      // the narrowest phones too
      await page.setViewportSize({ width: 360, height: 740 });
      await expectInTopBar(page, words.logIn, 'button');
      await expectInTopBar(page, words.register, 'link');
      await page.setViewportSize({ width: 390, height: 844 });
      await logInThroughTopBar(page, player.username, player.password, words);

      const balance = page.getByTestId('top-bar-balance');
      const amount = language === 'es' ? /^0,00 mBTC$/ : /^0\.00 mBTC$/;
      for (const path of ['/', '/online-casino', '/live-casino', '/sports']) {
        await page.goto(path === '/' ? words.prefix || '/' : `${words.prefix}${path}`);
        await expect(balance).toHaveText(amount);
        await expect(balance).toBeInViewport({ ratio: 1 });
        await expectInTopBar(page, words.deposit, 'link');
      }
      // scrolled down a lobby, the bar stays
      await page.goto(`${words.prefix}/online-casino`);
      await expect(page.locator('.game-card').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await expect(balance).toBeInViewport({ ratio: 1 });
      // the page's balance has arrived before the network goes
      await expect(balance).toHaveText(amount);

      // offline, the saved balance says so
      await context.setOffline(true);
      await expect(
        page.locator('.top-bar').getByText(words.offline, { exact: true }),
      ).toBeVisible();
      await expect(balance).toContainText(language === 'es' ? '0,00 mBTC' : '0.00 mBTC');
      await context.setOffline(false);
      await expect(page.locator('.top-bar').getByText(words.offline, { exact: true })).toBeHidden();

      // Deposit opens the account area's deposit
      await page
        .locator('.top-bar')
        .getByRole('link', { name: words.deposit, exact: true })
        .click();
      await expect(page).toHaveURL(/\/user-management\?tab=2$/);
    });
  });
}

test('a desktop has no top bar: the sidebar carries the balance', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await expect(page.locator('.top-bar')).toBeHidden();
});
