// Finding one's way, on a 390 px phone in Spanish and a 1366 px desktop in English: every tab of
// the account area online, then offline after a reload (the saved copy, said to be offline), with
// addresses a person would mistype; the FAQ and the way back to the casino; a page that does not
// exist and the ways on from it. No page shows a status alone, a stack or a validator's report.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  fundedPlayer,
  goOffline,
  LOGIN_WORDS,
  logInThroughSidebar,
  logInThroughTopBar,
  waitForSavedQuery,
  waitForServiceWorker,
} from '../e2e/support';
import { step } from './screens';

const WALKS = [
  {
    title: 'on a 390 px phone in Spanish',
    locale: 'es' as const,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    logIn: logInThroughTopBar,
    balance: 'top-bar-balance',
    words: {
      prefix: '',
      tabs: [
        'Historial de apuestas',
        'Datos personales',
        'Depositar',
        'Retirar',
        'Transacciones',
        'Cambiar contraseña',
        'Seguridad',
      ],
      betList: 'Historial de apuestas',
      transactions: 'Transacciones',
      password: 'Cambiar contraseña',
      offline: 'Sin conexión: lo que ves puede no estar actualizado',
      faq: 'Preguntas frecuentes',
      backToCasino: '← Volver al casino',
      featured: 'Juegos destacados',
      notFound: 'No se ha encontrado esta página',
      sports: 'Deportes',
      balance: '5,00 mBTC',
    },
  },
  {
    title: 'on a 1366 px desktop in English',
    locale: 'en' as const,
    use: { viewport: { width: 1366, height: 768 } },
    logIn: logInThroughSidebar,
    balance: 'sidebar-balance',
    words: {
      prefix: '/en',
      tabs: [
        'Bet history',
        'Personal details',
        'Deposit',
        'Withdraw',
        'Transactions',
        'Change password',
        'Security',
      ],
      betList: 'Bet history',
      transactions: 'Transactions',
      password: 'Change password',
      offline: 'Offline: what you see may be out of date',
      faq: 'FAQ',
      backToCasino: '← Back to the casino',
      featured: 'Featured games',
      notFound: 'This page could not be found',
      sports: 'Sports',
      balance: '5.00 mBTC',
    },
  },
];

/** What no page may show a player: a bare status, a stack, a validator's report. */
const INTERNALS = /\b500\b|Error:|at \w+ \(|\{"|issues|undefined|NaN/;

for (const walk of WALKS) {
  test.describe(walk.title, () => {
    test.use({ ...walk.use, serviceWorkers: 'allow' });

    test('every account tab online and offline after a reload, mistyped addresses, the FAQ and a missing page', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const { words, locale } = walk;
      await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
      const player = await fundedPlayer(request, 500_000);
      await page.goto(words.prefix || '/');
      await waitForServiceWorker(page);
      await walk.logIn(page, player.username, player.password, LOGIN_WORDS[locale]);
      const balance = page.getByTestId(walk.balance);
      // the service worker's first install downloads the whole app beside this first call
      await expect(balance).toHaveText(words.balance, { timeout: 15_000 });

      // online: every tab, each opened from the tab list, its panel drawn
      await page.goto(`${words.prefix}/user-management?tab=0`);
      await walkTabs(page, words.tabs, 'online');
      await waitForSavedQuery(page, ['player', 'bets']);
      await waitForSavedQuery(page, ['player', 'transactions']);
      await waitForSavedQuery(page, ['player', 'balance']);

      // offline, after a reload: the same tabs from the saved copy, the balance still in sight
      await goOffline(context, page);
      await page.reload();
      await expect(page.getByText(words.offline)).toBeVisible();
      await expect(balance).toContainText(words.balance);
      await expect(balance).toBeInViewport();
      await walkTabs(page, words.tabs, 'offline');

      // addresses a person would type, offline: the tab they name, or the bet list
      const selected = page.getByRole('tab', { selected: true });
      for (const [tab, name] of [
        ['transactions', words.transactions],
        ['password', words.password],
        ['99', words.betList],
        ['{"a":1}', words.betList],
      ] as const) {
        await page.goto(`${words.prefix}/user-management?tab=${encodeURIComponent(tab)}`);
        await expect(selected).toHaveText(name);
        await expect(selected).toBeInViewport();
        await expect(page.locator('main')).not.toContainText(INTERNALS);
      }
      await step(page, 'mistyped address offline');
      await context.setOffline(false);

      // the FAQ, and the way back to the casino (an installed app has no back button)
      await page.goto(`${words.prefix}/faq`);
      await expect(page.getByRole('heading', { name: words.faq })).toBeVisible();
      await step(page, 'faq');
      await page.getByRole('link', { name: words.backToCasino }).click();
      await expect(page.getByRole('heading', { name: words.featured })).toBeVisible();

      // a page that does not exist: inside the app, with the ways on
      const missing = await page.goto(`${words.prefix}/no-such-page`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: words.notFound })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(INTERNALS);
      await expect(balance).toBeVisible();
      await step(page, 'page not found');
      await page.locator('main').getByRole('link', { name: words.sports, exact: true }).click();
      await expect(page.getByRole('heading', { name: words.sports, level: 1 })).toBeVisible();
      await expect(page.getByRole('group', { name: /^(Cuotas|Odds):/ }).first()).toBeInViewport();
    });
  });
}

/** Opens each tab from the tab list as a player taps it: selected, its panel drawn, no internals. */
async function walkTabs(page: Page, tabs: readonly string[], network: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  for (const name of tabs) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    await expect(panel).not.toContainText(INTERNALS);
    // the tabs stay one row (sideways on a phone), the open one in sight, the panel under them
    const tops = await page
      .getByRole('tab')
      .evaluateAll((all) => all.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(tab).toBeInViewport();
    const [row, open] = [await page.getByRole('tablist').boundingBox(), await tab.boundingBox()];
    expect(open && row && open.x >= row.x - 1 && open.x + open.width <= row.x + row.width + 1).toBe(
      true,
    );
    await step(page, `${name} ${network}`);
  }
}
