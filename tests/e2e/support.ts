import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { E2E_PORT } from '../../playwright.config';
import { sendDepositCallback } from './processor';
import { lastEmailLink } from './smtp-sink';

let counter = 0;

/**
 * A new player registered through the API (the registration form is tested on its own), its
 * email verified through the link the server emailed (withdrawals wait for it).
 */
export async function registerPlayer(
  request: APIRequestContext,
  extraFields: Record<string, unknown> = {},
): Promise<{ username: string; password: string }> {
  const player = await registerUnverifiedPlayer(request, extraFields);
  await verifyEmailThroughLink(request, player.email);
  return { username: player.username, password: player.password };
}

/** The link of the verification email the server sent to `email`, once it has arrived. */
export async function verificationLinkFor(email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => (link = lastEmailLink(E2E_PORT, email, '/verify-email')), {
      message: `a verification email to ${email}`,
    })
    .not.toBeNull();
  return link as unknown as string;
}

/** Opens the emailed verification link the way its page does (POSTing its token). */
export async function verifyEmailThroughLink(request: APIRequestContext, email: string) {
  const token = new URL(await verificationLinkFor(email)).searchParams.get('token');
  const response = await request.post('/api/front/security/verify_email', { data: { token } });
  expect(response.ok()).toBe(true);
}

/** A new player registered through the API whose email is not verified yet. */
export async function registerUnverifiedPlayer(
  request: APIRequestContext,
  extraFields: Record<string, unknown> = {},
): Promise<{ username: string; password: string; email: string }> {
  const username = `e2e${Date.now().toString(36)}${counter++}${Math.floor(Math.random() * 1000)}`;
  const password = 'shell-pass';
  const email = (extraFields.email as string | undefined) ?? `${username}@example.com`;
  const response = await request.post('/api/front/register_player', {
    data: {
      username,
      password,
      confirmPassword: password,
      email,
      countryPhone: '+34',
      phone_number1: '600123456',
      city: 'Madrid',
      country: 'ES',
      birthday: '1990-01-01',
      first_name: 'Ana',
      last_name: 'López',
      address: 'Calle 1',
      postal_code: '28001',
      checkTerms: true,
      interface_local: 'es',
      ...extraFields,
    },
  });
  expect(response.ok()).toBe(true);
  return { username, password, email };
}

/** A new player, logged in through the sidebar from the home page (on a desktop). */
export async function logInNewPlayer(page: Page, request: APIRequestContext) {
  const player = await registerPlayer(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  return player;
}

/** What the login steps read and click, in each of the app's languages. */
export const LOGIN_WORDS = {
  es: {
    prefix: '',
    profile: 'Perfil',
    logIn: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Entrar',
  },
  en: {
    prefix: '/en',
    profile: 'Profile',
    logIn: 'Log in',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
  },
} as const;
type LoginWords = (typeof LOGIN_WORDS)[keyof typeof LOGIN_WORDS];

export async function logInThroughSidebar(
  page: Page,
  username: string,
  password: string,
  words: LoginWords = LOGIN_WORDS.es,
): Promise<void> {
  await page.locator('.sidebar').getByRole('button', { name: words.logIn }).click();
  await fillLoginModal(page, username, password, words);
}

/** On a phone: the top bar's login button. */
export async function logInThroughTopBar(
  page: Page,
  username: string,
  password: string,
  words: LoginWords = LOGIN_WORDS.es,
): Promise<void> {
  await page.locator('.top-bar').getByRole('button', { name: words.logIn }).click();
  await fillLoginModal(page, username, password, words);
}

/** On a phone: Perfil, then the profile menu's login entry. */
export async function logInThroughProfileMenu(
  page: Page,
  username: string,
  password: string,
  words: LoginWords = LOGIN_WORDS.es,
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menú inferior móvil' })
    .getByRole('button', { name: words.profile })
    .click();
  await page.locator('#profile-menu').getByRole('button', { name: words.logIn }).click();
  await fillLoginModal(page, username, password, words);
}

async function fillLoginModal(
  page: Page,
  username: string,
  password: string,
  words: LoginWords,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.logIn });
  await dialog.getByLabel(words.username).fill(username);
  await dialog.getByLabel(words.password).fill(password);
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Logs a player in from the sportsbook, in `locale`, through the profile menu on a phone or the
 * sidebar on a desktop, then opens the sportsbook page `path` (`/sports` unless named): logging
 * in lands on the casino (SPEC section 6), so the page is opened once the casino is reached.
 */
