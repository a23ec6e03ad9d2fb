// The bet builder end to end (issue 14): on a football match's page a player switches to "Crea tu
// apuesta", picks a home win, over 2.5 goals and both teams to score, sees one joint price (not
// the product of the three), places it and finds it in My bets at that price.
import { listMatch } from './scripted-sports';
import { fundedPlayer, logInToSportsbook } from './support';
import { expect, test } from './timed-server';

/** Decimal odds as the page shows them ('3,40'). */
const readOdds = (text: string) => Number(text.trim().replace(',', '.'));

test('a player builds a bet of three selections of one match and places it at the joint price', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 10_000_000);
  // a match before kick-off, on a server whose feed is the test's: its prices stay as listed
  const match = await listMatch(request);
  await logInToSportsbook(page, player, { path: `/sports/event/${match.id}` });

  await page.getByRole('button', { name: 'Crea tu apuesta' }).click();
  await expect(page.getByRole('button', { name: 'Crea tu apuesta' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the builder shows only the markets it combines
  await expect(page.getByRole('heading', { name: /Hándicap asiático/ })).toHaveCount(0);

  const prices: number[] = [];
  for (const [market, index] of [
    ['Resultado del partido', 0],
    ['Total de goles 2,5', 0],
    ['Ambos equipos marcan', 0],
  ] as const) {
    const button = page.getByRole('group', { name: market }).getByRole('button').nth(index);
    prices.push(readOdds(await button.locator('.outcome-button__odds').innerText()));
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  const builder = page.getByRole('region', { name: 'Crea tu apuesta' });
  await expect(builder.getByRole('listitem')).toHaveCount(3);
  const joint = readOdds(await builder.getByTestId('bet-builder-odds').innerText());
  // the panel says how its price is made
  await expect(builder.getByTestId('bet-builder-how')).toContainText(
    'no es el producto de sus cuotas',
  );
  const product = prices.reduce((total, price) => total * price, 1);
  // priced together: a home win with goals at both ends is likelier than three independent events
  expect(joint).toBeGreaterThan(1);
  expect(joint).toBeLessThan(product * 0.9);

  await builder.getByTestId('bet-builder-stake').fill('2');
  await expect(builder.getByText('Retorno potencial')).toBeVisible();
  const placed = builder.getByTestId('bet-builder-placed');
  await builder.getByRole('button', { name: 'Apostar' }).click();
  await expect(placed).toContainText('Apuesta realizada');
  // the bet is at the joint price the panel showed
  const confirmed = / a (\d+[.,]\d+)\.$/.exec((await placed.innerText()).trim())?.[1] ?? '';
  expect(readOdds(confirmed)).toBe(joint);
  await expect(builder.getByRole('listitem')).toHaveCount(0);

  const bets = await player.post('front/sports/get_bets', { playerId: player.playerId });
  const rows = bets.body.rows as {
    type: string;
    stake: number;
    builderOddsMilli: number;
    legs: unknown[];
  }[];
  expect(rows[0]).toMatchObject({ type: 'bet_builder', stake: 2 });
  expect(rows[0]?.legs).toHaveLength(3);
  expect(rows[0]?.builderOddsMilli).toBe(Math.round(readOdds(confirmed) * 1000));

  // My bets lists it as what it is, at the joint price it pays
  await page.goto('/sports/my-bets');
  const card = page.locator(
    `[data-testid="sports-bet"][data-bet-id="${String((bets.body.rows as { id: number }[])[0]?.id)}"]`,
  );
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(
    `Crea tu apuesta de 3 @ ${confirmed}`,
  );
});
