// The back-office's specs (admin-*.spec.ts): each test makes its own staff member with the roles
// it needs (on a timed server as its seeded admin, or through the API as the e2e admin
// 'admin-app'), so no two tests share TOTP steps.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../contract/staff-roles';
import { totpCodeAt } from '../../server/lib/totp';
import { E2E_STAFF_PASSWORD, staffToken, STEP_MS } from './staff';
import { nextTotpCode, operatorToken } from './timed-server';

let counter = 0;

export interface NewStaffMember {
  username: string;
  password: string;
}

/** A new staff member with `roles`, who has not enrolled TOTP yet. */
export async function createStaffMember(
  request: APIRequestContext,
  roles: StaffRole[],
  operator?: string,
): Promise<NewStaffMember> {
  const username = `e2e-${roles.join('-')}-${Date.now().toString(36)}${counter++}`;
  const response = await request.post('/api/admin/staff/create', {
    headers: { Authorization: `Bearer ${operator ?? (await staffToken(request, 'admin-app'))}` },
    data: { username, password: E2E_STAFF_PASSWORD, roles },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { username, password: E2E_STAFF_PASSWORD };
}

/** The member's TOTP enrolled through the API: its secret and the time step its code used. */
async function enrolThroughApi(request: APIRequestContext, member: NewStaffMember) {
  const login = await request.post('/api/admin/auth/login', { data: member });
  const { secret, enrolmentToken } = (await login.json()) as Record<string, string>;
  const step = Math.floor(Date.now() / STEP_MS);
  const enrolled = await request.post('/api/admin/auth/enrol_totp', {
    data: { enrolmentToken, code: totpCodeAt(secret as string, step * STEP_MS) },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return { secret: secret as string, step };
}

/** Fills the sign-in form (in Spanish) and waits for the layout. */
export async function fillSignIn(page: Page, member: NewStaffMember, code = '') {
  await page.getByLabel('Usuario').fill(member.username);
  await page.getByLabel('Contraseña').fill(member.password);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * A new member with `roles`, enrolled, signed in to the back-office in `page` on the main e2e
 * server (its real clock). The sign-in's code is of the step after the enrolment's, which the
 * server takes at once (the step after now is accepted for clock drift). A test that needs a
 * further fresh code signs in on a timed server (`signedInTimedStaff`), whose clock it moves on.
 */
export async function signedInStaff(
  page: Page,
  request: APIRequestContext,
  roles: StaffRole[],
): Promise<NewStaffMember> {
  const member = await createStaffMember(request, roles);
  const { secret, step } = await enrolThroughApi(request, member);
  await page.goto('/admin/');
  await fillSignIn(page, member, totpCodeAt(secret, (step + 1) * STEP_MS));
  await expect(page.getByRole('navigation', { name: 'Áreas' })).toBeVisible();
  return member;
}

/**
 * On a timed server (timed-server.ts): a new member with `roles`, made by the seeded admin,
 * enrolled and signed in to the back-office in `page` with codes of the server's clock.
 * `nextCode` answers a code of a step not used yet (a step-up's fresh code), moving the server's
 * clock on rather than waiting for the step.
 */
export async function signedInTimedStaff(
  page: Page,
  request: APIRequestContext,
  roles: StaffRole[],
): Promise<NewStaffMember & { nextCode: () => Promise<string> }> {
  const member = await createStaffMember(request, roles, await operatorToken(request));
  const login = await request.post('/api/admin/auth/login', { data: member });
  expect(login.ok(), await login.text()).toBe(true);
  const { secret = '', enrolmentToken } = (await login.json()) as Record<string, string>;
  let lastStep = -1;
  const nextCode = async () => {
    const { code, step } = await nextTotpCode(request, secret, lastStep);
    lastStep = step;
    return code;
  };
  const enrolled = await request.post('/api/admin/auth/enrol_totp', {
    data: { enrolmentToken, code: await nextCode() },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  await page.goto('/admin/');
  await fillSignIn(page, member, await nextCode());
  await expect(page.getByRole('navigation', { name: 'Áreas' })).toBeVisible();
  return { ...member, nextCode };
}

/**
 * Opens an area from the navigation named `areas` (`Áreas`, `Areas`): from the row on a desktop,
 * through the menu button on a phone.
 */
export async function openArea(page: Page, name: string, areas = 'Áreas') {
  const nav = page.getByRole('navigation', { name: areas });
  const menu = nav.getByRole('button', { name: /^(Menú|Menu)( |$)/ });
  // named in the language asked for: a language just switched has been applied
  await expect(nav).toBeVisible();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
  }
  await nav.getByRole('link', { name, exact: true }).click();
}

/** Opens a player's page from the Players area's search. */
export async function openPlayer(page: Page, username: string) {
  await openArea(page, 'Jugadores');
  await page.getByLabel('Nombre, usuario, email, teléfono, ID o dirección').fill(username);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(username) })).toBeVisible();
}
