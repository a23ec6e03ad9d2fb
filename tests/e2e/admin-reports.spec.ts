// The back-office's reports (issue 37): a finance member reads the report of a day in which a
// player deposited and a manual credit of 505 mBTC was approved, and its totals are what
// happened: the deposit among the deposits, the credit on its own line of the ledger and in the
// adjustments, NGR lower by it; the period table fits a desktop, the chart names its dates and
// the vertical table prints no row of zeros. Spanish and English, 1366 and 390 px, axe clean. On
// a timed server of its own, so no other spec's money lands in the day.
import type { APIRequestContext, Page } from '@playwright/test';
import { fillSignIn } from './admin-app';
import { E2E_STAFF_PASSWORD } from './staff';
import { fundedPlayer, seriousViolations } from './support';
import { expect, nextTotpCode, operatorToken, test } from './timed-server';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Totals {
  deposits: number;
  depositCount: number;
  adjustments: number;
  ggr: number;
  ngr: number;
}
interface Report {
  total: Totals;
  ledger: { line: string; movements: number; moved: number; toPlayers: number }[];
}

async function post<Body>(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
): Promise<Body> {
  const response = await request.post(`/api/${path}`, {
    data,
    ...(token && { headers: { Authorization: `Bearer ${token}` } }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Body;
}

/** A payments member of the timed server, enrolled through the API, with a fresh session. */
async function financeMember(request: APIRequestContext) {
  const username = `e2e-finance-${Date.now().toString(36)}`;
  const member = { username, password: E2E_STAFF_PASSWORD };
  await post(
    request,
    'admin/staff/create',
    { ...member, roles: ['payments'] },
    await operatorToken(request),
  );
  const { secret, enrolmentToken } = await post<{ secret: string; enrolmentToken: string }>(
    request,
    'admin/auth/login',
    member,
  );
  const { code, step } = await nextTotpCode(request, secret, -1);
  const { accessToken } = await post<{ accessToken: string }>(request, 'admin/auth/enrol_totp', {
    enrolmentToken,
    code,
  });
  return { ...member, token: accessToken, codes: { secret, step } };
}

const amount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 5 }).format(value);
const round = (value: number) => Math.round(value * 100_000) / 100_000;

const LANGUAGES = [
  {
    locale: 'es',
    button: 'Español',
    periodTable: 'Informe por periodo, con la fila de total al final',
    verticalTable: 'Informe por periodo y vertical, con el total de cada vertical al final',
    ledgerTable: 'Movimientos del libro mayor por línea',
    headers: { deposits: 'Depósitos', adjustments: 'Ajustes manuales', bets: 'Apuestas' },
    ledgerLine: 'Ajustes manuales',
    ledgerHeaders: ['Número de movimientos', 'Importe movido', 'Saldo de jugadores'],
  },
  {
    locale: 'en',
    button: 'English',
    periodTable: 'Report by period, with the total row last',
    verticalTable: "Report by period and vertical, with each vertical's total last",
    ledgerTable: 'Ledger movements by line',
    headers: { deposits: 'Deposits', adjustments: 'Manual adjustments', bets: 'Bets' },
    ledgerLine: 'Manual adjustments',
    ledgerHeaders: ['Number of movements', 'Amount moved', 'Players’ balance'],
  },
] as const;

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

async function expectReportShows(
  page: Page,
  language: (typeof LANGUAGES)[number],
  expected: { total: Totals; credit: { movements: number; moved: number; toPlayers: number } },
) {
  const l = language.locale;
  const periods = page.getByRole('table', { name: language.periodTable });
  const total = periods.locator('tfoot tr');
  const cell = (header: string) => total.locator(`td[data-label="${header}"]`);
  await expect(cell(language.headers.deposits)).toHaveText(
    `${amount(expected.total.deposits, l)} (${amount(expected.total.depositCount, l)})`,
  );
  await expect(cell(language.headers.adjustments)).toHaveText(
    amount(expected.total.adjustments, l),
  );
  await expect(cell('GGR')).toHaveText(amount(expected.total.ggr, l));
  await expect(cell('NGR')).toHaveText(amount(expected.total.ngr, l));

  const credit = page
    .getByRole('table', { name: language.ledgerTable })
    .getByRole('row')
    .filter({ hasText: language.ledgerLine });
  for (const [index, header] of language.ledgerHeaders.entries()) {
    const value = [expected.credit.movements, expected.credit.moved, expected.credit.toPlayers];
    await expect(credit.locator(`td[data-label="${header}"]`)).toHaveText(
      amount(value[index] as number, l),
    );
  }
  // a vertical's row only where it had bets: none of zeros
  const bets = page
    .getByRole('table', { name: language.verticalTable })
    .locator(`td[data-label="${language.headers.bets}"]`);
  expect(await bets.count()).toBeGreaterThan(0);
  expect(await bets.allTextContents()).not.toContain('0');
}

test('a finance member reads a day whose totals are what happened, the credit on its own line', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const today = Date.now();
  const range = { granularity: 'day', from: dayOf(today - DAY_MS), to: dayOf(today) };
  const finance = await financeMember(request);
  const before = await post<Report>(request, 'admin/reports/get', range, finance.token);

  // what happens in the day: a deposit of 20 mBTC, and a credit of 505 mBTC, above the approval
  // threshold, asked by the admin and approved by the finance member
  const player = await fundedPlayer(request, 2_000_000);
  const asked = await post<{ adjustment: { id: number; status: string } }>(
    request,
    'admin/players/adjust_balance',
    { player: player.playerId, amount: 505, type: 'goodwill', reason: 'Tournament prize' },
    await operatorToken(request),
  );
  expect(asked.adjustment.status).toBe('pending');
  const approved = await post<{ adjustment: { status: string } }>(
    request,
    'admin/players/approve_adjustment',
    { adjustmentId: asked.adjustment.id },
    finance.token,
  );
  expect(approved.adjustment.status).toBe('applied');

  const creditBefore = before.ledger.find((row) => row.line === 'manual_adjustments');
  const expected = {
    total: {
      deposits: round(before.total.deposits + 20),
      depositCount: before.total.depositCount + 1,
      adjustments: round(before.total.adjustments + 505),
      ggr: before.total.ggr,
      ngr: round(before.total.ngr - 505),
    },
    credit: {
      movements: (creditBefore?.movements ?? 0) + 1,
      moved: round((creditBefore?.moved ?? 0) + 505),
      toPlayers: round((creditBefore?.toPlayers ?? 0) + 505),
    },
  };

  await page.goto('/admin/');
  const { code } = await nextTotpCode(request, finance.codes.secret, finance.codes.step);
  await fillSignIn(page, finance, code);
  await expect(page.getByRole('navigation', { name: 'Áreas' })).toBeVisible();
  await page.goto(`/admin/reports?granularity=day&from=${range.from}&to=${range.to}`);

  for (const language of LANGUAGES) {
    await page.getByRole('button', { name: language.button }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectReportShows(page, language, expected);
      // the chart's date axis names the day
      const day = new Intl.DateTimeFormat(language.locale, {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${range.to}T00:00:00Z`));
      await expect(page.locator('.chart__axis')).toContainText(day);
      if (size.width === 1366) {
        // every column of the period table in view, none behind a sideways scroll
        const region = page.getByRole('region', { name: language.periodTable });
        const overflow = await region.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
      expect(await seriousViolations(page)).toEqual([]);
    }
  }
});
