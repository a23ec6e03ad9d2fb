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
      for (const [index, title] of titles.entries()) {
        const where = `slide ${index + 1} at ${width}px, sidebar ${sidebar}`;
        expect(title.right - title.left, `${where}: a title is drawn`).toBeGreaterThan(100);
        // 8px clear of every edge, and of the bullets' band at the bottom
        expect(title.left, where).toBeGreaterThanOrEqual(slider.left + 8);
        expect(title.right, where).toBeLessThanOrEqual(slider.right - 8);
        expect(title.top, where).toBeGreaterThanOrEqual(slider.top + 8);
        expect(title.bottom, where).toBeLessThanOrEqual(slider.bottom - 40);
      }
    }
  });
}
