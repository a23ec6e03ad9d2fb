import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../contract/constants';
import { formatDateTime } from '../../../lib/format';
import { createWithdrawalQueue, type WithdrawalQueue } from '../../../lib/withdrawal-queue';
import type { WithdrawalRefusal } from '../../../lib/withdrawal-words';
import { messages as englishAccount } from '../../../locales/en/account.po';
import { messages as english } from '../../../locales/en/messages.po';
import { messages as spanishAccount } from '../../../locales/es/account.po';
import { messages as spanish } from '../../../locales/es/messages.po';
import { ui } from '../../../stores/ui-store';
import { runWithdrawalQueue } from '../api/queued-withdrawal-answers';
import { withdrawalMutation, WithdrawalRefused } from '../api/withdrawal-mutation';
import { memoryStorage, refused, withdrawalServer } from '../api/withdrawal-server-fixture';
import { QueuedWithdrawalList } from './queued-withdrawals';
import { refusalOnForm } from './withdraw-fields';

const PLAYER_ID = 7;
const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const HOLD_ENDS = '2026-12-01T09:30:00.000Z';

let server: ReturnType<typeof withdrawalServer>;
let queryClient: QueryClient;
let queue: WithdrawalQueue;

beforeEach(() => {
  i18n.load({ es: { ...spanish, ...spanishAccount }, en: { ...english, ...englishAccount } });
  server = withdrawalServer(2);
  vi.stubGlobal('fetch', server.fetch);
  queryClient = new QueryClient();
  queue = createWithdrawalQueue(memoryStorage(), {
    sharedName: `test-queue-${crypto.randomUUID()}`,
  });
  ui.set({ toasts: [] });
});
afterEach(() => {
  queue.close();
  vi.unstubAllGlobals();
});

/** The modal's submit refused: what the form shows, beside a field or as a toast. */
async function refusedOnTheForm(amount: string, locale: Locale) {
  const failure = await new MutationObserver(queryClient, withdrawalMutation(queryClient, queue))
    .mutate({ playerId: PLAYER_ID, amount, address: ADDRESS })
    .catch((error: unknown) => error);
  if (!(failure instanceof WithdrawalRefused)) throw new Error('not refused');
  const { fields, toast } = refusalOnForm(i18n, failure.refusal, locale);
  return toast ?? Object.values(fields).join(' ');
}

/** The same withdrawal queued, then refused when sent with no form waiting: the queued list. */
async function refusedInTheQueuedList(amount: string) {
  const stop = runWithdrawalQueue(queryClient, PLAYER_ID, queue);
  await queue.enqueue({
    key: crypto.randomUUID(),
    playerId: PLAYER_ID,
    amount,
    address: ADDRESS,
    createdAt: new Date().toISOString(),
  });
  await queue.send(PLAYER_ID);
  stop();
  expect(queue.state.get().items).toEqual([]);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueuedWithdrawalList {...queue.state.get()} queue={queue} />
    </I18nProvider>,
  );
  return { html, toasts: ui.get().toasts.map((toast) => toast.text) };
}

const cases: {
  name: string;
  refusal: () => void;
  words: Record<Locale, string>;
}[] = [
  {
    name: 'an amount above the balance',
    refusal: () => undefined,
    words: {
      es: 'El importe no puede superar tu saldo: 2,00 mBTC',
      en: 'The amount cannot exceed your balance: 2.00 mBTC',
    },
  },
  {
    name: 'a wrong second-factor code',
    refusal: () => {
      server.refusal = refused('invalid_two_factor_code', { totp: 'invalid_two_factor_code' });
    },
    words: {
      es: 'El código no es válido o ya se ha usado.',
      en: 'The code is not valid or has already been used.',
    },
  },
  {
    name: 'an outstanding debt',
    refusal: () => {
      server.refusal = refused('outstanding_debt', {}, { amount: 0.5 });
    },
    words: {
      es: 'Debes 0,50 mBTC por un resultado deportivo corregido. Podrás retirar cuando tu próximo depósito o premio lo cubra.',
      en: 'You owe 0.50 mBTC from a corrected sports result. You can withdraw once your next deposit or winnings cover it.',
    },
  },
  {
    name: 'the wait after a security change',
    refusal: () => {
      server.refusal = refused('withdrawal_security_hold', {}, { until: HOLD_ENDS });
    },
    words: {
      es: `Por seguridad, tras un cambio de contraseña, de correo o de verificación en dos pasos los retiros esperan: podrás retirar desde el ${formatDateTime(HOLD_ENDS)}.`,
      en: `For your security, withdrawals wait after a password, email or two-step verification change: you can withdraw from ${formatDateTime(HOLD_ENDS)}.`,
    },
  },
];

describe.each(['es', 'en'] as const)('a refusal, in %s', (locale) => {
  beforeEach(() => i18n.activate(locale));

  it.each(cases)('of $name reads the same on the form and in the queued list', async (each) => {
    each.refusal();
    const onTheForm = await refusedOnTheForm('3', locale);
    each.refusal();
    const { html, toasts } = await refusedInTheQueuedList('3');

    expect(onTheForm).toBe(each.words[locale]);
    const refusedLabel = locale === 'es' ? 'Rechazado' : 'Refused';
    expect(html).toContain(`${refusedLabel}: ${escape(each.words[locale])}`);
    expect(toasts).toEqual([each.words[locale]]);
  });
});

it('is a toast on the form when it names no field the form has (a passkey step-up)', () => {
  i18n.activate('en');
  const refusal: WithdrawalRefusal = {
    code: 'invalid_step_up_token',
    errors: { step_up_token: 'invalid_step_up_token' },
    params: {},
  };
  expect(refusalOnForm(i18n, refusal, 'en')).toEqual({
    fields: {},
    toast: 'The passkey confirmation has expired. Confirm again.',
  });
});

it('does not say the wait after a security change twice: not in a toast when the form says it above', () => {
  i18n.activate('en');
  const refusal: WithdrawalRefusal = {
    code: 'withdrawal_security_hold',
    errors: {},
    params: { until: HOLD_ENDS },
  };
  expect(refusalOnForm(i18n, refusal, 'en', true)).toEqual({ fields: {}, toast: null });
  // the form not showing it (its list not loaded, offline), the toast still says it
  expect(refusalOnForm(i18n, refusal, 'en', false).toast).toContain('For your security');
});

/** Text as React writes it into HTML. */
function escape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
