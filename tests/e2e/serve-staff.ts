// After the e2e server starts: the seeded admin enrols TOTP and creates each spec's staff member
// (tests/e2e/staff.ts), who enrol too; their secrets go to staffFile(port).
import { writeFileSync } from 'node:fs';
import { totpCodeAt } from '../../server/lib/totp';
import { E2E_STAFF, E2E_STAFF_PASSWORD, staffFile, staffStepFile, STEP_MS } from './staff';

async function post(base: string, path: string, body: object, token?: string) {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Signs in a staff member who has no TOTP yet, enrols it, and answers the token, the secret and
 * the time step its code used (a code is accepted once: the specs' sign-ins use later steps).
 */
async function enrol(base: string, username: string, password: string) {
  const login = await post(base, 'admin/auth/login', { username, password });
  const secret = login.secret as string;
  const step = Math.floor(Date.now() / STEP_MS);
  const enrolled = await post(base, 'admin/auth/enrol_totp', {
    enrolmentToken: login.enrolmentToken,
    code: totpCodeAt(secret, step * STEP_MS),
  });
  return { token: enrolled.accessToken as string, secret, step };
}

/** Waits for the server (main.ts listens after migrating and seeding). */
async function serverUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const up = await fetch(`${base}/api/geolocation`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the e2e server did not start');
}

export async function prepareStaff(base: string, port: string, adminPassword: string) {
  await serverUp(base);
  const admin = await enrol(base, 'admin', adminPassword);
  const secrets: Record<string, string> = {};
  for (const name of E2E_STAFF) {
    const username = `e2e-${name}`;
    await post(
      base,
      'admin/staff/create',
      { username, password: E2E_STAFF_PASSWORD, roles: ['admin'] },
      admin.token,
    );
    const enrolled = await enrol(base, username, E2E_STAFF_PASSWORD);
    secrets[name] = enrolled.secret;
    writeFileSync(staffStepFile(port, name), String(enrolled.step));
  }
  writeFileSync(staffFile(port), JSON.stringify(secrets));
}
