// Screenshots of the back-office's sign-in and withdrawal queue at a phone's and a desktop's width,
// in both languages and both colour schemes, the player page, the notifications and live tables
// screens, trading, for a person to look at (test-results/admin-screens): `npm run screens:admin`, not
// part of `npm test` (playwright.screens.config.ts).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openPlayer, signedInStaff } from './admin-app';
import { fundedPlayer, PAYOUT_ADDRESS } from './support';
import { upcomingMatch } from './upcoming-match';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const SCHEMES = ['light', 'dark'] as const;
const LANGUAGES = [
  { locale: 'es', name: 'Español', heading: 'Retiros pendientes', signIn: 'Iniciar sesión' },
  { locale: 'en', name: 'English', heading: 'Pending withdrawals', signIn: 'Sign in' },
] as const;

test('sign-in and withdrawals at 390 and 1366 px, es and en, light and dark', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const player = await fundedPlayer(request, 2_000_000);
  await player.post(
    'payment/send_withdrawal_request',
    { playerId: player.playerId, amount: 1.23456, address: PAYOUT_ADDRESS },
    { 'Idempotency-Key': randomUUID() },
  );
  await signedInStaff(page, request, ['payments']);
  const signedOut = await (await browser.newContext()).newPage();
  await signedOut.goto('/admin/sign-in');
  for (const language of LANGUAGES) {
    for (const target of [page, signedOut]) {
      await target.getByRole('button', { name: language.name }).click();
    }
    for (const size of SIZES) {
      for (const scheme of SCHEMES) {
        const name = `${language.locale}-${size.width}-${scheme}`;
        for (const target of [page, signedOut]) {
          await target.setViewportSize(size);
          await target.emulateMedia({ colorScheme: scheme });
        }
        await expect(signedOut.getByRole('heading', { name: language.signIn })).toBeVisible();
        await signedOut.screenshot({
          path: `test-results/admin-screens/sign-in-${name}.png`,
          fullPage: true,
        });
        await expect(page.getByRole('heading', { name: language.heading })).toBeVisible();
        await page.screenshot({
          path: `test-results/admin-screens/withdrawals-${name}.png`,
          fullPage: true,
        });
      }
    }
  }
  await signedOut.context().close();
});

test('the other areas at 390 and 1366 px', async ({ page, request }) => {
  await signedInStaff(page, request, ['admin']);
  const shots = [
    { path: '/admin/content?slug=bono-bienvenida', name: 'content' },
    { path: '/admin/content?type=slider&slug=slide-1', name: 'content-slide' },
    { path: '/admin/exclusion-reviews', name: 'exclusion-reviews' },
    { path: '/admin/audit', name: 'audit' },
    { path: '/admin/staff', name: 'staff' },
    { path: '/admin/sessions', name: 'sessions' },
    { path: '/admin/sports-limits', name: 'sports-limits' },
  ];
  for (const shot of shots) {
    await page.goto(shot.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: `test-results/admin-screens/${shot.name}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
});

const PLAYER_LANGUAGES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
] as const;

test('screenshots of the player page at 390 and 1366 px, es and en', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await fundedPlayer(request, 1_234_567);
  await signedInStaff(page, request, ['admin']);
  await openPlayer(page, player.username);
  const url = page.url().split('?')[0] as string;
  for (const language of PLAYER_LANGUAGES) {
    await page.getByRole('button', { name: language.name }).click();
    // the choice is saved once its catalogue is loaded
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const tab of ['profile', 'protection', 'ledger', 'bonuses', 'adjustments', 'notes']) {
        await page.goto(`${url}?tab=${tab}`);
        await expect(page.getByTestId('cash-balance')).toBeVisible({ timeout: 20_000 });
        await page.screenshot({
          path: `test-results/admin-screens/player-${tab}-${language.locale}-${size.width}.png`,
          fullPage: true,
        });
      }
    }
  }
  await page.goto('/admin/players?q=' + player.username.slice(0, 4));
  await page.screenshot({ path: 'test-results/admin-screens/players-search-en-1366.png' });
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
  await page.screenshot({
    path: 'test-results/admin-screens/players-search-en-390.png',
    fullPage: true,
  });
});

test('screenshots of the notifications and live tables screens at 390 and 1366 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, ['admin']);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/admin/push');
    await page.getByLabel('Título (Español)').fill('Bono del 50 %');
    await page.getByLabel('Texto (Español)').fill('Solo hoy, en tu primer depósito.');
    await page.screenshot({
      path: `test-results/admin-screens/push-es-${width}.png`,
      fullPage: true,
    });
    await page.goto('/admin/live');
    await expect(page.getByRole('heading', { name: 'Silenciar en el chat' })).toBeVisible();
    await page.screenshot({
      path: `test-results/admin-screens/live-es-${width}.png`,
      fullPage: true,
    });
  }
});

test('screenshots of trading at 390 and 1366 px, es and en: the folded list, an event, the exposure view and the settlement dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(400_000);
  const event = await upcomingMatch(request, 'latest');
  const home = event.mainMarket?.outcomes.find((outcome) => outcome.outcomeId === 'home');
  if (!home) throw new Error('no home outcome');
  const player = await fundedPlayer(request, 10_000_000);
  const placed = await player.post(
    'front/sports/place_bet',
    {
      playerId: player.playerId,
      stake: 2,
      type: 'single',
      selections: [{ outcomeId: home.id, oddsMilli: home.oddsMilli }],
      oddsPolicy: 'any',
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(placed.status).toBe(200);
  await signedInStaff(page, request, ['trading']);
  for (const language of PLAYER_LANGUAGES) {
    await page.getByRole('button', { name: language.name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    const name = `${event.home[language.locale]} – ${event.away[language.locale]}`;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const shot = (what: string) =>
        page.screenshot({
          path: `test-results/admin-screens/trading-${what}-${language.locale}-${size.width}.png`,
          fullPage: what !== 'dialog',
        });
      await page.goto('/admin/trading');
      await expect(page.locator('details').first()).toBeVisible();
      await shot('list');
      await page.goto(`/admin/trading?event=${encodeURIComponent(event.id)}`);
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      await shot('event');
      await page.goto(`/admin/trading?view=exposure&q=${encodeURIComponent(event.home.es)}`);
      const card = page.getByRole('region').filter({ hasText: name }).first();
      await expect(card).toBeVisible();
      await shot('exposure');
      await card.getByRole('button', { name: /^(Liquidar o anular|Settle or void) / }).click();
      const dialog = page.getByRole('dialog');
      for (const select of await dialog.getByRole('combobox').all()) {
        await select.selectOption({ index: 2 });
      }
      await dialog.getByRole('combobox').first().selectOption({ index: 1 });
      await expect(dialog.getByRole('table')).toBeVisible();
      await shot('dialog');
      await page.keyboard.press('Escape');
    }
  }
});
