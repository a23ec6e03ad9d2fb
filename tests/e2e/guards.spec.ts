import { expect, test, type APIRequestContext } from '@playwright/test';

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/front/auth/login/', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

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
