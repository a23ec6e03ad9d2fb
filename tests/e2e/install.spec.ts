// Installable: the manifest and its images, Chrome's own installability check, the 'Install app'
// entry (beforeinstallprompt) and the add-to-home-screen hint on iOS Safari.
import { expect, test, type Page } from '@playwright/test';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** Fires what Chromium fires when the app may be installed, with a prompt() that counts its calls. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const counted = window as unknown as { promptCalls?: number };
        counted.promptCalls = (counted.promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { promptCalls?: number }).promptCalls ?? 0);

test('the manifest is linked and served as a manifest, and every image it names loads at its stated size', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: ManifestImage[];
    screenshots: ManifestImage[];
  };
  expect(manifest).toMatchObject({
    name: 'Casino Bitcoin',
    short_name: 'Casino',
    start_url: '/',
    display: 'standalone',
    lang: 'es',
    theme_color: '#1b1d29',
    background_color: '#1b1d29',
  });
  const iconsOf = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes);
  expect(iconsOf('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(iconsOf('maskable')).toEqual(['512x512']);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);

  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    if (image.form_factor) expect(image.label, image.src).toBeTruthy();
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type'], image.src).toBe(image.type);
    const size = await page.evaluate(async (src) => {
      const element = new Image();
      element.src = src;
      await element.decode();
      return `${element.naturalWidth}x${element.naturalHeight}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );
  expect((await request.get('/icons/apple-touch-icon-180.png')).status()).toBe(200);
});

// Playwright's usual contexts are off-the-record profiles, which Chrome never installs from
// ('in-incognito'): the check runs in a normal, persistent profile, as a player's browser is.
test("Chrome's installability check finds nothing missing in a normal profile", async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  const context = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath('profile'),
    { ...launchOptions, baseURL, serviceWorkers: 'allow' },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const installabilityErrors = async () => {
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
      await cdp.detach();
      return errors.map((error) => error.errorId);
    };
    // the check does look in this profile: a page with no manifest fails it
    await page.goto('/api/geolocation');
    expect(await installabilityErrors()).toContain('no-manifest');

    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    expect(await installabilityErrors()).toEqual([]);
    // and Chromium itself offers installing, which the sidebar picks up
    await expect(
      page.locator('.sidebar').getByRole('button', { name: 'Instalar app' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the sidebar offers installing once the browser does, and the entry opens its dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/online-casino');
  const sidebar = page.locator('.sidebar');
  await expect(sidebar.getByRole('link', { name: 'Casino', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Instalar app' })).toHaveCount(0);

  await offerInstall(page);
  await sidebar.getByRole('button', { name: 'Instalar app' }).click();
  expect(await promptCalls(page)).toBe(1);
  // the browser's event serves one prompt: the entry goes until it offers again
  await expect(sidebar.getByRole('button', { name: 'Instalar app' })).toHaveCount(0);

  await offerInstall(page);
  await expect(sidebar.getByRole('button', { name: 'Instalar app' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(sidebar.getByRole('button', { name: 'Instalar app' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the profile menu offers installing and closes when it is chosen', async ({ page }) => {
    await page.goto('/online-casino');
    const nav = page.getByRole('navigation', { name: 'Menú inferior móvil' });
    await offerInstall(page);
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Instalar app' }).click();
    expect(await promptCalls(page)).toBe(1);
    await expect(page.locator('#profile-menu')).toBeHidden();
  });
});

test.describe('on iPhone Safari', () => {
  test.use({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('the profile menu shows the add-to-home-screen hint until it is dismissed', async ({
    page,
  }) => {
    await page.goto('/online-casino');
    const nav = page.getByRole('navigation', { name: 'Menú inferior móvil' });
    const menu = page.locator('#profile-menu');
    const hint = menu.getByRole('note');
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await expect(hint).toHaveText(/pulsa Compartir y luego «Añadir a pantalla de inicio»/);
    await expect(menu.getByRole('button', { name: 'Instalar app' })).toHaveCount(0);

    await hint.getByRole('button', { name: 'Cerrar aviso de instalación' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await expect(menu.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(hint).toHaveCount(0);
  });
});