export async function logInToSportsbook(
  page: Page,
  player: { username: string; password: string },
  options: { locale?: 'es' | 'en'; isPhone?: boolean; path?: string } = {},
): Promise<void> {
  const words = LOGIN_WORDS[options.locale ?? 'es'];
  await page.goto(`${words.prefix}/sports`);
  const logIn = options.isPhone ? logInThroughProfileMenu : logInThroughSidebar;
  await logIn(page, player.username, player.password, words);
  await page.waitForURL(/online-casino/);
  await page.goto(`${words.prefix}${options.path ?? '/sports'}`);
}

/** The two ways the sportsbook specs run each journey: a phone in Spanish, a desktop in English. */
export const SPORTS_SETUPS = [
  {
    title: 'on a phone in Spanish',
    locale: 'es' as const,
    isPhone: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true },
  },
  {
    title: 'on a desktop in English',
    locale: 'en' as const,
    isPhone: false,
    use: { viewport: { width: 1280, height: 800 } },
  },
];
export type SportsSetup = (typeof SPORTS_SETUPS)[number];

/**
 * A page of its own for one of SPORTS_SETUPS, for a test that runs both setups side by side (to
 * wait for the simulated matches once, not once a setup): a new context with the project's
 * options, as the `page` fixture has them, and the setup's viewport and touch, as
 * `test.use(setup.use)` gives them; the cookie banner already answered. Not a fixture: the test
 * closes it, `page.context().close()`.
 */
async function newSportsSetupPage(
  browser: Browser,
  setup: SportsSetup,
  baseURL: string | undefined,
): Promise<Page> {
  // Playwright fills in a new context's missing options from the project as well: named here so
  // that the base URL, the locale and the blocked service worker do not hang on that
  const { locale, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers } =
    test.info().project.use;
  const context = await browser.newContext({
    baseURL: baseURL ?? test.info().project.use.baseURL,
    locale,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    serviceWorkers,
    ...setup.use,
  });
  await context.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  return context.newPage();
}

/** One of SPORTS_SETUPS's players: a page of its own, funded and logged in to the sportsbook. */
export interface SportsBettor {
  setup: SportsSetup;
  page: Page;
  player: Awaited<ReturnType<typeof fundedPlayer>>;
}

/** A bettor of `setup`, on the server at `baseURL` (a timed server's) or the project's. */
export async function newSportsBettor(
  browser: Browser,
  request: APIRequestContext,
  setup: SportsSetup,
  satoshis: number,
  baseURL?: string,
): Promise<SportsBettor> {
  const page = await newSportsSetupPage(browser, setup, baseURL);
  const player = await fundedPlayer(request, satoshis);
  await logInToSportsbook(page, player, { locale: setup.locale, isPhone: setup.isPhone });
  return { setup, page, player };
}

export interface RegistrationValues {
  username: string;
  password: string;
  dialCode: string;
  phone: string;
  firstName: string;
  lastName: string;
  birthday: string;
  gender: 'Hombre' | 'Mujer';
  address: string;
  postalCode: string;
  city: string;
  promoCode: string;
}

