// Odds moving live, on a match the test plays (scripted-sports.ts on a timed server): the match
// runs on twenty minutes while the player watches its page, and the moved prices flash without
// moving the buttons; a goal locks the market until its prices come back.
import type { Page } from '@playwright/test';
import { matchInPlay } from './scripted-sports';
import { expect, test } from './timed-server';

/** The prices shown on the page, in order. */
const prices = (page: Page) => page.locator('.outcome-button__odds').allTextContents();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('odds move live on a match in play, flashing without moving the buttons', async ({
  page,
  request,
}) => {
  const match = await matchInPlay(request);
  await page.goto(`/sports/event/${encodeURIComponent(match.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(match.home);
  // the match result's buttons (its outcomes stay, open or locked, whatever the score)
  const buttons = page.locator('.market-group').first().locator('.outcome-button');
  await expect(buttons).toHaveCount(3);
  await expect(buttons.first()).toBeEnabled();
  const before = await prices(page);
  const boxes = await buttons.evaluateAll((elements) =>
    elements.map((element) => JSON.stringify(element.getBoundingClientRect())),
  );

  await match.playTo(20);
  await expect.poll(() => prices(page)).not.toEqual(before);
  // the moved price flashes
  await expect(page.locator('.outcome-button__flash').first()).toBeAttached();
  // a moved price changes colours, not sizes: every button is where it was
  const after = await buttons.evaluateAll((elements) =>
    elements.map((element) => JSON.stringify(element.getBoundingClientRect())),
  );
  expect(after).toEqual(boxes);

  // a goal: the score goes out and the market locks; the next prices open it again
  await match.goal('away');
  await expect(page.getByTestId('event-score')).toContainText('0 – 1');
  await expect(buttons.first()).toBeDisabled();
  await match.playTo(25);
  await expect(buttons.first()).toBeEnabled();
});
