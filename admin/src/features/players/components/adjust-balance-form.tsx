import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useAdjustBalance } from '../api/player-mutations';
import { readAdjustment } from '../player-forms';
import { ADJUSTMENT_TYPES, type AdjustmentType } from '../../../../../contract/operator/players';
import type { PlayerDetail } from '../api/player-queries';
import { adjustmentTypeLabel } from './player-columns';

type Policy = PlayerDetail['adjustmentPolicy'];

/**
 * Gives (positive) or takes (negative) mBTC, of a type, with a reason. Above the approval
 * threshold, which the form states, the server keeps it pending until another staff member
 * decides; the form says which happened. A bonus must be wagered before a withdrawal. The call
 * has no idempotency key, so the button stays disabled while one is in flight.
 */
export function AdjustBalanceForm({
  player,
  username,
  policy,
}: {
  player: number;
  username: string;
  policy: Policy;
}) {
  const { i18n, t } = useLingui();
  const [amountText, setAmountText] = useState('');
  const [type, setType] = useState<AdjustmentType | ''>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useNotice();
  const adjust = useAdjustBalance();
  const threshold = formatMbtc(policy.approvalThreshold, i18n.locale);
  return (
    <form
      className="stack card"
      aria-labelledby="adjust-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (adjust.isPending) return;
        setNotice(null);
        const read = readAdjustment(amountText, type);
        if ('problem' in read) {
          setProblem(messageOfCode(i18n, read.problem));
          return;
        }
        setProblem(null);
        adjust.mutate(
          { player, ...read, reason },
          {
            onSuccess: (answer) => {
              setAmountText('');
              setType('');
              setReason('');
              setNotice((i18n) => {
                const amount = formatMbtc(answer.adjustment.amount, i18n.locale);
                return answer.adjustment.status === 'pending'
                  ? i18n._(
                      msg`Ajuste de ${amount} a ${username} pendiente de aprobación por otro miembro del personal`,
                    )
                  : i18n._(
                      msg`Ajuste de ${amount} aplicado: el saldo de ${username} es ${formatMbtc(answer.cashBalance ?? 0, i18n.locale)}`,
                    );
              });
            },
          },
        );
      }}
    >
      <h2 id="adjust-title">
        <Trans>Ajustar el saldo</Trans>
      </h2>
      <p className="hint" data-testid="adjust-threshold">
        <Trans>
          En mBTC: positivo abona, negativo retira. Por encima de {threshold} (lo que muevas a este
          jugador en {policy.windowHours} h, sumado), otro miembro del personal debe aprobarlo.
        </Trans>
      </p>
      {type === 'bonus' && (
        <p className="hint">
          <Trans>
            Un bono debe apostarse {policy.bonusWagerMultiplier} veces su importe antes de que el
            jugador pueda retirar.
          </Trans>
        </p>
      )}
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
        <Field label={<Trans>Tipo</Trans>}>
          {(id) => (
            <select
              id={id}
              name="type"
              value={type}
              onChange={(event) => setType(event.currentTarget.value as AdjustmentType | '')}
              required
            >
              <option value="">{t`Elige el tipo`}</option>
              {ADJUSTMENT_TYPES.map((option) => (
                <option key={option} value={option}>
                  {adjustmentTypeLabel(i18n, option)}
                </option>
              ))}
            </select>
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
        {notice?.(i18n)}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={adjust.isPending}>
          {adjust.isPending ? <Trans>Enviando…</Trans> : <Trans>Ajustar</Trans>}
        </button>
      </div>
    </form>
  );
}
