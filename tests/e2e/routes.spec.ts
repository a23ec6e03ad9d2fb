import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logInNewPlayer } from './support';

/** The Spanish of every message whose English differs (the player app's catalogues). */
const SPANISH_ONLY = new Set(
  ['messages', 'account', 'sportsbook'].flatMap((catalogue) =>
    [
      ...readFileSync(`src/locales/en/${catalogue}.po`, 'utf8').matchAll(
        /^msgid "(.+)"\nmsgstr "(.*)"$/gm,
      ),
    ]
      .map(([, spanish = '', english = '']) => ({ spanish, english }))
      .filter(({ spanish, english }) => english !== spanish && spanish.length > 3)
      .map(({ spanish }) => spanish.replaceAll('\\"', '"')),
  ),
);

/** The lines of the page (its whole body: sidebar and footer too) that are a Spanish message. */
async function spanishLines(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  return lines.filter((line) => SPANISH_ONLY.has(line));
}

// Every route of SPEC.md section 2 in both languages, with what each must show.
const ROUTES: { path: string; es: RegExp; en: RegExp }[] = [
  { path: '/', es: /Juegos destacados/, en: /Featured games/ },
  { path: '/online-casino', es: /Casino online/, en: /Online casino/ },
  { path: '/live-casino', es: /Casino en vivo/, en: /Live casino/ },
  { path: '/sports', es: /Deportes/, en: /Sports/ },
  { path: '/contact-us', es: /Contacto/, en: /Contact us/ },
  { path: '/promotion', es: /Bono de bienvenida de 1 mBTC/, en: /1 mBTC welcome bonus/ },
  { path: '/promotion/bono-bienvenida', es: /Usa el código/, en: /Use the code/ },
  { path: '/sign-up', es: /Crea tu cuenta/, en: /Create your account/ },
  { path: '/restriction', es: /Acceso restringido/, en: /Access restricted/ },
  { path: '/welcome', es: /Bienvenido al casino/, en: /Welcome to the casino/ },
  { path: '/welcome1/aus', es: /Jugadores de Australia/, en: /Players from Australia/ },
  { path: '/welcome1/canada', es: /Jugadores de Canadá/, en: /Players from Canada/ },
  { path: '/welcome1/south-africa', es: /Jugadores de Sudáfrica/, en: /Players from South Africa/ },
  { path: '/welcome1/uk', es: /Jugadores del Reino Unido/, en: /Players from the United Kingdom/ },
  { path: '/privacy', es: /Política de privacidad/, en: /Privacy policy/ },
  { path: '/terms', es: /Términos y condiciones/, en: /Terms and conditions/ },
  { path: '/faq', es: /¿Cómo deposito\?/, en: /How do I deposit\?/ },
  { path: '/faq/como-deposito', es: /¿Cómo deposito\?/, en: /How do I deposit\?/ },
];

for (const route of ROUTES) {
  test(`${route.path} in Spanish and English`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.locator('main')).toContainText(route.es);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const english = route.path === '/' ? '/en' : `/en${route.path}`;
    await page.goto(english);
    await expect(page.locator('main')).toContainText(route.en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await spanishLines(page)).toEqual([]);
  });
}

test('the FAQ opens bare, without the sidebar or footer', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.locator('.sidebar')).toHaveCount(0);
  await expect(page.locator('.footer')).toHaveCount(0);
  // no dead end: a way back to the casino (an installed app has no back button)
  await page.getByRole('link', { name: '← Volver al casino' }).click();
  await expect(page.getByRole('heading', { name: 'Juegos destacados' })).toBeVisible();
});

test('the FAQ menu entry opens a 1024x768 window', async ({ page, context }) => {
  await page.goto('/online-casino');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('.sidebar').getByRole('link', { name: 'Preguntas frecuentes' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/faq$/);
  expect(popup.viewportSize()).toEqual({ width: 1024, height: 768 });
  // its own window closes from its bar
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Cerrar', exact: true }).click(),
  ]);
});

