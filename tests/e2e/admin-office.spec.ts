// The back-office as support meets it: on a phone the areas sit behind a menu button (the current
// area marked, Escape and a choice close it, focus back on the button); an area the role does not
// open says so; a player is found by part of the name and by the phone's digits however they are
// typed; a tag may hold a space; a notice given in Spanish reads in English after the switch.
// Spanish at 1366 px, English at 390 px, axe clean. On a timed server: codes come from its clock.
import { openArea, signedInTimedStaff } from './admin-app';
import { registerPlayer, seriousViolations } from './support';
import { expect, test } from './timed-server';

test('on a phone in English the areas open from a menu, and a refused area says why', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInTimedStaff(page, request, ['support']);
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // support's role does not open trading: the page it lands on says so
  await page.goto('/admin/trading');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending withdrawals' })).toBeVisible();
  const refused = page.getByRole('status').filter({ hasText: 'Your role does not open' });
  await expect(refused).toHaveText(
    'Your role does not open the “Trading” area: you have been brought to the first one you can open.',
  );

  // the areas are one button above the page, not a block of links
  const nav = page.getByRole('navigation', { name: 'Areas' });
  const menu = nav.getByRole('button', { name: /^Menu( |$)/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveAccessibleName('Menu Withdrawals');
  await expect(nav.getByRole('link')).toHaveCount(0);
  const mainTop = (await page.locator('main').boundingBox())?.y ?? Infinity;
  expect(mainTop).toBeLessThan(200);
  expect(await seriousViolations(page)).toEqual([]);
  // saved for a person to look at
  await page.screenshot({ path: 'test-results/admin-screens/areas-menu-closed-en-390.png' });

  // opened: only the areas the role opens, the current one marked and focused
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link')).toHaveText([
    'Withdrawals',
    'Players',
    'Content',
    'Live tables',
    'My sessions',
  ]);
  const current = nav.getByRole('link', { name: 'Withdrawals' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-screens/areas-menu-open-en-390.png' });

  // Escape closes it, focus back on the button
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link')).toHaveCount(0);
  await expect(menu).toBeFocused();

  // a choice opens the area and closes the menu; the refusal was about the earlier page
  await menu.click();
  await nav.getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveAccessibleName('Menu Players');
  await expect(menu).toBeFocused();
  await expect(refused).toHaveCount(0);
  await menu.click();
  await expect(nav.getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
});

test('support finds a player by part of the name or phone, tags them “VIP Oro”, and a notice follows the language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const national = `41${String(Date.now()).slice(-8)}`;
  const player = await registerPlayer(request, {
    first_name: `Rosalía${suffix}`,
    last_name: 'Quintero Oro',
    countryPhone: '+58',
    phone_number1: national,
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedInTimedStaff(page, request, ['support']);
  // a desktop keeps the row of areas, no menu button
  const nav = page.getByRole('navigation', { name: 'Áreas' });
  await expect(nav.getByRole('button')).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Jugadores' })).toBeVisible();
  await openArea(page, 'Jugadores');

  const box = page.getByLabel('Nombre, usuario, email, teléfono, ID o dirección');
  const found = page.getByRole('table', { name: 'Jugadores encontrados' });
  // part of the first and last name, in another case
  await box.fill(`ALÍA${suffix} quint`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(found.getByRole('row').filter({ hasText: player.username })).toContainText(
    `Rosalía${suffix} Quintero Oro`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'resultado' })).toHaveText('1 resultado');
  // the phone's digits with spaces and a dash
  await box.fill(`${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6)}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = found.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText(`+58${national}`);
  expect(await seriousViolations(page)).toEqual([]);

  // a tag with a space stays one tag
  await row.getByRole('link', { name: player.username }).click();
  await page.getByRole('link', { name: 'Notas y etiquetas' }).click();
  const tags = page.getByRole('textbox', { name: 'Etiquetas' });
  await tags.fill('VIP   Oro, riesgo-bajo');
  await page.getByRole('button', { name: 'Guardar etiquetas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Etiquetas guardadas' })).toBeVisible();
  await expect(tags).toHaveValue('riesgo-bajo, vip oro');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Etiquetas' })).toHaveValue(
    'riesgo-bajo, vip oro',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // a notice given in Spanish reads in English once the language is switched
  await openArea(page, 'Mesas en vivo');
  const form = page.getByRole('region', { name: 'Silenciar en el chat' });
  await form.getByLabel('Usuario del jugador').fill(player.username);
  await form.getByLabel('Motivo').fill('Prueba e2e: insultos');
  await form.getByLabel('Durante').selectOption({ label: '24 horas' });
  await form.getByRole('button', { name: 'Silenciar', exact: true }).click();
  const notice = form.getByRole('status');
  await expect(notice).toContainText(`${player.username} silenciado hasta`);
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'English' })
    .click();
  const inEnglish = page.getByRole('region', { name: 'Mute in the chat' }).getByRole('status');
  await expect(inEnglish).toContainText(`${player.username} muted until`);
  await expect(inEnglish).toContainText('messages hidden: 0');
  await expect(inEnglish).not.toContainText('silenciado');
  expect(await seriousViolations(page)).toEqual([]);
});
