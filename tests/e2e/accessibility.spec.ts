import { expect, test, type Locator } from '@playwright/test';
import { logInThroughSidebar, seriousViolations } from './support';

// the longest spec (four themes × languages of fifteen pages): its tests share nothing, so both
// workers take them rather than one worker running the file alone
test.describe.configure({ mode: 'parallel' });

const PATHS = [
  '/',
  '/online-casino',
  '/live-casino',
  '/sports',
  '/contact-us',
  '/promotion',
  '/promotion/bono-bienvenida',
  '/sign-up',
  '/restriction',
  '/welcome',
  '/welcome1/uk',
  '/privacy',
  '/responsible-gaming',
  '/faq',
  '/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['es', 'en'] as const) {
    test(`no serious or critical axe violation: ${language}, ${theme} theme`, async ({ page }) => {
      // fifteen pages and axe runs: 20 s, a minute or more on a busy 2-core machine
      test.setTimeout(180_000);
      await page.addInitScript((value) => localStorage.setItem('casino.theme', value), theme);
      for (const path of PATHS) {
        await page.goto(language === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('h1').first()).toBeVisible();
        expect((await seriousViolations(page)).map((violation) => `${path}: ${violation}`)).toEqual(
          [],
        );
      }
    });
  }
}

test('everything in the sidebar is reachable with the keyboard', async ({ page }) => {
  await page.goto('/online-casino');
  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Aceptar todas' })
    .click();
  const reached = new Set<string>();
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  for (const name of [
    'Iniciar sesión',
    'Registrarse',
    'Casino en vivo',
    'Promociones',
    'English',
    'Modo oscuro',
  ]) {
    expect(
      [...reached].some((text) => text.includes(name)),
      name,
    ).toBe(true);
  }
});

test('the login modal has no serious or critical axe violation, in both themes', async ({
  page,
}) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('casino.theme', value), theme);
    await page.goto('/');
    await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog.getByText('Este campo es obligatorio').first()).toBeVisible();
    expect(await seriousViolations(page, '.modal')).toEqual([]);
  }
});

test('the contact form has no serious or critical axe violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await page.goto('/contact-us');
  await page.locator('main form').getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.locator('main form').getByText('Este campo es obligatorio').first(),
  ).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('the account modals have no serious or critical axe violation, in both themes', async ({
  page,
}) => {
  // twelve modals and twelve axe runs: 15 s, a minute or more on a busy 2-core machine
  test.setTimeout(180_000);
  const ready: [string, (dialog: Locator) => Locator][] = [
    ['Historial de apuestas', (dialog) => dialog.locator('tbody tr').nth(3)],
    ['Datos personales', (dialog) => dialog.getByLabel('Ciudad')],
    ['Depositar', (dialog) => dialog.getByRole('img')],
    ['Retirar', (dialog) => dialog.getByText(/Saldo disponible: \d/)],
    ['Transacciones', (dialog) => dialog.locator('tbody tr').nth(3)],
    ['Cambiar contraseña', (dialog) => dialog.getByLabel('Contraseña actual')],
  ];
  await page.goto('/');
  await logInThroughSidebar(page, 'demo', 'demo1234');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('casino.theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const [name, isReady] of ready) {
      await page.locator('.sidebar__user-menu').getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(isReady(dialog)).toBeVisible();
      expect(await seriousViolations(page, '.modal'), `${name}, ${theme}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});
