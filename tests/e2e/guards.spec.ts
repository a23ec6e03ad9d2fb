import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffToken } from './staff';

const adminToken = (request: APIRequestContext) => staffToken(request, 'guards');

test.describe('a visitor from a blacklisted country', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'KP' } });

  test('goes to /restriction from any page', async ({ page, request }) => {
    const token = await adminToken(request);
    const update = await request.post('/api/admin/update_setting', {
      data: { country_black_list: ['KP'] },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(update.ok()).toBe(true);
    await page.goto('/online-casino');
    await expect(page).toHaveURL(/\/restriction$/);
    await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
    await page.goto('/en/sports');
    await expect(page).toHaveURL(/\/en\/restriction$/);
  });
});

test.describe('a visitor from a blacklisted IP', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.99' } });

  test('sees disable_site_access and the API refuses it', async ({ page, request }) => {
    const token = await adminToken(request);
    const update = await request.post('/api/admin/update_setting', {
      data: { ip_black_list: ['198.51.100.99'] },
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '127.0.0.1' },
    });
    expect(update.ok()).toBe(true);
    await page.goto('/online-casino');
    await expect(page.getByRole('heading', { name: 'No puedes acceder al sitio.' })).toBeVisible();
    await expect(page.locator('.sidebar')).toHaveCount(0);
    const refused = await request.post('/api/front/get_games', { data: {} });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'disable_site_access' });
  });
});
