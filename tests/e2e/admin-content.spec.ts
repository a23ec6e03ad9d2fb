// The back-office's content editor: a content member changes a promotion's Spanish title, and a
// home slide's title and art, with a preview beside them, and the player site shows each. The
// staff sign in on the server's clock (a timed server); each test puts back what it changed, for
// the tests after it on the worker's server.
import { signedInTimedStaff } from './admin-app';
import { seriousViolations } from './support';
import { expect, test } from './timed-server';

test('a content member edits a promotion title in Spanish and sees it on /promotion', async ({
  page,
  request,
}) => {
  const promotions = (await (
    await request.post('/api/front/get_promotion_template', { data: { lan: 'es' } })
  ).json()) as { templates: { slug: string; title: string }[] };
  const promotion = promotions.templates.at(-1);
  if (!promotion) throw new Error('the demo seed has no promotions');

  await signedInTimedStaff(page, request, ['content']);
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

  // the title as it was
  await page.goto('/admin/content');
  await page.getByRole('button', { name: `Editar ${promotion.slug}` }).click();
  await spanish.getByLabel('Título').fill(promotion.title);
  await spanish.getByRole('button', { name: 'Guardar' }).click();
  await expect(spanish.getByRole('status')).toHaveText('Guardado');
});

test('a content member edits a slide of the home slider and the player home page shows it', async ({
  page,
  request,
}) => {
  const slides = (await (
    await request.post('/api/front/get_slider', { data: { lan: 'es', is_mobile: false } })
  ).json()) as { sliderList: { title: string; image_url: string }[] };
  const slide = slides.sliderList.at(-1);
  if (!slide || slides.sliderList.length < 3) throw new Error('the demo seed has no slides');
  const phoneArt = slide.image_url.replace('-desktop-', '-mobile-');

  await signedInTimedStaff(page, request, ['content']);
  await page.getByRole('button', { name: 'Carrusel de inicio' }).click();
  await expect(page.getByRole('table', { name: 'Carrusel de inicio' })).toContainText(slide.title);
  await page.getByRole('button', { name: 'Editar slide-3' }).click();

  const spanish = page.getByRole('form', { name: 'Español' });
  await expect(page.getByRole('form', { name: 'English' })).toBeVisible();
  // a slide has no summary or text: its art and the art's text alternative
  await expect(spanish.getByLabel('Resumen')).toHaveCount(0);
  await expect(spanish.getByLabel('Imagen para pantallas anchas', { exact: false })).toHaveValue(
    slide.image_url,
  );
  const title = `Diapositiva editada ${Date.now().toString(36)}`;
  // the same art under a new address (a new version of the file), so the slider's art checks hold
  const wideArt = `${slide.image_url}?v=${Date.now().toString(36)}`;
  await spanish.getByLabel('Título (texto alternativo de la imagen)').fill(title);
  await spanish.getByLabel('Imagen para pantallas anchas', { exact: false }).fill(wideArt);
  // the preview draws the slide on a wide screen and on a phone, each with its own art
  const preview = page.getByRole('region', { name: 'Vista previa' }).first();
  await expect(preview.getByRole('img', { name: title })).toHaveCount(2);
  await expect(preview.getByRole('img', { name: title }).first()).toHaveAttribute('src', wideArt);
  await expect(preview.getByRole('img', { name: title }).last()).toHaveAttribute('src', phoneArt);
  await spanish.getByRole('button', { name: 'Guardar' }).click();
  await expect(spanish.getByRole('status')).toHaveText('Guardado');
  expect(await seriousViolations(page)).toEqual([]);

  try {
    await page.goto('/');
    await expect(page.locator('.slider__slide img').last()).toHaveAttribute('alt', title);
    await expect(page.locator('.slider__slide img').last()).toHaveAttribute('src', wideArt);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.slider__slide img').last()).toHaveAttribute('src', phoneArt);
    await expect(page.locator('.slider__slide img').last()).toHaveAttribute('alt', title);
  } finally {
    // the slide as it was
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/admin/content?type=slider&slug=slide-3');
    await spanish.getByLabel('Título (texto alternativo de la imagen)').fill(slide.title);
    await spanish
      .getByLabel('Imagen para pantallas anchas', { exact: false })
      .fill(slide.image_url);
    await spanish.getByRole('button', { name: 'Guardar' }).click();
    await expect(spanish.getByRole('status')).toHaveText('Guardado');
  }
});
