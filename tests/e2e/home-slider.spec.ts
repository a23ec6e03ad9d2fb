// The home slider (src/features/layout/components/home-slider.tsx): embla-carousel-react moves
// the slides (slider-motion.tsx, started once the browser is idle); the buttons, the bullets and
// the autoplay are the component's own code.
import { expect, test, type Page } from '@playwright/test';
import { SLIDER_AUTOPLAY_MS, SLIDER_PHONE_HEIGHT_RATIO } from '../../contract/constants';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const region = (page: Page) => page.getByRole('region', { name: 'Promociones destacadas' });
const bullet = (page: Page, index: number) =>
  region(page).getByRole('button', { name: `Ir a la diapositiva ${index + 1}`, exact: true });

/**
 * The slide in view (0-based): the one whose box lines up with the slider's and shows more than
 * half its art (a fade stacks the slides in one place and shows one); -1 while between two.
 */
function slideInView(page: Page): Promise<number> {
  return page.locator('.slider__slide').evaluateAll((slides) => {
    const box = slides[0]?.closest('.slider__viewport')?.getBoundingClientRect();
    return slides.findIndex((slide) => {
      const left = slide.getBoundingClientRect().left;
      return (
        box !== undefined &&
        Math.abs(left - box.left) < 1 &&
        Number(getComputedStyle(slide).opacity) > 0.5
      );
    });
  });
}

/** embla runs the slider (it starts once the browser is idle): what moves it is on. */
async function sliderRuns(page: Page) {
  await expect(
    page.locator('.slider__track[style*="transform"], .slider__slide[style*="opacity"]').first(),
  ).toBeAttached({ timeout: 10_000 });
}

/** The slide in view is `index`, and its bullet, only its, is marked as the current one. */
async function expectSlide(page: Page, index: number, timeout = 5_000) {
  await expect(bullet(page, index)).toHaveAttribute('aria-current', 'true', { timeout });
  await expect.poll(() => slideInView(page), { timeout }).toBe(index);
  for (const other of [0, 1, 2].filter((number) => number !== index))
    await expect(bullet(page, other)).toHaveAttribute('aria-current', 'false');
}

/** The slide in view is still `index`, and its bullet the current one, checked at once. */
async function expectStill(page: Page, index: number) {
  expect(await slideInView(page)).toBe(index);
  expect(await currentBullet(page)).toBe(index);
}

/**
 * The autoplay waits on slide `index`: the page's clock (installed by the test) runs past a due
 * autoplay twice, and the slide has not moved. A move the autoplay made meanwhile would have
 * started on the page's clock (embla animates on animation frames, which that clock runs): the
 * slide in view read right after says whether it fired, even mid-move. Twice: a timer the
 * renderer started after the first run is due in the second.
 */
async function expectAutoplayWaits(page: Page, index: number) {
  for (let run = 0; run < 2; run++) {
    await page.clock.runFor(SLIDER_AUTOPLAY_MS + 500);
    await expectStill(page, index);
  }
}

/** The bullet marked as current (0-based). */
async function currentBullet(page: Page): Promise<number> {
  const marks = await region(page)
    .locator('.slider__bullet')
    .evaluateAll((bullets) => bullets.map((item) => item.getAttribute('aria-current')));
  return marks.indexOf('true');
}

