// The back-office's content editor: a content member changes a promotion's Spanish title, with a
// preview beside it, and the player site shows it.
import { expect, test } from '@playwright/test';
import { signedInStaff } from './admin-app';
import { seriousViolations } from './support';

// staff sign-ins wait for a new TOTP step (up to 30 s) and the pages build on a busy machine
test.describe.configure({ timeout: 180_000 });

test('a content member edits a promotion title in Spanish and sees it on /promotion', async ({
  page,
  request,
}) => {
  const promotions = (await (
    await request.post('/api/front/get_promotion_template', { data: { lan: 'es' } })
  ).json()) as { templates: { slug: string; title: string }[] };
  // the last one: routes.spec.ts reads the first promotion's title on /promotion meanwhile
  const promotion = promotions.templates.at(-1);
  if (!promotion || promotions.templates.length < 2)
    throw new Error('the demo seed has no promotions');

  await signedInStaff(page, request, ['content']);
  await expect(page).toHaveURL(/\/admin\/content$/);
  await page.getByRole('button', { name: `Editar ${promotion.slug}` }).click();

  const spanish = page.getByRole('form', { name: 'Español' });
  await expect(page.getByRole('form', { name: 'English' })).toBeVisible();
  const title = `Bono editado ${Date.now().toString(36)}`;
  await spanish.getByLabel('Título').fill(title);
  // the preview follows the draft, its HTML as the server will store it
  await expect(page.getByRole('region', { name: 'Vista previa' }).first()).toContainText(title);
  await spanish.getByRole('button', { name: 'Guardar' }).click();
  await expect(spanish.getByRole('status')).toHaveText('Guardado');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/promotion');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // the title as it was, for the other specs on this server
  await page.goto('/admin/content');
  await page.getByRole('button', { name: `Editar ${promotion.slug}` }).click();
  await spanish.getByLabel('Título').fill(promotion.title);
  await spanish.getByRole('button', { name: 'Guardar' }).click();
  await expect(spanish.getByRole('status')).toHaveText('Guardado');
});
