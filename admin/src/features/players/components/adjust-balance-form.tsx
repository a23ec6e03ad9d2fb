import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useAdjustBalance } from '../api/player-mutations';
import { readAmount } from '../player-forms';

/**
 * Gives (positive) or takes (negative) mBTC with a reason. Above the approval threshold the
 * server keeps it pending until another staff member decides; the form says which happened.
 * The call has no idempotency key, so the button stays disabled while one is in flight.
 */
export function AdjustBalanceForm({ player, username }: { player: number; username: string }) {
  const { i18n, t } = useLingui();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const adjust = useAdjustBalance();
  return (
    <form
      className="stack card"
      aria-labelledby="adjust-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (adjust.isPending) return;
        setNotice(null);
        const read = readAmount(amountText);
        if ('problem' in read) {
          setProblem(messageOfCode(i18n, read.problem));
          return;
        }
        setProblem(null);
        adjust.mutate(
          { player, amount: read.amount, reason },
          {
            onSuccess: (answer) => {
              const amount = formatMbtc(answer.adjustment.amount, i18n.locale);
              setAmountText('');
              setReason('');
              setNotice(
                answer.adjustment.status === 'pending'
                  ? t`Ajuste de ${amount} a ${username} pendiente de aprobación por otro miembro del personal`
                  : t`Ajuste de ${amount} aplicado: el saldo de ${username} es ${formatMbtc(answer.cashBalance ?? 0, i18n.locale)}`,
              );
            },
          },
        );
      }}
    >
      <h2 id="adjust-title">
        <Trans>Ajustar el saldo</Trans>
      </h2>
      <p className="hint">
        <Trans>
          En mBTC: positivo abona, negativo retira. Por encima del umbral, otro miembro del personal
          debe aprobarlo.
        </Trans>
      </p>
      <div className="field-row">
        <Field label={<Trans>Importe (mBTC)</Trans>}>
          {(id) => (
            <input
              id={id}
              name="amount"
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              aria-invalid={problem !== null}
              required
            />
          )}
        </Field>
        <Field label={<Trans>Motivo</Trans>}>
          {(id) => (
            <input
              id={id}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              required
            />
          )}
        </Field>
      </div>
      <FormError message={problem ?? (adjust.error && errorMessage(i18n, adjust.error))} />
      <p role="status" className="notice">
        {notice}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={adjust.isPending}>
          {adjust.isPending ? <Trans>Enviando…</Trans> : <Trans>Ajustar</Trans>}
        </button>
      </div>
    </form>
  );
}
