// The provably-fair verifier recomputes published test vectors in the browser, in both
// languages, follows edits, and keeps working offline once the app has been loaded.
import { expect, test, type Page } from '@playwright/test';
import vectors from '../../contract/provably-fair.vectors.json' with { type: 'json' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** The published dice vectors of one seed pair ("server seed" / "client seed"). */
const dice = vectors.bets.filter(
  (vector) => vector.game === 'dice' && vector.serverSeed === 'server seed',
);
const [first, second] = dice;
const ownSeed = vectors.sha256[1];

function verifierUrl(prefix: string, search: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  );
  return `${prefix}/provably-fair?${query.toString()}`;
}

const firstDiceUrl = (prefix = '') =>
  verifierUrl(prefix, {
    game: 'dice',
    serverSeed: first?.serverSeed ?? '',
    clientSeed: first?.clientSeed ?? '',
    nonce: first?.nonce ?? 0,
  });

/** 74.67 as the page writes it: a decimal comma in Spanish, a point in English. */
const asShown = (value: unknown, locale: 'es' | 'en') =>
  (value as number).toFixed(2).replace('.', locale === 'es' ? ',' : '.');

test('recomputes a published dice vector from the link, and follows a new nonce', async ({
  page,
}) => {
  await page.goto(firstDiceUrl());
  await expect(page.getByRole('heading', { name: 'Verificador provably fair' })).toBeVisible();
  await expect(page.getByLabel('Server seed (revelado)')).toHaveValue('server seed');
  await expect(page.getByTestId('verifier-result')).toHaveText(asShown(first?.expected, 'es'));

  const nonce = page.getByLabel('Nonce');
  await nonce.fill(String(second?.nonce));
  await expect(page.getByTestId('verifier-result')).toHaveText(asShown(second?.expected, 'es'));
  await nonce.fill('-1');
  await expect(page.getByText('El nonce es un número entero desde 0.')).toBeVisible();
  await expect(page.getByTestId('verifier-result')).toHaveCount(0);
});

test('in English: each game from the same seeds, keyboard order, and the seed hash checked', async ({
  page,
}) => {
  await page.goto(firstDiceUrl('/en'));
  await expect(page.getByRole('heading', { name: 'Provably fair verifier' })).toBeVisible();
  await expect(page.getByTestId('verifier-result')).toHaveText(asShown(first?.expected, 'en'));

  const game = page.getByLabel('Game');
  await game.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Server seed (revealed)')).toBeFocused();
  await game.selectOption('roulette');
  const roulette = vectors.bets.find(
    (vector) => vector.game === 'roulette' && vector.serverSeed === 'server seed',
  );
  await page.getByLabel('Nonce').fill(String(roulette?.nonce));
  await expect(page.getByTestId('verifier-result')).toHaveText(`${roulette?.expected} · red`);

  await game.selectOption('hi-lo');
  const hiLo = vectors.bets.find(
    (vector) => vector.game === 'hi-lo' && vector.serverSeed === 'server seed',
  );
  const cards = page.getByTestId('verifier-cards').getByRole('listitem');
  await expect(cards).toHaveCount(52);
  await expect(cards.first()).toHaveText((hiLo?.expected as string[])[0] ?? '');

  await page.getByLabel('Server seed (revealed)').fill(ownSeed?.input ?? '');
  await page.getByLabel('Server seed hash (optional)').fill(ownSeed?.hex ?? '');
  await expect(page.getByTestId('verifier-hash-status')).toHaveText(
    'The hash matches: this is the server seed shown before play.',
  );
  await page.getByLabel('Server seed (revealed)').press('End');
  await page.getByLabel('Server seed (revealed)').press('Backspace');
  await expect(page.getByTestId('verifier-hash-status')).toHaveText(
    'The hash does not match this server seed.',
  );
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  async function waitForServiceWorker(page: Page): Promise<void> {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
  }

  test('works offline once the app has been loaded', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);

    await page.goto(firstDiceUrl());
    await expect(page.getByTestId('verifier-result')).toHaveText(asShown(first?.expected, 'es'));
    await page.getByLabel('Nonce').fill(String(second?.nonce));
    await expect(page.getByTestId('verifier-result')).toHaveText(asShown(second?.expected, 'es'));
  });
});
