import { expect, test } from '@playwright/test';

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
  });
}

test('the FAQ opens bare, without the sidebar or footer', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.locator('.sidebar')).toHaveCount(0);
  await expect(page.locator('.footer')).toHaveCount(0);
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
});

test('the copy pages redirect to their originals', async ({ page }) => {
  await page.goto('/online-casino-copy');
  await expect(page).toHaveURL(/\/online-casino$/);
  await page.goto('/en/live-casino-copy');
  await expect(page).toHaveURL(/\/en\/live-casino$/);
});

test('an unknown page answers 404 and shows the 404 with a link home, in both languages', async ({
  page,
}) => {
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

test('the account area needs a logged-in player', async ({ page }) => {
  await page.goto('/user-management?tab=3');
  await expect(page).toHaveURL(/\/$/);
});

test('a route that fails shows the error page with its status and message', async ({ page }) => {
  // the content service fails for this page
  await page.route('**/api/front/get_content_template', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, code: 'internal_error' }),
    }),
  );
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { name: '503' })).toBeVisible();
  await expect(
    page.getByText('Something went wrong on the server. Try again later.'),
  ).toBeVisible();
});
