// Opening a live table in the browser as a player: log in from the sidebar, then the lobby's link
// and the table's card, as a player does; the table's frame once its heading shows.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { logInThroughSidebar } from './support';

export async function openCrashAsPlayer(
  page: Page,
  player: { username: string; password: string },
): Promise<FrameLocator> {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await page.getByRole('link', { name: 'Casino en vivo' }).click();
  await page.getByRole('button', { name: 'Jugar a Crash (Casa Originals)' }).click();
  const game = page.frameLocator('iframe.game-page__frame');
  await expect(game.getByRole('heading', { name: 'Crash' })).toBeVisible({ timeout: 20_000 });
  return game;
}
