// The sportsbook's pages against the e2e server's simulator (SPORTS_SIM_SPEED 120, serve.ts): the
// lists of live and upcoming matches, an event's markets and the odds format remembered. Odds
// moving live are sports-live-odds.spec.ts's and /sports offline sports-offline.spec.ts's (matches
// the test plays), placing bets sports-betting.spec.ts's.
import { expect, test, type Locator, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const liveSection = (page: Page) =>
  page
    .locator('section.sports-home__section')
    .filter({ has: page.getByRole('heading', { name: /^(En directo|Live)$/ }) });
const upcomingSection = (page: Page) =>
  page.locator('section.sports-home__section').filter({
    has: page.getByRole('heading', { name: /^(Próximos partidos|Upcoming matches)$/ }),
  });

test('the list shows the matches in play with score and clock, and those to come by day and league', async ({
  page,
}) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { level: 1, name: 'Deportes' })).toBeVisible();
  const live = liveSection(page).locator('.event-row');
  await expect(live.first()).toBeVisible();
  await expect(live.first().locator('.event-score')).toHaveText(/\d+\s*\d+/);
  await expect(live.first().locator('.event-status__clock')).toHaveText(/\d/);
  // the main market's three prices (1, X, 2) of a football match, as buttons
  const upcoming = upcomingSection(page);
  await expect(upcoming.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(upcoming.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expect(upcoming.locator('.event-row').first()).toBeVisible();

  // a price pressed is pressed in its row only; pressed again, it is not (rows whose prices are
  // open: the back-office's tests suspend a match to come for a while, in parallel)
  const price = (nth: number) =>
    upcoming
      .locator('.event-row')
      .filter({ hasNot: page.locator('.outcome-button:disabled') })
      .nth(nth)
      .locator('.outcome-button')
      .first();
  await price(0).click();
  await expect(price(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(price(1)).toHaveAttribute('aria-pressed', 'false');
  await price(0).click();
  await expect(price(0)).toHaveAttribute('aria-pressed', 'false');

  // a sport chip narrows both lists; it is in the URL
  await page.getByRole('button', { name: /^Tenis/ }).click();
  await expect(page).toHaveURL(/sport=tennis/);
  await expect(upcoming.locator('.event-row__market').first().getByRole('button')).toHaveCount(2);

  // the search finds a team by its English name on the Spanish site
  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  const firstTeam = (await upcoming.locator('.event-row__team').first().textContent()) ?? '';
  await page.getByLabel('Buscar equipos o ligas').fill(firstTeam.slice(0, 5));
  await expect(page).toHaveURL(/q=/);
  // (it may have kicked off meanwhile: live or upcoming)
  await expect(
    page.locator('.event-row__team').filter({ hasText: firstTeam }).first(),
  ).toBeVisible();
  await page.getByLabel('Buscar equipos o ligas').fill('zzzz-no-such-team');
  await expect(page.getByText('Ningún partido próximo con estos filtros.')).toBeVisible();
});

test('a long list is drawn a screenful first, then to its last row', async ({ page }) => {
  // the first page of matches to come, as the server answered it
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('front/sports/get_events') &&
      response.request().postData()?.includes('"live":false') === true,
  );
  await page.goto('/sports');
  const { rows } = (await (await answer).json()) as { rows: { status: string }[] };
  const toCome = rows.filter((row) => row.status === 'not_started').length;
  // more than the first screenful (4 rows) and a later task's 8, so the rest comes in tasks
  expect(toCome).toBeGreaterThan(12);
  // (a match or two may kick off meanwhile and move to the matches in play)
  await expect
    .poll(() => upcomingSection(page).locator('.event-row').count())
    .toBeGreaterThanOrEqual(Math.max(toCome - 2, 13));
  // rows below the screen are in the page (for find-in-page and screen readers) but not laid out
  // or painted until scrolled near (content-visibility: auto)
  const isRendered = (row: Locator) =>
    row
      .locator('.event-row__link')
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const shownRows = upcomingSection(page).locator('.event-row');
  await shownRows.first().scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(shownRows.first())).toBe(true);
  expect(await isRendered(shownRows.last())).toBe(false);
  await shownRows.last().scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(shownRows.last())).toBe(true);
});

