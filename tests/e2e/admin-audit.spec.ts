// The back-office's audit log: an admin reads in words what another member did to a player (the
// member by name, the player by username linked to their page, the reason), filters by part of
// the member's name and by the kind of action, and finds the failed sign-ins: a wrong password
// for that member and an unknown username, each with the username tried. Spanish at 1366 px,
// English at 390 px, axe clean. On a timed server: codes come from its clock, not the wall's.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInTimedStaff } from './admin-app';
import { E2E_STAFF_PASSWORD } from './staff';
import { registerUnverifiedPlayer, seriousViolations } from './support';
import { expect, nextTotpCode, operatorToken, test } from './timed-server';

async function post<Body>(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
): Promise<{ status: number; body: Body }> {
  const response = await request.post(`/api/${path}`, {
    data,
    ...(token && { headers: { Authorization: `Bearer ${token}` } }),
  });
  return { status: response.status(), body: (await response.json()) as Body };
}

/** A risk member of the timed server, enrolled through the API: its token, code just verified. */
async function riskMember(request: APIRequestContext, suffix: string) {
  const member = { username: `Marta-Risk-${suffix}`, password: E2E_STAFF_PASSWORD };
  const created = await post(
    request,
    'admin/staff/create',
    { ...member, roles: ['risk'] },
    await operatorToken(request),
  );
  expect(created.status).toBe(200);
  const login = await post<{ secret: string; enrolmentToken: string }>(
    request,
    'admin/auth/login',
    member,
  );
  const { code } = await nextTotpCode(request, login.body.secret, -1);
  const enrolled = await post<{ accessToken: string }>(request, 'admin/auth/enrol_totp', {
    enrolmentToken: login.body.enrolmentToken,
    code,
  });
  return { ...member, token: enrolled.body.accessToken };
}

const LANGUAGES = {
  es: {
    button: 'Español',
    table: 'Acciones del personal, la más reciente primero',
    member: 'Miembro del personal',
    action: 'Acción',
    search: 'Buscar',
    blocked: 'Bloqueó al jugador',
    wrongPassword: 'Inicio de sesión fallido: contraseña incorrecta',
    unknownUsername: 'Inicio de sesión fallido: usuario desconocido',
    tried: 'Usuario probado:',
  },
  en: {
    button: 'English',
    table: 'Staff actions, newest first',
    member: 'Staff member',
    action: 'Action',
    search: 'Search',
    blocked: 'Blocked the player',
    wrongPassword: 'Failed sign-in: wrong password',
    unknownUsername: 'Failed sign-in: unknown username',
    tried: 'Username tried:',
  },
} as const;
type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

async function filter(page: Page, words: Words, member: string, action: string) {
  await page.getByLabel(words.member, { exact: true }).fill(member);
  await page.getByLabel(words.action, { exact: true }).selectOption({ label: action });
  await page.getByRole('button', { name: words.search, exact: true }).click();
}

const rowsOf = (page: Page, words: Words) =>
  page.getByRole('table', { name: words.table }).getByRole('row');

test('an admin reads what another member did, in words, and finds the failed sign-ins', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  await signedInTimedStaff(page, request, ['admin']);
  const risk = await riskMember(request, suffix);
  const player = await registerUnverifiedPlayer(request);
  const found = await post<{ rows: { id: number; username: string }[] }>(
    request,
    'admin/players/search',
    { query: player.username },
    risk.token,
  );
  const playerId = found.body.rows.find((row) => row.username === player.username)?.id;
  const reason = 'Tarjetas de terceros';
  const blocked = await post(
    request,
    'admin/players/block',
    { player: playerId, reason },
    risk.token,
  );
  expect(blocked.status).toBe(200);
  // someone guesses the member's password, and tries a username no one has
  for (const username of [risk.username, `intruso-${suffix}`]) {
    const refused = await post<{ code: string }>(request, 'admin/auth/login', {
      username,
      password: 'guessed-password',
    });
    expect(refused.body.code).toBe('failed_login');
  }

  // in Spanish on a desktop: the member's action in words, found by part of the name in any case
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/audit');
  const es = LANGUAGES.es;
  await filter(page, es, `risk-${suffix.toUpperCase()}`, es.blocked);
  const action = rowsOf(page, es).filter({ hasText: es.blocked });
  await expect(action).toHaveCount(1);
  await expect(action).toContainText(risk.username);
  await expect(action.getByRole('link', { name: player.username })).toBeVisible();
  await expect(action).toContainText(reason);
  expect(await seriousViolations(page)).toEqual([]);

  await filter(page, es, risk.username, es.wrongPassword);
  await expect(rowsOf(page, es).filter({ hasText: es.wrongPassword })).toContainText(
    `${es.tried} ${risk.username}`,
  );
  await filter(page, es, `INTRUSO-${suffix}`, es.unknownUsername);
  await expect(rowsOf(page, es).filter({ hasText: es.unknownUsername })).toContainText(
    `${es.tried} intruso-${suffix}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // in English on a phone: the same, then to the player's page from the entry
  const en = LANGUAGES.en;
  await page.getByRole('button', { name: en.button }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowsOf(page, en).filter({ hasText: en.unknownUsername })).toContainText(
    `${en.tried} intruso-${suffix}`,
  );
  await filter(page, en, risk.username, en.wrongPassword);
  await expect(rowsOf(page, en).filter({ hasText: en.wrongPassword })).toContainText(
    `${en.tried} ${risk.username}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await filter(page, en, suffix, en.blocked);
  const inEnglish = rowsOf(page, en).filter({ hasText: en.blocked });
  await expect(inEnglish).toContainText(reason);
  expect(await seriousViolations(page)).toEqual([]);
  // the list as filtered, downloaded
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`,${risk.username},admin/players/block,${playerId},${player.username},`);
  expect(csv[1]).toContain(reason);
  await inEnglish.getByRole('link', { name: player.username }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(player.username) }),
  ).toBeVisible();
});
