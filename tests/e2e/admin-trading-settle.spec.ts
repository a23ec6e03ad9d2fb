// The trader's hand on results (issue 37): a trading member finds a match a player has bet on by
// team in the markets with exposure, settles its 1X2 after seeing the bets it pays, and the
// player's bet is settled; then corrects the result (the server asking for a fresh code) after
// seeing the settled bet it changes, and the bet is settled again. The events list folds each
// event to one line, in both languages and on a phone. The matches are the test's own and the
// staff sign in on the server's clock (a timed server).
import type { Page } from '@playwright/test';
import { openArea, signedInTimedStaff } from './admin-app';
import { listMatch, outcomeOf } from './scripted-sports';
import { fundedPlayer, placeSingleBet, seriousViolations } from './support';
import { STEP_UP_SECONDS } from '../../contract/staff-roles';
import { advanceServerClock, expect, test } from './timed-server';

test.use({ viewport: { width: 1366, height: 768 } });

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

/** The player's bet as the player's app reads it (open or settled). */
async function betOf(player: Player, betId: number, status: 'open' | 'settled') {
  const answer = await player.post('front/sports/get_bets', { playerId: player.playerId, status });
  const rows = answer.body.rows as { id: number; status: string; payout: number | null }[];
  return rows.find((bet) => bet.id === betId) ?? null;
}

const mbtc = (amount: number) =>
  `${new Intl.NumberFormat('es', { maximumFractionDigits: 5 }).format(amount)} mBTC`;

async function openTrading(page: Page) {
  await page
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Trading' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trading de deportes' })).toBeVisible();
}

test('a trader settles a market a player has bet on, then corrects it', async ({
  page,
  request,
}) => {
  const match = await listMatch(request);
  const event = match.names;
  const home = await outcomeOf(request, match, 'home');
  const name = `${match.home} – ${match.away}`;

  // a player's 1 mBTC single on the home side
  const player = await fundedPlayer(request, 10_000_000);
  const bet = await placeSingleBet(player, home);
  const won = (bet.legs[0]?.oddsMilli ?? home.oddsMilli) / 1000;

  const staff = await signedInTimedStaff(page, request, ['trading']);
  await openTrading(page);

  // the markets with exposure, searched by the home team: the match's 1X2 is there, unfolded
  await page.getByLabel('Vista').selectOption({ label: 'Mercados con exposición' });
  await page.getByLabel('Equipo o liga').fill(event.home.es);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/view=exposure/);
  const exposed = page.getByRole('region', { name: `Resultado del partido, ${name}`, exact: true });
  await expect(exposed).toBeVisible();
  await expect(exposed.getByRole('cell', { name: event.home.es, exact: true })).toBeVisible();
  await expect(exposed.getByRole('cell', { name: 'Empate', exact: true })).toBeVisible();

  // settle: the preview lists the player's open bet and what it would pay
  await exposed
    .getByRole('button', { name: `Liquidar o anular Resultado del partido de ${name}` })
    .click();
  const settle = page.getByRole('dialog', { name: 'Liquidar mercado' });
  await expect(settle.getByText('Elige el resultado de cada selección')).toBeVisible();
  await settle.getByLabel(event.home.es, { exact: true }).selectOption({ label: 'Ganador' });
  await settle.getByLabel('Empate').selectOption({ label: 'Perdedor' });
  await settle.getByLabel(event.away.es, { exact: true }).selectOption({ label: 'Perdedor' });
  const preview = settle.getByRole('table', { name: /apuestas/i });
  const row = preview.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText(`#${bet.id}`);
  await expect(row).toContainText('Abierta');
  await expect(row).toContainText(mbtc(won));
  await expect(settle).toContainText(/apuestas? abiertas? se liquidan?/);
  // no reason, no confirmation
  const confirm = settle.getByRole('button', { name: 'Liquidar', exact: true });
  await expect(confirm).toBeDisabled();
  await settle
    .getByLabel('Motivo (queda en el registro de auditoría)')
    .fill('Prueba e2e: el proveedor no envió el resultado');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: /cambiada/ })).toHaveText(
    new RegExp(`^Resultado del partido de ${name}: \\d+ apuestas? cambiadas?$`),
  );
  await expect.poll(async () => (await betOf(player, bet.id, 'settled'))?.payout).toBe(won);

  // correct it in the events list: folded to one line, unfolded to its markets
  await page.getByLabel('Vista').selectOption({ label: 'Eventos' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).not.toHaveURL(/view=exposure/);
  const card = page.getByRole('group').filter({ has: page.getByText(name, { exact: true }) });
  const section = card.getByRole('region', {
    name: `Resultado del partido, ${name}`,
    exact: true,
  });
  await expect(card).toContainText('Peor caso');
  await expect(section).toBeHidden();
  await card.getByText(name, { exact: true }).click();
  await expect(section).toBeVisible();
  await expect(section.getByText('Liquidado', { exact: true })).toBeVisible();

  // the member's last code is older than a step-up's minutes once the server's clock moves on:
  // the server refuses the first attempt and the screen asks for a new code
  let sent = 0;
  await page.route('**/api/admin/sports/settle_market', async (route) => {
    sent++;
    await route.continue();
  });
  await section.getByRole('button', { name: `Corregir Resultado del partido de ${name}` }).click();
  const correct = page.getByRole('dialog', { name: 'Corregir resultado' });
  await expect(correct.getByLabel(event.home.es, { exact: true })).toHaveValue('won');
  await correct.getByLabel(event.home.es, { exact: true }).selectOption({ label: 'Perdedor' });
  await correct.getByLabel(event.away.es, { exact: true }).selectOption({ label: 'Ganador' });
  const corrected = correct
    .getByRole('table', { name: /apuestas/i })
    .getByRole('row')
    .filter({ hasText: player.username });
  await expect(corrected).toContainText('Liquidada');
  await expect(corrected).toContainText(mbtc(won));
  await expect(corrected).toContainText(mbtc(0));
  await correct
    .getByLabel('Motivo (queda en el registro de auditoría)')
    .fill('Prueba e2e: ganó el visitante');
  await advanceServerClock(request, STEP_UP_SECONDS * 1000 + 1000);
  await correct.getByRole('button', { name: 'Corregir', exact: true }).click();
  const code = page.getByRole('dialog', { name: 'Confirma con un código nuevo' });
  await code.getByLabel('Código de 6 dígitos').fill(await staff.nextCode());
  await code.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cambiada/ })).toHaveText(
    new RegExp(`^Resultado del partido de ${name}: \\d+ apuestas? cambiadas?$`),
  );
  expect(sent).toBe(2);
  await expect.poll(async () => (await betOf(player, bet.id, 'settled'))?.payout).toBe(0);
});

test('the events fold to one line and are found by team, in English on a phone', async ({
  page,
  request,
}) => {
  const event = (await listMatch(request)).names;
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInTimedStaff(page, request, ['trading']);
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'English' })
    .click();
  await openArea(page, 'Trading', 'Areas');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports trading' })).toBeVisible();
  await page.getByLabel('Team or league').fill(event.home.en);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  const name = `${event.home.en} – ${event.away.en}`;
  const card = page.getByRole('group').filter({ has: page.getByText(name, { exact: true }) });
  await expect(card).toBeVisible();
  const section = card.getByRole('region', { name: `Match result, ${name}`, exact: true });
  await expect(section).toBeHidden();
  await card.getByText(name, { exact: true }).click();
  // on a phone each cell carries its column's name
  await expect(section.getByRole('cell', { name: 'Result Draw', exact: true })).toBeVisible();
  // nothing wider than the phone
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
