// The provably-fair verifier recomputes published test vectors in the browser, in both
// languages, follows edits, and keeps working offline once the app has been loaded.
import { expect, test, type Page } from '@playwright/test';
import liveVectors from '../../contract/live-fairness.vectors.json' with { type: 'json' };
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

test.describe('a live table round', () => {
  const { chain } = liveVectors;
  const [first, second] = chain.rounds;

  test('from the link: its bust point, its link to the terminating hash, and as roulette', async ({
    page,
  }) => {
    await page.goto(
      verifierUrl('/en', {
        game: 'crash',
        roundHash: first?.hash ?? '',
        salt: chain.salt,
        previousHash: chain.terminatingHash,
      }),
    );
    await expect(page.getByLabel('Game')).toHaveValue('crash');
    await expect(page.getByTestId('verifier-result')).toHaveText(`${first?.crashShown}×`);
    await expect(page.getByTestId('verifier-chain-status')).toHaveText(
      'Linked to the chain: the SHA-256 of this hash is the previous hash.',
    );
    await expect(page.getByTestId('verifier-result-hex')).toHaveText(first?.resultHex ?? '');

    await page.getByLabel('Game').selectOption('live-roulette');
    await expect(page.getByTestId('verifier-result')).toHaveText(`${first?.pocket} · red`);
    await expect(page.getByLabel('House edge (%)')).toHaveCount(0);
  });

  test('typed by hand in Spanish: a broken link and a bad hash are said, in words', async ({
    page,
  }) => {
    await page.goto('/provably-fair');
    await page.getByLabel('Juego').selectOption('crash');
    await expect(
      page.getByText('Introduce el hash de la ronda y la salt de la mesa para ver el resultado.'),
    ).toBeVisible();
    await page.getByLabel('Hash de la ronda', { exact: true }).fill(second?.hash ?? '');
    await page.getByLabel('Salt de la mesa').fill(chain.salt);
    await expect(page.getByTestId('verifier-result')).toHaveText(
      `${second?.crashShown.replace('.', ',')}×`,
    );
    const previous = page.getByLabel(/Hash de la ronda anterior/);
    await previous.fill(chain.terminatingHash);
    await expect(page.getByTestId('verifier-chain-status')).toHaveText(
      'No enlaza: el SHA-256 de este hash no es el hash anterior.',
    );
    await previous.fill(first?.hash ?? '');
    await expect(page.getByTestId('verifier-chain-status')).toHaveText(
      'Enlaza con la cadena: el SHA-256 de este hash es el hash anterior.',
    );

    const hash = page.getByLabel('Hash de la ronda', { exact: true });
    await hash.fill('abc');
    await expect(hash).toHaveAttribute('aria-invalid', 'true');
    await expect(hash).toHaveAccessibleDescription('El hash son 64 caracteres hexadecimales.');
    await expect(page.getByTestId('verifier-result')).toHaveCount(0);
  });

  test('looking a round up that does not exist says so and leaves the form to type in', async ({
    page,
  }) => {
    await page.goto('/en/provably-fair?game=crash');
    await page.getByLabel('Round number').fill('999999999');
    await page.getByRole('button', { name: 'Look the round up' }).click();
    // with the live engine the round does not exist; without it the call is not there at all
    await expect(page.getByLabel('Round number')).toHaveAccessibleDescription(
      /There is no finished round with that number at this table|The round could not be looked up just now/,
    );
    await expect(page.getByLabel('Round hash')).toBeEditable();
  });
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