/** The registration form's labels in each language. */
const REGISTRATION_LABELS = {
  es: {
    username: 'Usuario',
    promoCode: 'Código promocional',
    password: 'Contraseña',
    confirmPassword: 'Repite la contraseña',
    email: 'Correo electrónico',
    dialCode: 'Prefijo',
    phone: 'Teléfono',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    birthday: 'Fecha de nacimiento',
    gender: { Hombre: 'Hombre', Mujer: 'Mujer' },
    address: 'Dirección',
    postalCode: 'Código postal',
    city: 'Ciudad',
    terms: 'Tengo 18 años o más y acepto los términos y condiciones',
  },
  en: {
    username: 'Username',
    promoCode: 'Promo code',
    password: 'Password',
    confirmPassword: 'Repeat the password',
    email: 'Email',
    dialCode: 'Dial code',
    phone: 'Phone',
    firstName: 'Name',
    lastName: 'Last name',
    birthday: 'Date of birth',
    gender: { Hombre: 'Male', Mujer: 'Female' },
    address: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    terms: 'I am 18 or older and accept the terms and conditions',
  },
} as const;

/** Fills every field of the registration form (Spanish unless told) and ticks the terms; nothing is sent. */
export async function fillRegistrationForm(
  form: Locator,
  values: Partial<RegistrationValues> & Pick<RegistrationValues, 'username'>,
  language: 'es' | 'en' = 'es',
): Promise<void> {
  const label = REGISTRATION_LABELS[language];
  const filled: RegistrationValues = {
    password: 'my-pass',
    dialCode: '+34',
    phone: '600123456',
    firstName: 'Ana',
    lastName: 'López',
    birthday: '1990-01-01',
    gender: 'Hombre',
    address: 'Calle 1',
    postalCode: '28001',
    city: 'Madrid',
    promoCode: '',
    ...values,
  };
  await form.getByLabel(label.username, { exact: true }).fill(filled.username);
  await form.getByLabel(label.promoCode).fill(filled.promoCode);
  await form.getByLabel(label.password, { exact: true }).fill(filled.password);
  await form.getByLabel(label.confirmPassword).fill(filled.password);
  await form.getByLabel(label.email, { exact: true }).fill(`${filled.username}@example.com`);
  await form.getByLabel(label.dialCode).selectOption(filled.dialCode);
  await form.getByLabel(label.phone).fill(filled.phone);
  await form.getByLabel(label.firstName, { exact: true }).fill(filled.firstName);
  await form.getByLabel(label.lastName).fill(filled.lastName);
  await form.getByLabel(label.birthday).fill(filled.birthday);
  await form.getByLabel(label.gender[filled.gender], { exact: true }).check();
  await form.getByLabel(label.address, { exact: true }).fill(filled.address);
  await form.getByLabel(label.postalCode).fill(filled.postalCode);
  await form.getByLabel(label.city).fill(filled.city);
  await form.getByLabel(label.terms).check();
}

/** A valid testnet address (BIP173's test vector) for withdrawals. */
export const PAYOUT_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/** A player signed in through the API, to arrange data the way the app itself would. */
export async function apiSession(
  request: APIRequestContext,
  player: { username: string; password: string },
) {
  const login = await request.post('/api/front/auth/login/', {
    data: { ...player, ip_address: '127.0.0.1' },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get('/api/front/auth/player', { headers })).json()) as {
    player: { id: number };
  };
  const playerId = me.player.id;
  const post = async (path: string, data: object, extraHeaders: Record<string, string> = {}) => {
    const response = await request.post(`/api/${path}`, {
      headers: { ...headers, ...extraHeaders },
      data,
    });
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  };
  return {
    playerId,
    post,
    async depositAddress(): Promise<string> {
      const answer = await post('front/generate_wallet', { player_id: playerId });
      return answer.body.walletAddress as string;
    },
    async transactions(filters: object = {}) {
      const answer = await post('front/get_financial_transactions', { playerId, ...filters });
      return answer.body.rows as { id: number; type: string; status: string; amount: number }[];
    },
  };
}

/**
 * Moves the page's clock to the next reality check, 15 minutes on: not there at 14, there within
 * the next minute. The page plans its timer in an effect after the settings or the last check
 * arrive; one jump of 15 minutes taken before that effect ran once left the timer planned a whole
 * interval later (a CI run waited in vain), so the last minute is crossed in steps.
 */
