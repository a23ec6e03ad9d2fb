// A game card pressed while the app still restores the player's session (a reload, or a new build
// whose saved answers were dropped) waits for the server's answer instead of asking a player who
// is logged in to log in.
import { expect, test } from '@playwright/test';
import { registerPlayer } from './support';

test('a card pressed while the session is still being checked opens the game, with no login', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const login = await request.post('/api/front/auth/login/', {
    data: { ...player, ip_address: '127.0.0.1' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  // a stored session, as a reload finds it, and nothing of the player saved on the device
  await page.addInitScript((token) => {
    localStorage.setItem('cookie_consent', 'all');
    localStorage.setItem('casino.auth.token', token);
  }, accessToken);
  // the session's check answers only once the card has been pressed
  let answerCheck: () => void = () => undefined;
  const isAnswered = new Promise<void>((resolve) => {
    answerCheck = resolve;
  });
  await page.route('**/api/front/auth/player', async (route) => {
    await isAnswered;
    await route.continue();
  });

  await page.goto('/online-casino?q=dice');
  const card = page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' });
  await card.click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveCount(0);
  answerCheck();

  await expect(page).toHaveURL(/\/play\/\d+$/);
  await expect(page.locator('iframe.game-page__frame')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveCount(0);
});