// the effect is chosen at random when the slider is shown: each one is tested by fixing the draw
for (const [effect, draw] of [
  ['slide', 0.1],
  ['fade', 0.9],
] as const) {
  test(`the buttons and bullets move the slides and wrap round, the bullets follow (${effect})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => (Math.random = () => value), draw);
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('.slider')).toHaveAttribute('data-effect', effect);
    await expect(region(page).getByRole('group')).toHaveCount(3);
    for (const name of ['1 / 3', '2 / 3', '3 / 3'])
      await expect(region(page).getByRole('group', { name, exact: true })).toHaveAttribute(
        'aria-roledescription',
        'slide',
      );
    await sliderRuns(page);
    // from a known slide, the mouse over the slider (the autoplay may have moved before)
    await bullet(page, 0).click();
    await expectSlide(page, 0);
    const next = region(page).getByRole('button', { name: 'Siguiente' });
    const previous = region(page).getByRole('button', { name: 'Anterior' });
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
    // from the last to the first, and back
    await next.click();
    await expectSlide(page, 0);
    await previous.click();
    await expectSlide(page, 2);
    await bullet(page, 1).click();
    await expectSlide(page, 1);
    await bullet(page, 2).click();
    await expectSlide(page, 2);
    // the mouse is still over the slider: the autoplay (its next move a wrap, a jump) waits
    await expectAutoplayWaits(page, 2);
  });
}

test('the autoplay advances every 3 s and waits while a mouse is over the slider or keyboard focus is in it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // the fade effect: each move of the autoplay is a jump (expectAutoplayWaits)
  await page.addInitScript(() => (Math.random = () => 0.9));
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('.slider')).toHaveAttribute('data-effect', 'fade');
  await page.mouse.move(5, 795);
  await expectSlide(page, 1, 8_000);

  // a mouse over it: a move made just before it came has already jumped
  await page.locator('.slider').hover();
  const hovered = await slideInView(page);
  await expectSlide(page, hovered);
  await expectAutoplayWaits(page, hovered);
  await page.mouse.move(5, 795);
  await expectSlide(page, (hovered + 1) % 3, 6_000);

  // keyboard focus in it
  await bullet(page, 0).focus();
  await expect(bullet(page, 0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expectSlide(page, 0);
  await expectAutoplayWaits(page, 0);
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
  await expect(region(page).getByRole('button', { name: 'Siguiente' })).toBeFocused();
  await expectAutoplayWaits(page, 0);
  // focus leaves: it plays again
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expectSlide(page, 1, 6_000);
});

test('with reduced motion the slider does not play by itself; the buttons still move it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.mouse.move(5, 795);
  await sliderRuns(page);
  await expectSlide(page, 0);
  await expectAutoplayWaits(page, 0);
  await region(page).getByRole('button', { name: 'Anterior' }).click();
  await expectSlide(page, 2);
  await region(page).getByRole('button', { name: 'Siguiente' }).click();
  await expectSlide(page, 0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the phone art in a box of fixed size, the first slide first; a swipe moves the slides', async ({
    page,
  }) => {
    // the art held back: the slider's box is the same before any image has loaded
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/art/slider/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const images = page.locator('.slider__slide img');
    // the page's own code, without the art: seconds on a loaded machine
    await expect(images).toHaveCount(3, { timeout: 20_000 });
    const before = await page.locator('.slider').boundingBox();
    // the phone's slider: the screen's width and 7/16 of it high, a fifth of an 844 px screen
    expect(before?.width).toBe(390);
    expect(before?.height).toBeCloseTo(390 * SLIDER_PHONE_HEIGHT_RATIO, 0);
    release();
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await page.locator('.slider').boundingBox()).toEqual(before);
    await expect(images.first()).toHaveAttribute('src', '/art/slider/es-mobile-1.jpg');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    for (const index of [1, 2]) {
      await expect(images.nth(index)).toHaveAttribute(
        'src',
        `/art/slider/es-mobile-${index + 1}.jpg`,
      );
      await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
    }

    // a finger drags the slides most of their width to the left and lifts: the slides follow it
    // and settle on the next one, and the bullets follow
    await sliderRuns(page);
    await expectSlide(page, 0);
    const cdp = await page.context().newCDPSession(page);
    // across the art's middle (the bullets and the slide's button keep to its bottom band)
    const y = Math.round((before?.y ?? 0) + (before?.height ?? 0) / 2);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      });
      for (let x = from; x >= to; x -= 10)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(370, 60);
    await expectSlide(page, 1);
  });
});

test.describe('where the slider is', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on a phone it is a fifth of the screen on home and the lobbies, with the first games and prices above the fold; other pages start at the top', async ({
    page,
  }) => {
    await page.goto('/online-casino');
    await expect(page.locator('.slider')).toBeVisible();
    await expect(page.locator('.game-card').first()).toBeInViewport({ ratio: 1 });
    await page.goto('/sports');
    await expect(page.locator('.slider')).toBeVisible();
    await expect(page.locator('.outcome-button').first()).toBeInViewport({ ratio: 1 });
    for (const path of ['/promotion', '/sign-up', '/contact-us', '/responsible-gaming']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('.slider')).toHaveCount(0);
    }
  });
});

test('where embla cannot load, the first slide stays and the page around it is whole', async ({
  page,
}) => {
  // the chunk fails as it does offline; a reload for a new deploy was made a moment ago, so the
  // page keeps what it has (src/app/chunk-reload.ts)
  await page.addInitScript(() =>
    sessionStorage.setItem('casino.chunk-reload-at', String(Date.now())),
  );
  let failed = 0;
  await page.route(/\/assets\/slider-motion-[^/]+\.js$/, async (route) => {
    failed++;
    await route.abort('internetdisconnected');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect.poll(() => failed, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Juegos destacados' })).toBeVisible();
  await expect(page.locator('.error-page')).toHaveCount(0);
  await expect(region(page).getByRole('group')).toHaveCount(3);
  await expect(bullet(page, 0)).toHaveAttribute('aria-current', 'true');
  expect(await slideInView(page)).toBe(0);
});
