import { expect, test, type Page } from '@playwright/test';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where each slide's title lands inside the slider box, in CSS pixels: the title is the only white
 * in the art, so its extent is found in the picture's pixels and placed as `object-fit: cover` and
 * the computed `object-position` place the picture.
 */
async function titleBoxes(page: Page): Promise<{ slider: Box; titles: Box[] }> {
  return page.evaluate(async () => {
    const slider = document.querySelector('.slider')?.getBoundingClientRect() ?? new DOMRect();
    const images = [...document.querySelectorAll<HTMLImageElement>('.slider__slide img')];
    const [positionX = '', positionY = ''] = images[0]
      ? getComputedStyle(images[0]).objectPosition.split(' ')
      : [];
    const titles = await Promise.all(
      images.map(async ({ src }) => {
        const art = new Image();
        art.src = src;
        await art.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [art.naturalWidth, art.naturalHeight];
        const context = canvas.getContext('2d');
        context?.drawImage(art, 0, 0);
        const data = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        const text = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
        for (let index = 0; index < data.length; index += 4) {
          if (Math.min(data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0) < 225)
            continue;
          const [x, y] = [(index / 4) % canvas.width, Math.floor(index / 4 / canvas.width)];
          text.left = Math.min(text.left, x);
          text.right = Math.max(text.right, x + 1);
          text.top = Math.min(text.top, y);
          text.bottom = Math.max(text.bottom, y + 1);
        }
        const scale = Math.max(slider.width / art.naturalWidth, slider.height / art.naturalHeight);
        const offsetX = ((slider.width - art.naturalWidth * scale) * parseFloat(positionX)) / 100;
        const offsetY = ((slider.height - art.naturalHeight * scale) * parseFloat(positionY)) / 100;
        return {
          left: offsetX + text.left * scale,
          right: offsetX + text.right * scale,
          top: offsetY + text.top * scale,
          bottom: offsetY + text.bottom * scale,
        };
      }),
    );
    return { slider: { left: 0, top: 0, right: slider.width, bottom: slider.height }, titles };
  });
}

// the narrowest and widest slider of each art set: a 360px phone, the widest phone layout, a
// 900px desktop with the full sidebar, a 1920px one with the mini sidebar
const LAYOUTS = [
  { width: 360, sidebar: 'none' },
  { width: 899, sidebar: 'none' },
  { width: 900, sidebar: 'full' },
  { width: 1366, sidebar: 'full' },
  { width: 1920, sidebar: 'mini' },
] as const;

for (const locale of ['es', 'en'] as const) {
  test(`every slide's whole title shows in the slider from 360 to 1920px (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
    for (const { width, sidebar } of LAYOUTS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(locale === 'en' ? '/en' : '/');
      await expect(page.locator('.slider__slide img')).toHaveCount(3);
      // the sidebar is drawn a task after the page (RenderLater): its toggle is there once it is
      if (sidebar !== 'none') await expect(page.locator('.sidebar__top')).toBeAttached();
      const toggle = page.locator('.sidebar').getByRole('button', {
        name: sidebar === 'full' ? /Expandir menú|Expand menu/ : /Contraer menú|Collapse menu/,
      });
      if (sidebar !== 'none' && (await toggle.count()) > 0) await toggle.click();
      if (sidebar !== 'none')
        await expect(page.locator('.sidebar')).toHaveCSS(
          'width',
          sidebar === 'full' ? '260px' : '72px',
        );
      const { slider, titles } = await titleBoxes(page);
      // each slide's button and the bullets, in the same frame as the titles: the slider's box
      const { actions, bullets } = await page.locator('.slider').evaluate((box) => {
        const origin = box.getBoundingClientRect();
        const within = (rect: DOMRect) => ({
          left: rect.left - origin.left,
          top: rect.top - origin.top,
          right: rect.right - origin.left,
          bottom: rect.bottom - origin.top,
          width: rect.width,
        });
        return {
          actions: [...box.querySelectorAll('.slider__slide')].map((slide) => {
            const action = slide.querySelector('.slider__action')?.getBoundingClientRect();
            const at = slide.getBoundingClientRect();
            return (
              action &&
              within(
                new DOMRect(
                  action.x - at.x + origin.x,
                  action.y - at.y + origin.y,
                  action.width,
                  action.height,
                ),
              )
            );
          }),
          bullets: within(
            box.querySelector('.slider__bullets')?.getBoundingClientRect() ?? new DOMRect(),
          ),
        };
      });
      for (const [index, title] of titles.entries()) {
        const where = `slide ${index + 1} at ${width}px, sidebar ${sidebar}`;
        expect(title.right - title.left, `${where}: a title is drawn`).toBeGreaterThan(100);
        // 8px clear of every edge, and of the bullets' band at the bottom
        expect(title.left, where).toBeGreaterThanOrEqual(slider.left + 8);
        expect(title.right, where).toBeLessThanOrEqual(slider.right - 8);
        expect(title.top, where).toBeGreaterThanOrEqual(slider.top + 8);
        expect(title.bottom, where).toBeLessThanOrEqual(slider.bottom - 40);
        // the slide's button: under its title, inside the slider, its words whole
        const action = actions[index];
        if (!action) throw new Error(`${where}: no button`);
        expect(action.top, `${where}: button under the title`).toBeGreaterThanOrEqual(
          title.bottom + 4,
        );
        expect(action.bottom, where).toBeLessThanOrEqual(slider.bottom - 4);
        expect(action.width, where).toBeGreaterThan(60);
        // the first slide's (the one in view) keeps clear of the bullets
        expect(
          action.right <= bullets.left || action.bottom <= bullets.top,
          `${where}: button clear of the bullets`,
        ).toBe(true);
      }
    }
  });
}

// a slide's call to action opens its page in the page's language, in the app (no reload)
for (const { locale, width, words, heading } of [
  { locale: 'es', width: 390, words: 'Consigue tu bono', heading: /Bono de bienvenida/ },
  { locale: 'en', width: 1366, words: 'Get your bonus', heading: /welcome bonus/i },
] as const) {
  test(`the first slide's button opens the welcome bonus (${locale}, ${width}px)`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
    await page.setViewportSize({ width, height: 844 });
    await page.goto(locale === 'en' ? '/en' : '/');
    const slider = page.getByRole('region', { name: /Promociones destacadas|Featured promotions/ });
    const button = slider.getByRole('link', { name: words });
    await expect(button).toBeInViewport();
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await button.click();
    await expect(page).toHaveURL(
      locale === 'en' ? /\/en\/promotion\/bono-bienvenida$/ : /\/promotion\/bono-bienvenida$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });
}