export async function reachRealityCheck(page: Page, check: Locator) {
  await page.clock.fastForward('14:00');
  await expect(check).toBeHidden();
  for (let step = 1; step <= 6 && !(await check.isVisible()); step++) {
    await page.clock.fastForward('00:10');
    await check.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await expect(check).toBeVisible();
}

/** A page in a new phone's context (390 px, touch), cookies already chosen; close the context. */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  return { context, page };
}

/** A new player with `satoshis` deposited and credited (2 confirmations). */
export async function fundedPlayer(
  request: APIRequestContext,
  satoshis: number,
  extraFields: Record<string, unknown> = {},
) {
  const player = await registerPlayer(request, extraFields);
  const session = await apiSession(request, player);
  const deposit = await sendDepositCallback(request, {
    address: await session.depositAddress(),
    satoshis,
    confirmations: 2,
  });
  expect(deposit.result).toBe('credited');
  return { ...player, ...session };
}

/**
 * axe with the WCAG 2.1 A and AA rules, reporting only violations' nodes (passes are not read).
 * A page without frames is checked with axe.run in the page itself: by default each check opens a
 * blank page to merge the frames' results and injects axe (half a megabyte) twice, the better part
 * of its time; a page with frames keeps that default, which checks cross-origin frames too. Once
 * in a document, axe is not injected again.
 */
async function axeFor(page: Page): Promise<AxeBuilder> {
  if (page.frames().length > 1) return wcagRules(new AxeBuilder({ page }));
  const hasAxe = await page.evaluate(() => 'axe' in window);
  return wcagRules(new AxeBuilder({ page, ...(hasAxe && { axeSource: ';' }) })).setLegacyMode();
}

const wcagRules = (builder: AxeBuilder) =>
  builder
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

/** The serious and critical WCAG 2.1 AA violations on the page (or inside `include`), described. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // the player app's layout draws its sidebar, bars and footer a few tasks after the page
  // (RenderLater): check the whole of it (the back-office's layout has no footer)
  await page.waitForFunction(
    () => !document.querySelector('.layout[data-sidebar]') || document.querySelector('.footer'),
  );
  const builder = await axeFor(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Opens the forgot-password modal from the sidebar's login, as a visitor on a desktop. */
export async function openForgotPassword(page: Page): Promise<Locator> {
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Iniciar sesión' })
    .getByRole('button', { name: '¿Olvidaste tu contraseña?' })
    .click();
  return page.getByRole('dialog', { name: '¿Olvidaste tu contraseña?' });
}

/**
 * An event's prices on a sportsbook list, found by the event's id (its row's link): the simulated
 * catalogue plays the same two teams again on other days, so their names alone may find another
 * match's row.
 */
export function oddsOfEvent(
  page: Page,
  event: { id: string; home: { es: string }; away: { es: string } },
): Locator {
  return page
    .locator('li.event-row', {
      has: page.locator(`a[href$="/sports/event/${encodeURIComponent(event.id)}"]`),
    })
    .getByRole('group', { name: `Cuotas: ${event.home.es} - ${event.away.es}` });
}

/**
 * Makes the app's socket.io WebSockets fail to open, as behind a proxy that refuses them: each is
 * sent to a closed port instead (an error, as a refused upgrade gives; Playwright's
 * `routeWebSocket` could only open and close them). Call before the page loads; the returned
 * function lets the next ones through.
 */
export async function refuseSocketWebSockets(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const state = window as unknown as { socketsRefused: boolean };
    state.socketsRefused = true;
    const PageWebSocket = window.WebSocket;
    window.WebSocket = class extends PageWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        const isRefused = state.socketsRefused && String(url).includes('/socket.io/');
        super(isRefused ? 'ws://127.0.0.1:9/socket.io/' : url, protocols);
      }
    };
  });
  return () =>
    page.evaluate(() => {
      (window as unknown as { socketsRefused: boolean }).socketsRefused = false;
    });
}

