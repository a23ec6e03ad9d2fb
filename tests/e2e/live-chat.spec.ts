// The table chat at the Crash table as players meet it: one writes, another reads it live over the
// site's socket, markup stays text, an operator's mute silences the writer and takes their
// messages off every screen; on a phone the chat is folded away behind a button counting unread
// messages.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { fundedPlayer, seriousViolations } from './support';
import { staffToken } from './staff';

async function crashGameId(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/api/front/get_games', {
    data: { lan: 'es', search: 'Crash', itemsPerPage: 50 },
  });
  const { rows } = (await answer.json()) as { rows: { id: number; slug: string }[] };
  const crash = rows.find((row) => row.slug === 'crash');
  if (!crash) throw new Error('no crash game in the catalogue');
  return crash.id;
}

/** A new player at the Crash table, the house page opened from its launch URL. */
async function seatAtCrash(
  browser: Browser,
  request: APIRequestContext,
  device: { width: number; height: number; isMobile: boolean },
) {
  const player = await fundedPlayer(request, 100_000);
  const launch = await player.post('front/get_live_game_url', {
    gameId: await crashGameId(request),
    lan: 'es',
    is_mobile: device.isMobile,
  });
  expect(launch.status).toBe(200);
  const context = await browser.newContext({
    viewport: { width: device.width, height: device.height },
  });
  const page = await context.newPage();
  // the table's first room event: from then on the page's socket is in the table's room
  const isWatching = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"live_')) resolve();
      }),
    );
  });
  await page.goto(launch.body.url as string);
  return { player, page, context, isWatching };
}

const adminToken = (request: APIRequestContext) => staffToken(request, 'live-chat');

const masked = (username: string) => `${username[0]}***${username.at(-1)}`;

test('players at a table chat live; a muted player is silenced and their messages go', async ({
  browser,
  request,
}) => {
  const writer = await seatAtCrash(browser, request, { width: 1280, height: 800, isMobile: false });
  const reader = await seatAtCrash(browser, request, { width: 390, height: 844, isMobile: true });

  // desktop: the chat is open beside the table
  const writerChat = writer.page.getByRole('region', { name: 'Chat de la mesa' });
  const input = writerChat.getByRole('textbox', { name: 'Mensaje para la mesa' });
  await expect(input).toBeVisible({ timeout: 20_000 });
  // phone: folded away
  const toggle = reader.page.getByTestId('chat-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(reader.page.getByTestId('chat-log')).toHaveCount(0);

  // the counter counts as the server will; markup is sent and shown as text. Other specs' players
  // may chat at the same table: this message is told apart by its tag
  const text = `Hola <b>mesa</b> ${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
  await reader.isWatching;
  await input.fill(`  ${text}  `);
  await expect(writerChat.getByText(`${text.length}/200`)).toBeVisible();
  await input.press('Enter');
  const writerLog = writer.page.getByTestId('chat-log');
  await expect(writerLog.getByRole('listitem').filter({ hasText: text })).toContainText('Tú');
  await expect(writerLog.locator('b')).toHaveCount(0);
  await expect(input).toHaveValue('');

  // the phone counts it unread until the chat is opened
  await expect(toggle).toContainText(/[1-9]\d* sin leer/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const readerLog = reader.page.getByTestId('chat-log');
  const seen = readerLog.getByRole('listitem').filter({ hasText: text });
  await expect(seen).toContainText(masked(writer.player.username));
  await expect(toggle).not.toContainText('sin leer');

  expect(await seriousViolations(writer.page, '.table-chat')).toEqual([]);

  // an operator mutes the writer and hides their messages: gone from the reader's screen
  const mute = await request.post('/api/admin/live_chat_mute', {
    data: { username: writer.player.username, minutes: 10, reason: 'e2e', hideMessages: true },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(mute.status()).toBe(200);
  await expect(seen).toHaveCount(0);

  // the writer's next message is refused and the screen says until when
  await input.fill('¿hola?');
  await input.press('Enter');
  await expect(writer.page.getByTestId('chat-muted')).toContainText(
    'Un moderador te ha silenciado hasta las',
  );
  await expect(input).toHaveCount(0);

  await writer.context.close();
  await reader.context.close();
});
