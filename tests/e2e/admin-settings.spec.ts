// The back-office's settings and push screens (issue 15): an admin adds a country to the
// blacklist and takes it off again, and front/get_setting follows; a content member sees the push
// audience, previews a promotion in both languages and reaches the confirmation, which tells the
// same audience. It does not send: push.spec.ts asserts the exact notifications a browser shows,
// and a real broadcast could reach a device subscribed by another spec on the same server. The
// staff sign in on the server's clock (a timed server).
import type { APIRequestContext } from '@playwright/test';
import { signedInTimedStaff } from './admin-app';
import { registerPlayer, seriousViolations } from './support';
import { expect, operatorToken, test } from './timed-server';

test.use({ viewport: { width: 1280, height: 800 } });

// Antarctica: no visitor of any spec on this worker's server comes from it
const COUNTRY = 'AQ';

async function countryBlackList(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/api/front/get_setting', { data: {} });
  expect(response.ok()).toBe(true);
  const { setting } = (await response.json()) as { setting: { country_black_list: string[] } };
  return setting.country_black_list;
}

test('an admin blacklists a country and takes it off again', async ({ page, request }) => {
  try {
    await signedInTimedStaff(page, request, ['admin']);
    await page
      .getByRole('navigation', { name: 'Áreas' })
      .getByRole('link', { name: 'Ajustes', exact: true })
      .click();
    const countries = page.getByRole('region', { name: 'Países bloqueados' });
    await expect(countries).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the contract's own check, before any call
    await countries.getByLabel('País', { exact: true }).fill('AQA');
    await countries.getByRole('button', { name: 'Añadir' }).click();
    await expect(countries.getByRole('alert')).toHaveText('Este valor no es válido');

    await countries.getByLabel('País', { exact: true }).fill(COUNTRY.toLowerCase());
    await countries.getByRole('button', { name: 'Añadir' }).click();
    await expect(countries.getByRole('status')).toHaveText(`${COUNTRY} añadido a la lista`);
    await expect(countries.getByRole('cell', { name: `${COUNTRY} Antártida` })).toBeVisible();
    expect(await countryBlackList(request)).toContain(COUNTRY);
    // the lists as cards on a phone, saved for a person to look at
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: 'test-results/admin-screens/settings-es-390.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await countries.getByRole('button', { name: `Quitar ${COUNTRY}` }).click();
    await expect(countries.getByRole('status')).toHaveText(`${COUNTRY} quitado de la lista`);
    await expect(countries.getByRole('cell', { name: `${COUNTRY} Antártida` })).toHaveCount(0);
    expect(await countryBlackList(request)).not.toContain(COUNTRY);
  } finally {
    // a failure halfway leaves no country blocked for the other specs
    const list = await countryBlackList(request);
    if (list.includes(COUNTRY)) {
      await request.post('/api/admin/update_setting', {
        headers: { Authorization: `Bearer ${await operatorToken(request)}` },
        data: { country_black_list: list.filter((code) => code !== COUNTRY) },
      });
    }
  }
});

test('a content member sees the push audience and previews a promotion up to the confirmation', async ({
  page,
  request,
}) => {
  await signedInTimedStaff(page, request, ['content']);
  await page
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Notificaciones' })
    .click();

  // the count on screen is the server's (this worker's server: no other test subscribes meanwhile)
  const audience = page.getByRole('region', { name: 'Audiencia' });
  await audience.getByRole('button', { name: 'Actualizar' }).click();
  const response = await request.post('/api/admin/push/audience', {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: {},
  });
  const counted = (await response.json()) as { players: number; subscriptions: number };
  const devices = new Intl.NumberFormat('es').format(counted.subscriptions);
  await expect(audience.getByRole('definition').nth(0)).toHaveText(
    new Intl.NumberFormat('es').format(counted.players),
  );
  await expect(audience.getByRole('definition').nth(1)).toHaveText(devices);

  // nothing typed: each language's title and text are required, as the contract says
  await page.getByRole('button', { name: 'Revisar y enviar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este campo es obligatorio' }),
  ).toHaveCount(4);

  await page.getByLabel('Título (Español)').fill('Bono del 50 %');
  await page.getByLabel('Texto (Español)').fill('Solo hoy, en tu primer depósito.');
  await page.getByLabel('Título (English)').fill('50% bonus');
  await page.getByLabel('Texto (English)').fill('Today only, on your first deposit.');
  const spanish = page.getByRole('region', { name: 'Vista previa (Español)' });
  await expect(spanish).toContainText('Bono del 50 %');
  await expect(spanish).toContainText('Solo hoy, en tu primer depósito.');
  await expect(spanish).toContainText('Al tocarla abre /promotion');
  const english = page.getByRole('region', { name: 'Vista previa (English)' });
  await expect(english).toContainText('50% bonus');
  await expect(english).toContainText('Al tocarla abre /en/promotion');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Revisar y enviar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Enviar la notificación?' });
  await expect(dialog).toContainText(`Llegará a ${devices} dispositivos`);
  await expect(dialog).toContainText('50% bonus');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  // the draft stays for another look
  await expect(page.getByLabel('Título (Español)')).toHaveValue('Bono del 50 %');
});

test('a support member mutes a player in the live tables’ chat and lets them write again', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signedInTimedStaff(page, request, ['support']);
  await page
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Mesas en vivo' })
    .click();
  const form = page.getByRole('region', { name: 'Silenciar en el chat' });

  await form.getByLabel('Usuario del jugador').fill('nobody-has-this-name');
  await form.getByLabel('Motivo').fill('Prueba e2e: insultos');
  await form.getByRole('button', { name: 'Silenciar', exact: true }).click();
  await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'No hay ningún jugador con ese usuario',
  );

  await form.getByLabel('Usuario del jugador').fill(player.username);
  await form.getByLabel('Durante').selectOption({ label: '24 horas' });
  await form.getByRole('button', { name: 'Silenciar', exact: true }).click();
  await expect(form.getByRole('status')).toContainText(`${player.username} silenciado hasta`);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Quitar el silencio' }).click();
  await expect(form.getByRole('status')).toHaveText(`${player.username} puede volver a escribir`);
  await form.getByRole('button', { name: 'Quitar el silencio' }).click();
  await expect(form.getByRole('status')).toHaveText(`${player.username} no estaba silenciado`);
});