/** The query cache the app saved in IndexedDB: when, and each query's key and status. */
interface SavedCache {
  timestamp: number;
  queries: { queryKey: unknown[]; status: string }[];
}

/**
 * Reads the query cache the app saves in IndexedDB (src/app/query-persistence.ts, written at most
 * once a second: idb-keyval's store, key `casino.query-cache`); undefined before the first write.
 */
function readSavedCache(page: Page): Promise<SavedCache | undefined> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    // opening a database that is not there would create it empty, under the app's feet
    if (!databases.some((database) => database.name === 'keyval-store')) return undefined;
    return new Promise<SavedCache | undefined>((resolve) => {
      const opening = indexedDB.open('keyval-store');
      opening.onerror = () => resolve(undefined);
      opening.onsuccess = () => {
        const database = opening.result;
        const reading = database
          .transaction('keyval')
          .objectStore('keyval')
          .get('casino.query-cache');
        reading.onerror = () => resolve(undefined);
        reading.onsuccess = () => {
          database.close();
          const saved = reading.result as
            | {
                timestamp: number;
                clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] };
              }
            | undefined;
          resolve(
            saved && {
              timestamp: saved.timestamp,
              queries: saved.clientState.queries.map((query) => ({
                queryKey: query.queryKey,
                status: query.state.status,
              })),
            },
          );
        };
      };
    });
  });
}

/** Waits until the saved query cache holds an answered query whose key starts with `keyStart`. */
export async function waitForSavedQuery(page: Page, keyStart: readonly unknown[]): Promise<void> {
  const isSaved = async () =>
    (await readSavedCache(page))?.queries.some(
      (query) =>
        query.status === 'success' &&
        keyStart.every(
          (part, index) => JSON.stringify(query.queryKey[index]) === JSON.stringify(part),
        ),
    ) ?? false;
  await expect.poll(isSaved, { timeout: 15_000 }).toBe(true);
}

/** When the query cache was last saved (0 before the first write). */
export async function savedCacheTime(page: Page): Promise<number> {
  return (await readSavedCache(page))?.timestamp ?? 0;
}

/** Waits until the query cache is saved again after `since` (a savedCacheTime). */
export async function waitForCacheSavedAfter(page: Page, since: number): Promise<void> {
  await expect.poll(() => savedCacheTime(page), { timeout: 15_000 }).toBeGreaterThan(since);
}

/** Waits until the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The network goes, and the page knows it. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** A new player with 5 mBTC, signed in on a page the service worker controls. */
export async function signedInWithFiveMbtc(page: Page, request: APIRequestContext) {
  const player = await fundedPlayer(request, 500_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await logInThroughSidebar(page, player.username, player.password);
  // signed in once the player and the balance have arrived (going offline sooner would lose them)
  await expect(page.getByTestId('sidebar-balance')).toHaveText('5,00 mBTC');
  return player;
}

/** A placed sports bet as get_bets and place_bet answer it, as far as the specs read it. */
export interface PlacedSportsBet {
  id: number;
  legs: { oddsMilli: number }[];
}

/**
 * A single of `stake` mBTC on `outcome` (its selection id and price), placed as the app places
 * it: at any price, with an Idempotency-Key of its own. Answers the bet.
 */
export async function placeSingleBet(
  player: Awaited<ReturnType<typeof fundedPlayer>>,
  outcome: { id: string; oddsMilli: number },
  stake = 1,
): Promise<PlacedSportsBet> {
  const placed = await player.post(
    'front/sports/place_bet',
    {
      playerId: player.playerId,
      stake,
      type: 'single',
      selections: [{ outcomeId: outcome.id, oddsMilli: outcome.oddsMilli }],
      oddsPolicy: 'any',
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(placed.status).toBe(200);
  return placed.body.bet as PlacedSportsBet;
}