test('the copy pages redirect to their originals', async ({ page }) => {
  await page.goto('/online-casino-copy');
  await expect(page).toHaveURL(/\/online-casino$/);
  await page.goto('/en/live-casino-copy');
  await expect(page).toHaveURL(/\/en\/live-casino$/);
});

/** The visitor answered the cookie banner before (it would cover the links these tests press). */
const withCookiesAnswered = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));

test('an unknown page answers 404 and shows the 404 with a link home, in both languages', async ({
  page,
}) => {
  await withCookiesAnswered(page);
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByText('No se ha encontrado esta página')).toBeVisible();
  expect((await page.goto('/en/no/such/page'))?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect((await page.goto('/welcome1/mars'))?.status()).toBe(404);
  await expect(page.getByText('No se ha encontrado esta página')).toBeVisible();
  expect((await page.goto('/en/online-casino'))?.status()).toBe(200);
});

test('a game or a match the address does not name is a page not found, never an error', async ({
  page,
  request,
}) => {
  await withCookiesAnswered(page);
  await logInNewPlayer(page, request);
  const notFound = 'No se ha encontrado esta página';
  for (const [path, words] of [
    ['/play/dice', notFound],
    ['/play/99999999', 'Este juego no está disponible ahora mismo'],
    ['/sports/event/abc', notFound],
    ['/sports/event/99999999', notFound],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(words), path).toBeVisible();
    await expect(page.getByText(/Error 5\d\d/), path).toHaveCount(0);
  }
});

test('the account area needs a logged-in player', async ({ page }) => {
  await page.goto('/user-management?tab=3');
  await expect(page).toHaveURL(/\/$/);
});

test('a route that fails shows the error page with its status and message', async ({ page }) => {
  await withCookiesAnswered(page);
  // the content service fails for this page
  await page.route('**/api/front/get_content_template', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, code: 'internal_error' }),
    }),
  );
  await page.goto('/en/privacy');
  // the message in words as the heading, the status beside it, inside the app's shell
  await expect(
    page.getByRole('heading', { name: 'Something went wrong on the server. Try again later.' }),
  ).toBeVisible();
  await expect(page.getByText('Error 503')).toBeVisible();
  await expect(page.locator('.sidebar')).toBeVisible();
  // the service is back: trying again shows the page
  await page.unroute('**/api/front/get_content_template');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
});

test('a mistyped account address opens the tab it names or the bet list, never an error', async ({
  page,
  request,
}) => {
  await logInNewPlayer(page, request);
  const selectedTab = page.getByRole('tab', { selected: true });
  // the names a person would type
  for (const [tab, name] of [
    ['transactions', 'Transacciones'],
    ['password', 'Cambiar contraseña'],
    ['personal', 'Datos personales'],
    ['withdraw', 'Retirar'],
    ['security', 'Seguridad'],
    ['4', 'Transacciones'],
  ] as const) {
    await page.goto(`/user-management?tab=${tab}`);
    await expect(selectedTab).toHaveText(name);
  }
  // anything else: the bet list, with no status, stack or validator's report on the page
  for (const tab of ['transacciones', '99', '{"a":1}', '-1']) {
    await page.goto(`/user-management?tab=${encodeURIComponent(tab)}`);
    await expect(selectedTab).toHaveText('Historial de apuestas');
    await expect(page.locator('main')).not.toContainText(/500|Error|\{|issues/);
  }
});

test('a page not found is inside the app, with ways on', async ({ page }) => {
  await withCookiesAnswered(page);
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'No se ha encontrado esta página' }),
  ).toBeVisible();
  // the app's shell: its navigation and the ways on
  await expect(page.locator('.sidebar')).toBeVisible();
  const main = page.locator('main');
  for (const name of ['Volver al inicio', 'Casino', 'Deportes', 'Preguntas frecuentes'])
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await main.getByRole('link', { name: 'Deportes', exact: true }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deportes' })).toBeVisible();
});