test('the page waits for both lists and shows them together: the one to come never jumps down under the player', async ({
  page,
}) => {
  // the matches in play held back until the test lets them through, after those to come; the
  // sports (the chips above the lists) held until those to come have arrived
  let letLiveThrough = () => {};
  const liveHeld = new Promise<void>((resolve) => (letLiveThrough = resolve));
  let letSportsThrough = () => {};
  const sportsHeld = new Promise<void>((resolve) => (letSportsThrough = resolve));
  await page.route('**/front/sports/get_events', async (route) => {
    if (route.request().postData()?.includes('"live":true')) await liveHeld;
    await route.continue();
  });
  await page.route('**/front/sports/get_sports', async (route) => {
    await sportsHeld;
    await route.continue();
  });
  const shifts = () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  await page.addInitScript(() => {
    const record = window as unknown as { shifted: number };
    record.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const toCome = page.waitForResponse(
    (response) =>
      response.url().includes('front/sports/get_events') &&
      response.request().postData()?.includes('"live":false') === true,
  );
  await page.goto('/sports');
  await toCome;
  // an answer that came after those to come has been drawn: the page has had the list to come
  letSportsThrough();
  // waiting for the matches in play: the page's room (its skeleton), neither list yet
  await expect(page.locator('.sports-home')).toHaveAttribute('aria-busy', 'true');
  await expect(liveSection(page)).toHaveCount(0);
  await expect(upcomingSection(page)).toHaveCount(0);
  // then the page with both at once, and nothing on the page moved
  letLiveThrough();
  await expect(
    page.getByRole('group', { name: 'Deportes' }).getByRole('button', { name: /^Fútbol/ }),
  ).toBeVisible();
  await expect(liveSection(page).locator('.event-row').first()).toBeVisible();
  await expect(upcomingSection(page).locator('.event-row').first()).toBeVisible();
  await expect(page.locator('.sports-home')).toHaveAttribute('aria-busy', 'false');
  expect(await shifts()).toBeLessThan(0.01);
});

test('the locale data for the times is read by a worker started as the sportsbook loads, not on the home page', async ({
  page,
}) => {
  // the workers the page starts, and what each is asked and answers
  await page.addInitScript(() => {
    const started: { name?: string; request?: unknown; isAnswered: boolean }[] = [];
    Object.assign(window, { startedWorkers: started });
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const record: (typeof started)[number] = { name: options?.name, isAnswered: false };
        started.push(record);
        this.addEventListener('message', () => (record.isAnswered = true));
        const post = this.postMessage.bind(this) as (message: unknown) => void;
        this.postMessage = (message: unknown) => {
          record.request = message;
          post(message);
        };
      }
    };
  });
  const startedWorkers = () =>
    page.evaluate(() => (window as unknown as { startedWorkers: unknown[] }).startedWorkers);

  await page.goto('/en/sports');
  await expect.poll(startedWorkers).toEqual([
    {
      name: 'intl-warm-up',
      request: { locales: ['en', 'en'], dates: expect.any(Array) },
      isAnswered: true,
    },
  ]);
  // the matches to come show their start times
  await expect(upcomingSection(page).locator('.event-row time').first()).toHaveText(/\d:\d\d/);

  // the home page formats no date as it loads: it starts no worker
  await page.goto('/');
  await expect(page.locator('.sidebar__top')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await startedWorkers()).toEqual([]);
});

