// Support on the player page (issue 37): a player asks why their bet lost; a support member opens
// their page and reads the bet's event, market, selection, odds, result and the final score, in
// Spanish and English. A payments member approving an adjustment sees the player's balance and
// tags, and a risk tag (`bonus-abuse`) asks for an explicit confirmation. On a desktop and on a
// phone. The match is scripted on the test's own timed server (scripted-sports.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '../../contract/staff-roles';
import { openArea, openPlayer } from './admin-app';
import { listMatch, outcomeOf } from './scripted-sports';
import { fundedPlayer, placeSingleBet, seriousViolations } from './support';
import { expect, nextTotpCode, operatorToken, test } from './timed-server';

const WORDS = {
  es: {
    sports: 'Deportes',
    market: 'Resultado del partido',
    lost: 'Perdida',
    heading: (id: number) => `Apuesta #${id}: Simple, Liquidada`,
    selections: (id: number) => `Selecciones de la apuesta #${id}`,
    odds: (milli: number) => (milli / 1000).toFixed(2).replace('.', ','),
  },
  en: {
    sports: 'Sports',
    market: 'Match result',
    lost: 'Lost',
    heading: (id: number) => `Bet #${id}: Single, Settled`,
    selections: (id: number) => `Selections of bet #${id}`,
    odds: (milli: number) => (milli / 1000).toFixed(2),
  },
} as const;

const PASSWORD = 'e2e-support-password';
let members = 0;

/** A new staff member with `roles` on the timed server, signed in to the back-office in `page`. */
async function signedInMember(page: Page, request: APIRequestContext, roles: StaffRole[]) {
  const username = `e2e-${roles.join('-')}-${Date.now().toString(36)}${members++}`;
  const created = await request.post('/api/admin/staff/create', {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: { username, password: PASSWORD, roles },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/admin/auth/login', {
    data: { username, password: PASSWORD },
  });
  const { secret = '', enrolmentToken } = (await login.json()) as Record<string, string>;
  const enrolment = await nextTotpCode(request, secret, -1);
  const enrolled = await request.post('/api/admin/auth/enrol_totp', {
    data: { enrolmentToken, code: enrolment.code },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const signIn = await nextTotpCode(request, secret, enrolment.step);
  await page.goto('/admin/');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByLabel('Código de verificación').fill(signIn.code);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Áreas' })).toBeVisible();
}

for (const screen of [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });
    test.describe.configure({ timeout: 240_000 });

    test('support reads why a player’s sports bet lost', async ({ page, request }) => {
      // the player's 1 mBTC on the home side; the match ends 0-1
      const match = await listMatch(request, { startsInMinutes: 5 });
      const home = await outcomeOf(request, match, 'home');
      const player = await fundedPlayer(request, 1_000_000);
      const bet = await placeSingleBet(player, home);
      await match.kickOff();
      await match.playTo(30);
      await match.goal('away');
      await match.playTo(90);
      await match.fullTime();
      // the feed's settlement is applied after the message: the bet is settled lost once it is
      await expect(async () => {
        const settled = await player.post('front/sports/get_bets', {
          playerId: player.playerId,
          status: 'settled',
        });
        expect(settled.body.rows).toContainEqual(
          expect.objectContaining({ id: bet.id, payout: 0 }),
        );
      }).toPass({ timeout: 30_000 });
      const odds = bet.legs[0]?.oddsMilli ?? home.oddsMilli;

      await signedInMember(page, request, ['support']);
      await openPlayer(page, player.username);
      for (const locale of ['es', 'en'] as const) {
        const words = WORDS[locale];
        if (locale === 'en') await page.getByRole('button', { name: 'English' }).click();
        await page
          .getByRole('navigation', { name: /^(Secciones del jugador|Player sections)$/ })
          .getByRole('link', { name: words.sports })
          .click();
        const card = page.getByRole('article', { name: words.heading(bet.id) });
        await expect(card).toBeVisible();
        const selections = card.getByRole('table', { name: words.selections(bet.id) });
        const leg = selections.getByRole('row').filter({ hasText: match.home }).first();
        await expect(leg).toContainText(`${match.home} – ${match.away}`);
        await expect(leg).toContainText(words.market);
        await expect(leg).toContainText(words.odds(odds));
        await expect(leg).toContainText(words.lost);
        await expect(leg).toContainText('0 – 1');
        expect(await seriousViolations(page, 'main')).toEqual([]);
      }
    });

    test('an approval shows the player’s balance and tags, and asks to confirm a risk tag', async ({
      page,
      request,
    }) => {
      const player = await fundedPlayer(request, 1_000_000); // 10 mBTC
      const operator = { Authorization: `Bearer ${await operatorToken(request)}` };
      const tagged = await request.post('/api/admin/players/set_tags', {
        headers: operator,
        data: { player: player.playerId, tags: ['bonus-abuse', 'vip'] },
      });
      expect(tagged.ok()).toBe(true);
      // asked for by the operator: above the threshold, it waits for another member
      const asked = await request.post('/api/admin/players/adjust_balance', {
        headers: operator,
        data: { player: player.playerId, amount: 500, type: 'goodwill', reason: 'Caso 77' },
      });
      expect(((await asked.json()) as { adjustment: { status: string } }).adjustment.status).toBe(
        'pending',
      );

      await signedInMember(page, request, ['payments']);
      await openPlayer(page, player.username);
      await page.getByRole('link', { name: 'Ajustes de saldo' }).click();
      // the form states the threshold in the language's numbers, and takes a type
      await expect(page.getByTestId('adjust-threshold')).toContainText('Por encima de 100 mBTC');
      await expect(page.getByLabel('Tipo')).toBeVisible();

      await page.getByRole('button', { name: 'English' }).click();
      await openArea(page, 'Pending approvals', 'Areas');
      const row = page.getByRole('row').filter({ hasText: player.username });
      await row.getByRole('button', { name: 'Approve' }).click();
      const approval = page.getByRole('dialog', { name: 'Approve adjustment' });
      await expect(approval.getByTestId('approval-balance')).toHaveText('10 mBTC');
      await expect(approval).toContainText('bonus-abuse, vip');
      await expect(approval).toContainText(`${player.username} has risk tags: bonus-abuse.`);
      expect(await seriousViolations(page)).toEqual([]);
      const confirm = approval.getByLabel(
        'I have seen the risk tags and approve the adjustment anyway',
      );
      await confirm.check();
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText(
        '510 mBTC',
      );
    });
  });
}
