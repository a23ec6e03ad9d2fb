// The back-office's trading and reports (issue 15): a trading member suspends the main market of
// an upcoming football match and a player's slip on /sports shows it suspended and takes no bet;
// the member resumes it and the player's bet is taken. A payments member's report renders its
// table and downloads the server's CSV. A risk member (sports limits without trading) changes a
// sport's in-play stake limits and sets a player's stake factor from the sports limits screen,
// finds the player in the list of factors other than 1, and sorts the limits on a phone. The
// matches are the test's own and the staff sign in on the server's clock (a timed server).
import { signedInTimedStaff } from './admin-app';
import { listMatch, listSport } from './scripted-sports';
import {
  fundedPlayer,
  logInToSportsbook,
  oddsOfEvent,
  registerPlayer,
  seriousViolations,
} from './support';
import { expect, test } from './timed-server';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('a trading member suspends a market a player is betting on, then resumes it', async ({
  page: player,
  browser,
  baseURL,
  request,
}) => {
  // a player's app and the back-office, each signed in, in two browsers
  test.setTimeout(120_000);
  const match = await listMatch(request);
  const event = { id: match.id, ...match.names };
  const name = `${match.home} – ${match.away}`;
  // a football match's main market (1X2), named in words
  const marketTitle = 'Resultado del partido';

  // the player puts a price of the match in the slip, with a stake
  const account = await fundedPlayer(request, 10_000_000);
  await logInToSportsbook(player, account, { locale: 'es' });
  const group = oddsOfEvent(player, event);
  await group.getByRole('button', { pressed: false, disabled: false }).first().click();
  await expect(group.getByRole('button', { pressed: true })).toHaveCount(1);
  const slip = player.getByRole('complementary', { name: /^Boleto de apuestas/ });
  await slip.getByLabel('Apuesta (mBTC)').fill('1');
  const leg = slip.getByTestId('bet-slip-leg');

  // the trading member suspends the market, with a reason
  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  await signedInTimedStaff(staff, request, ['trading']);
  await staff
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Trading' })
    .click();
  await staff.getByLabel('ID de evento').fill(event.id);
  await staff.getByRole('button', { name: 'Buscar' }).click();
  await expect(staff).toHaveURL(/event=/);
  // one event asked for by its id: unfolded
  const card = staff.getByRole('group').filter({ has: staff.getByText(name, { exact: true }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Suspender ${marketTitle} de ${name}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Suspender mercado' });
  await dialog.getByLabel('Motivo (opcional)').fill('Prueba e2e: noticia de alineaciones');
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'suspendido' })).toHaveText(
    `Mercado ${marketTitle} de ${name} suspendido`,
  );
  const section = card.getByRole('region', { name: `${marketTitle}, ${name}`, exact: true });
  await expect(section.getByText('Suspendido', { exact: true })).toBeVisible();
  await expect(section.getByText('(por un operador)')).toBeVisible();
  // liabilities carry their sign (and the market its stakes) as words, not colour alone
  await expect(section.getByRole('columnheader', { name: 'Riesgo de la casa' })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);

  // the player's bet is refused: the market is suspended
  await expect(async () => {
    const place = slip.getByRole('button', { name: /^Apostar/ });
    if (await place.isEnabled()) await place.click();
    await expect(leg).toHaveAttribute('data-problem', 'market_suspended', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(slip).toContainText('Este mercado está suspendido');
  await expect(slip.getByTestId('bet-confirmation')).toHaveCount(0);

  // resumed, the player's bet is taken
  await card.getByRole('button', { name: `Reanudar ${marketTitle} de ${name}` }).click();
  const resume = staff.getByRole('dialog', { name: 'Reanudar mercado' });
  await resume.getByRole('button', { name: 'Reanudar' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'reanudado' })).toHaveText(
    `Mercado ${marketTitle} de ${name} reanudado`,
  );
  await expect(section.getByText('(por un operador)')).toHaveCount(0);
  // the price is the one the player chose (this match's prices do not move): no new one to accept
  await expect(leg).not.toHaveAttribute('data-problem');
  await slip.getByRole('button', { name: /^Apostar/ }).click();
  await expect(slip.getByTestId('bet-confirmation')).toBeVisible();
  await staffContext.close();
});

test('a payments member reads a report and downloads it as CSV', async ({ page, request }) => {
  await signedInTimedStaff(page, request, ['payments']);
  await page
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await page.getByLabel('Agrupar por').selectOption('week');
  await page.getByRole('button', { name: 'Ver informe' }).click();
  await expect(page).toHaveURL(/granularity=week/);
  const table = page.getByRole('table', {
    name: 'Informe por periodo, con la fila de total al final',
  });
  await expect(table.getByRole('row').last()).toContainText('Total');
  await expect(page.getByRole('img', { name: /GGR y NGR por periodo/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Informe por periodo y vertical' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^report-week-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
});

test('a risk member changes a sport’s stake limits and a player’s stake factor', async ({
  page,
  request,
}) => {
  // not football, which the other tests on this server bet on
  const sport = await listSport(request, 'tennis');
  const player = await registerPlayer(request);

  await signedInTimedStaff(page, request, ['risk']);
  const areas = page.getByRole('navigation', { name: 'Áreas' });
  await expect(areas.getByRole('link', { name: 'Trading' })).toHaveCount(0);
  await areas.getByRole('link', { name: 'Límites deportivos' }).click();
  const inForce = page.getByRole('table', { name: 'Límites de apuesta en vigor' });
  await expect(
    inForce.getByRole('row', { name: /Todos los deportes \(por defecto\)/ }),
  ).toHaveCount(2);

  // a maximum below the minimum is refused on screen; a valid pair is saved and listed
  const stakeForm = page.getByRole('form', { name: 'Cambiar límites de apuesta' });
  await stakeForm.getByLabel('Deporte').selectOption(sport.id);
  await stakeForm.getByLabel('Momento').selectOption('live');
  await stakeForm.getByLabel('Apuesta mínima (mBTC)').fill('10');
  await stakeForm.getByLabel('Apuesta máxima (mBTC)').fill('5');
  await stakeForm.getByRole('button', { name: 'Guardar límites de apuesta' }).click();
  await expect(
    stakeForm.getByText('La apuesta máxima no puede ser menor que la mínima'),
  ).toBeVisible();
  await stakeForm.getByLabel('Apuesta mínima (mBTC)').fill('0,5');
  await stakeForm.getByLabel('Apuesta máxima (mBTC)').fill('2500');
  await stakeForm.getByRole('button', { name: 'Guardar límites de apuesta' }).click();
  await expect(stakeForm.getByRole('status')).toHaveText(
    `Límites de apuesta guardados: ${sport.name.es}`,
  );
  const row = inForce.getByRole('row', { name: new RegExp(`^${sport.name.es} En directo`) });
  await expect(row).toContainText('0,5 mBTC');
  await expect(row).toContainText('2500 mBTC');

  // sorted by the maximum stake (TanStack Table), smallest first
  await inForce.getByRole('button', { name: 'Apuesta máxima' }).click();
  await expect(inForce.getByRole('columnheader', { name: 'Apuesta máxima' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const maxima = (await inForce.locator('tbody td:nth-child(4)').allTextContents()).map((text) =>
    Number(
      text
        .replace(/\s*mBTC$/, '')
        .replace(/\./g, '')
        .replace(',', '.'),
    ),
  );
  expect(maxima).toEqual([...maxima].sort((a, b) => a - b));

  // the book's limits: an empty field is named, the limits in force saved again as they were
  const bookForm = page.getByRole('form', { name: 'Cambiar límites de la casa' });
  const payout = bookForm.getByLabel('Pago máximo (mBTC)');
  const maxPayout = await payout.inputValue();
  await payout.fill('');
  await bookForm.getByRole('button', { name: 'Guardar límites de la casa' }).click();
  await expect(bookForm.getByText('Este campo es obligatorio')).toBeVisible();
  await payout.fill(maxPayout);
  await bookForm.getByRole('button', { name: 'Guardar límites de la casa' }).click();
  await expect(bookForm.getByRole('status')).toHaveText('Límites de la casa guardados');

  // a player's stake factor by username (the sign-in's code is still fresh)
  const factor = page.getByRole('region', { name: 'Factor de apuesta de un jugador' });
  await factor.getByLabel('Usuario del jugador').fill(`${player.username}x`);
  await factor.getByLabel('Factor').fill('0,5');
  await factor.getByRole('button', { name: 'Guardar factor' }).click();
  await expect(factor.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'No hay ningún jugador con ese usuario',
  );
  await factor.getByLabel('Usuario del jugador').fill(player.username);
  await factor.getByRole('button', { name: 'Guardar factor' }).click();
  await expect(factor.getByRole('status')).toHaveText(
    `Factor de apuesta de ${player.username}: 0,5`,
  );
  // the player is now among those whose factor is not 1, linked to their page
  const factors = page.getByRole('table', { name: 'Jugadores con un factor distinto de 1' });
  const listed = factors.getByRole('row', { name: new RegExp(player.username) });
  await expect(listed).toContainText('0,5');
  await expect(listed).toContainText('Apuestas máximas reducidas');
  expect(await seriousViolations(page)).toEqual([]);

  // on a phone the rows are cards and the headers hidden: the control above them sorts
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneSort = page.getByRole('group', { name: 'Orden de Límites de apuesta en vigor' });
  await expect(phoneSort).toBeVisible();
  await phoneSort.getByLabel('Ordenar por').selectOption({ label: 'Apuesta mínima' });
  await phoneSort.getByLabel('Sentido').selectOption('desc');
  await expect(inForce.getByRole('columnheader', { name: 'Apuesta mínima' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const minima = (await inForce.locator('tbody td:nth-child(3)').allTextContents()).map((text) =>
    Number(
      text
        .replace(/\s*mBTC$/, '')
        .replace(/\./g, '')
        .replace(',', '.'),
    ),
  );
  expect(minima).toEqual([...minima].sort((a, b) => b - a));
  expect(await seriousViolations(page)).toEqual([]);

  await listed.getByRole('link', { name: player.username }).click();
  await expect(page).toHaveURL(/\/admin\/players\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.username);
});
