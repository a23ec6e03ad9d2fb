// A visitor past a call's budget (server/http/rate-limit.ts) sees why the form is refused and
// when to try again, in Spanish and English. The e2e server trusts X-Forwarded-For: each test
// browses from its own address, so no other spec shares the budget it spends.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openForgotPassword } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** Calls `path` until the server answers 429 (however the e2e server scales the budgets). */
async function spendBudget(request: APIRequestContext, path: string, body: () => object) {
  for (let sent = 0; sent < 5000; sent++) {
    const response = await request.post(`/api/${path}`, { data: body() });
    if (response.status() === 429) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      return;
    }
    expect(response.ok()).toBe(true);
  }
  throw new Error(`${path} was never limited`);
}

test.describe('the contact form', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.71' } });

  test('past its budget says to try again in so many seconds, in Spanish and English', async ({
    page,
  }) => {
    await spendBudget(page.request, 'front/player_send_message', () => ({
      player_name: 'Ana',
      email: 'ana@example.com',
      countryPhone: '+34',
      phone_number1: '600123456',
      note: 'Hola',
      status: 'pending',
    }));

    const send = async (
      labels: Record<'name' | 'email' | 'phone' | 'message' | 'send', string>,
    ) => {
      const form = page.locator('main form');
      await form.getByLabel(labels.name, { exact: true }).fill('Ana López');
      await form.getByLabel(labels.email, { exact: true }).fill('ana@example.com');
      await form.getByLabel(labels.phone, { exact: true }).fill('600123456');
      await form.getByLabel(labels.message, { exact: true }).fill('Hola, tengo una pregunta.');
      await form.getByRole('button', { name: labels.send }).click();
    };

    await page.goto('/contact-us');
    await send({
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      message: 'Mensaje',
      send: 'Enviar',
    });
    await expect(page.locator('.toast')).toHaveText(
      /^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ s\.$/,
    );

    await page.goto('/en/contact-us');
    await send({ name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', send: 'Send' });
    await expect(page.locator('.toast')).toHaveText(/^Too many requests\. Try again in \d+ s\.$/);
    // the form stays, for a try once the time is up
    await expect(page.locator('main form')).toBeVisible();
  });
});

test.describe('the registration form', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.72' } });

  test('says the name check was refused for too many requests, not that the name is taken', async ({
    page,
  }) => {
    let lookup = 0;
    await spendBudget(page.request, 'front/validate_player_name', () => ({
      username: `free${lookup++}`,
    }));
    await page.goto('/sign-up');
    const form = page.locator('main form');
    await form.getByLabel('Usuario').fill(`free${Date.now().toString(36)}`);
    await expect(
      form.getByText(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ s\.$/),
    ).toBeVisible();
    await expect(form.getByText('Este nombre de usuario ya existe')).toHaveCount(0);
  });
});

test.describe('the forgot-password form', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.73' } });

  test('shows the refusal where it shows other errors, and stays open', async ({ page }) => {
    let asked = 0;
    await spendBudget(page.request, 'front/reset_player_password', () => {
      const username = `nobody${asked++}`;
      return { username, email: `${username}@example.com` };
    });
    await page.goto('/');
    const dialog = await openForgotPassword(page);
    await dialog.getByLabel('Usuario').fill('someone');
    await dialog.getByLabel('Correo electrónico').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ s\.$/,
    );
  });
});