test('an event page: every market grouped under disclosure buttons, outcome buttons toggle the slip', async ({
  page,
}) => {
  await page.goto('/en/sports?sport=football');
  // not the first match to come: it may be kicking off as the test runs, and a match starting
  // closes its pre-match markets (a CI run met "Match result" gone twice); the fourth, by its link
  // (rows above it may leave the list meanwhile, so its team and link are read in one step: two
  // reads once met a row shifted between them)
  const row = upcomingSection(page).locator('.event-row').nth(3);
  const { home, href } = await row.evaluate((element) => ({
    home: element.querySelector('.event-row__team')?.textContent ?? '',
    href: element.querySelector('.event-row__link')?.getAttribute('href') ?? '',
  }));
  await page.locator(`.event-row__link[href="${href}"]`).click();
  await expect(page).toHaveURL(/\/en\/sports\/event\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home);
  for (const group of [
    'Match result',
    'Double chance',
    'Total goals',
    'Both teams to score',
    'Asian handicap',
    'Correct score',
  ]) {
    await expect(page.getByRole('button', { name: group, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  await expect(page.getByRole('button', { name: /^Over 2\.5/ })).toBeVisible();

  // a group folds and unfolds from the keyboard
  const group = page.getByRole('button', { name: 'Correct score', exact: true });
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /^1:0/ })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^1:0/ })).toBeVisible();

  // an outcome button adds the selection to the slip, pressed again it takes it out
  const draw = page.getByRole('button', { name: /^Draw \d/ });
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  // a quick stake is one tap; with two singles, one stake can go on both
  const slip = page.locator('.bet-slip');
  await slip
    .getByRole('group', { name: 'Quick stakes' })
    .first()
    .getByRole('button', { name: '5 mBTC', exact: true })
    .click();
  await expect(slip.getByTestId(/^stake-/).first()).toHaveValue('5');
  await expect(slip.getByTestId(/^return-/).first()).toHaveText(/^\d+\.\d{2,5} mBTC$/);
  const over = page.getByRole('button', { name: /^Over 2\.5/ });
  await over.click();
  await slip.getByLabel('Same stake on every single (mBTC)').fill('0.5');
  await expect(slip.getByTestId(/^stake-/)).toHaveCount(2);
  for (const field of await slip.getByTestId(/^stake-/).all())
    await expect(field).toHaveValue('0.5');
  await over.click();
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'false');
});

test('a long price stays inside its button, below its name when the button is narrow', async ({
  page,
}) => {
  // three buttons to a row in the list's 18rem at 1366 px: about 90 px each
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/sports?sport=football');
  // a market whose prices are open: one in play may be suspended after a goal, and one to come
  // may be suspended by a trader (the back-office's tests suspend one for a while, in parallel)
  const market = upcomingSection(page)
    .locator('.event-row__market[data-outcomes="3"]')
    .filter({ hasNot: page.locator('.outcome-button:disabled') })
    .first();
  await expect(market.locator('.outcome-button__odds').first()).toHaveText(/\d/);
  // the widest prices the formats show, in place of the live ones
  const overflows = await market.evaluate((element) =>
    ['1000.00', '+10000', '1000/1'].flatMap((price) => {
      const buttons = [...element.querySelectorAll<HTMLElement>('.outcome-button')];
      for (const button of buttons) {
        const odds = button.querySelector('.outcome-button__odds');
        if (odds?.firstChild) odds.firstChild.textContent = price;
      }
      return buttons
        .filter((button) => {
          const box = button.getBoundingClientRect();
          const odds = button.querySelector('.outcome-button__odds')?.getBoundingClientRect();
          return button.scrollWidth > button.clientWidth || !odds || odds.right > box.right;
        })
        .map((button) => `${price}: ${button.innerText}`);
    }),
  );
  expect(overflows).toEqual([]);
});

test('the odds format is chosen on the sports pages and remembered', async ({ page }) => {
  // a match to come: its prices are open (one in play may be suspended after a goal)
  const price = () =>
    upcomingSection(page).locator('.outcome-button:not(:disabled) .outcome-button__odds').first();
  await page.goto('/sports');
  // decimal, in Spanish: a comma before the two decimals, as every other number on the page
  await expect(price()).toHaveText(/^\d+,\d{2}$/);
  await page.getByLabel('Formato de cuotas').selectOption('fractional');
  await expect(price()).toHaveText(/^\d+\/\d+$/);
  await page.reload();
  await expect(page.getByLabel('Formato de cuotas')).toHaveValue('fractional');
  await expect(price()).toHaveText(/^\d+\/\d+$/);
  await page.goto('/en/sports');
  await expect(page.getByLabel('Odds format')).toHaveValue('fractional');
  await page.getByLabel('Odds format').selectOption('american');
  await expect(price()).toHaveText(/^[+-]\d+$/);
});
