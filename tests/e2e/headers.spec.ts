// The site's own policies in a real browser: the live socket gets through `connect-src 'self'` as
// a WebSocket (not only over long-polling), no policy complains in the console, and the
// production build's source maps stay on disk, never served nor referenced.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { clientDirectory } from './client-directory';
import { sendDepositCallback } from './processor';
import { fundedPlayer, logInThroughSidebar, refuseSocketWebSockets } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/**
 * Whether a socket.io payload (a WebSocket frame, or a long-polling answer of packets separated
 * by the record separator) holds the server's acknowledgement of the namespace connection (`40`):
 * sent once the token is checked, after engine.io's own open packet.
 */
const isConnectAck = (payload: string) =>
  payload.split('\x1e').some((packet) => packet.startsWith('40'));
test('the live socket runs over a WebSocket under the CSP, and no policy complains', async ({
  page,
  request,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|permissions.policy/i.test(message.text()))
      complaints.push(message.text());
  });
  const framesReceived: string[] = [];
  let isOpen = false;
  let isConnected = false;
  const pollingRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/socket.io/')) pollingRequests.push(sent.url());
  });
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    socket.on('framereceived', (frame) => {
      framesReceived.push(String(frame.payload));
      // engine.io's open packet: the connection is this WebSocket from its start
      isOpen ||= String(frame.payload).startsWith('0{');
      isConnected ||= isConnectAck(String(frame.payload));
    });
  });

  const player = await fundedPlayer(request, 100_000);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('1,00 mBTC');
  await expect.poll(() => isOpen).toBe(true);
  // no long-polling before it (the fallback where a WebSocket cannot open)
  expect(pollingRequests).toEqual([]);
  // the server has taken the token and put the socket in the player's room
  await expect.poll(() => isConnected).toBe(true);

  const deposit = await sendDepositCallback(request, {
    address: await player.depositAddress(),
    satoshis: 50_000,
    confirmations: 2,
  });
  expect(deposit.result).toBe('credited');
  await expect(page.getByTestId('sidebar-balance')).toHaveText('1,50 mBTC');
  // the new balance came down the WebSocket (the UI may have refetched it first)
  await expect.poll(() => framesReceived.some((frame) => frame.includes('"balance"'))).toBe(true);
  expect(complaints).toEqual([]);
});

test('where a WebSocket cannot open, the live socket falls back to long-polling', async ({
  page,
  request,
}) => {
  await refuseSocketWebSockets(page);
  const pollingAnswers: string[] = [];
  page.on('response', async (answer) => {
    if (answer.url().includes('/socket.io/') && answer.url().includes('transport=polling'))
      pollingAnswers.push(await answer.text().catch(() => ''));
  });
  const player = await fundedPlayer(request, 100_000);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('1,00 mBTC');
  // connected: the server's answer to the socket's own handshake came over long-polling, and
  // its acknowledgement of the player's token (the socket is in the player's room from then)
  await expect.poll(() => pollingAnswers.some((body) => body.includes('"sid"'))).toBe(true);
  await expect.poll(() => pollingAnswers.some(isConnectAck)).toBe(true);

  await sendDepositCallback(request, {
    address: await player.depositAddress(),
    satoshis: 50_000,
    confirmations: 2,
  });
  await expect(page.getByTestId('sidebar-balance')).toHaveText('1,50 mBTC');
  // the new balance came over long-polling
  await expect.poll(() => pollingAnswers.some((body) => body.includes('"balance"'))).toBe(true);
});

test('source maps are neither served nor referenced', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  // the app's own chunk (the bundler's runtime chunk is generated code and has no map)
  const app = scripts.find((file) => /\/assets\/app-[\w-]+\.js$/.test(file));
  expect(app).toBeDefined();
  for (const file of [...scripts, '/sw.js']) {
    const source = await (await request.get(file)).text();
    expect(source).not.toContain('sourceMappingURL');
    expect((await request.get(`${file}.map`)).status()).toBe(404);
  }
  // the map is on disk for reading a stack trace, and still a 404
  for (const file of [app as string, '/sw.js'])
    expect(existsSync(join(clientDirectory(E2E_PORT), `${file}.map`))).toBe(true);
});
