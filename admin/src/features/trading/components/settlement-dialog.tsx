import { msg, plural } from '@lingui/core/macro';
import type { Notice } from '../../../lib/notice';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallResponse } from '../../../../../contract/call';
import type {
  adminSportsPreviewSettlement,
  SettlementAction,
} from '../../../../../contract/operator/sports-settlement';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { ReasonField } from '../../../components/reason-field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useSettlementAction } from '../api/trading-mutations';
import {
  tradingQueries,
  type SettlementPreviewRequest,
  type TradingEvent,
  type TradingMarket,
} from '../api/trading-queries';
import { formatLiability, tradingMarketName, tradingOutcomeName } from '../liability';
import {
  initialChoices,
  isCorrection,
  OUTCOME_RESULTS,
  settlementActions,
  settlementOf,
  type OutcomeResultChoice,
} from '../settlement';

const ACTION_LABEL = {
  settle: msg`Liquidar con estos resultados`,
  cancel: msg`Anular el mercado (se devuelven las apuestas)`,
  rollback_settlement: msg`Deshacer la liquidación (las apuestas vuelven a quedar abiertas)`,
  rollback_cancel: msg`Deshacer la anulación`,
} as const;

const CONFIRM_LABEL = {
  settle: msg`Liquidar`,
  cancel: msg`Anular`,
  rollback_settlement: msg`Deshacer liquidación`,
  rollback_cancel: msg`Deshacer anulación`,
} as const;

const RESULT_LABEL = {
  won: msg`Ganador`,
  lost: msg`Perdedor`,
  void: msg`Nulo (se devuelve)`,
  half_won: msg`Mitad ganador, mitad devuelto`,
  half_lost: msg`Mitad perdedor, mitad devuelto`,
} as const;

type Preview = CallResponse<typeof adminSportsPreviewSettlement>;
type PreviewBet = Preview['bets'][number];

/**
 * Settles, voids, corrects or rolls back a market's result: the action, each outcome's result to
 * settle, the bets it would touch (admin/sports/preview_settlement) shown before the trader
 * confirms, a reason for the audit log, and a fresh code when the server asks for one.
 */
export function SettlementDialog({
  event,
  eventName,
  market,
  onClose,
}: {
  event: TradingEvent;
  eventName: string;
  market: TradingMarket;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n, t } = useLingui();
  const actions = settlementActions(market);
  const [action, setAction] = useState<SettlementAction>(actions[0] as SettlementAction);
  const [choices, setChoices] = useState(() => initialChoices(market));
  const [reason, setReason] = useState('');
  const change = useSettlementAction();
  const title = tradingMarketName(market, i18n, event.sportId);
  const target = { eventId: event.id, marketType: market.type, specifiers: market.specifiers };
  const outcomes = action === 'settle' ? settlementOf(choices) : undefined;
  const request: SettlementPreviewRequest | null =
    outcomes === null ? null : { ...target, action, ...(outcomes && { outcomes }) };
  const preview = useQuery({
    ...tradingQueries.preview(request ?? { ...target, action: 'cancel' }),
    enabled: request !== null,
  });
  const isReady = request !== null && preview.data !== undefined && !preview.isFetching;

  return (
    <Modal
      title={
        isCorrection(market) ? <Trans>Corregir resultado</Trans> : <Trans>Liquidar mercado</Trans>
      }
      onClose={() => onClose(null)}
    >
      <form
        className="stack"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (!isReady) return;
          change.mutate(
            { ...target, action, reason: reason.trim(), ...(outcomes && { outcomes }) },
            {
              onSuccess: ({ betsChanged }) =>
                onClose((i18n) => {
                  const title = tradingMarketName(market, i18n, event.sportId);
                  return i18n._(
                    msg`${title} de ${eventName}: ${plural(betsChanged, {
                      one: '# apuesta cambiada',
                      other: '# apuestas cambiadas',
                    })}`,
                  );
                }),
            },
          );
        }}
      >
        <p>
          <strong>{title}</strong> · {eventName}
        </p>
        <fieldset>
          <legend>
            <Trans>Acción</Trans>
          </legend>
          <div className="stack">
            {actions.map((each) => (
              <label key={each} className="checkbox">
                <input
                  type="radio"
                  name="action"
                  value={each}
                  checked={action === each}
                  onChange={() => setAction(each)}
                />
                {each === 'settle' && isCorrection(market)
                  ? t`Corregir: liquidar de nuevo con estos resultados`
                  : i18n._(ACTION_LABEL[each])}
              </label>
            ))}
          </div>
        </fieldset>
        {action === 'settle' && (
          <fieldset>
            <legend>
              <Trans>Resultado de cada selección</Trans>
            </legend>
            <div className="settlement-outcomes">
              {market.outcomes.map((outcome) => (
                <Field
                  key={outcome.id}
                  label={tradingOutcomeName(market, outcome.outcomeId, event, i18n)}
                >
                  {(id) => (
                    <select
                      id={id}
                      value={choices[outcome.outcomeId] ?? ''}
                      required
                      onChange={(changed) => {
                        const value = changed.currentTarget.value as OutcomeResultChoice | '';
                        setChoices((current) => ({ ...current, [outcome.outcomeId]: value }));
                      }}
                    >
                      <option value="">{t`Elige…`}</option>
                      {OUTCOME_RESULTS.map((result) => (
                        <option key={result} value={result}>
                          {i18n._(RESULT_LABEL[result])}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        )}
        <section className="stack settlement-preview" aria-live="polite">
          <h3>
            <Trans>Apuestas afectadas</Trans>
          </h3>
          {request === null ? (
            <p className="muted">
              <Trans>Elige el resultado de cada selección para ver las apuestas afectadas.</Trans>
            </p>
          ) : preview.error ? (
            <FormError message={errorMessage(i18n, preview.error)} />
          ) : !preview.data || preview.isFetching ? (
            <p className="muted">
              <Trans>Calculando…</Trans>
            </p>
          ) : (
            <PreviewSummary preview={preview.data} />
          )}
        </section>
        <ReasonField
          label={<Trans>Motivo (queda en el registro de auditoría)</Trans>}
          value={reason}
          onChange={setReason}
        />
        <FormError message={change.error && errorMessage(i18n, change.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            className="danger"
            disabled={!isReady || change.isPending || reason.trim() === ''}
          >
            {action === 'settle' && isCorrection(market)
              ? t`Corregir`
              : i18n._(CONFIRM_LABEL[action])}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function PreviewSummary({ preview }: { preview: Preview }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  if (preview.openBets + preview.settledBets === 0) {
    return (
      <p>
        <Trans>Ninguna apuesta cambia.</Trans>
      </p>
    );
  }
  const change = preview.newPayout - preview.payout;
  const listed = preview.bets.length;
  const total = preview.openBets + preview.settledBets;
  return (
    <>
      <p>
        {t`${plural(preview.openBets, {
          one: '# apuesta abierta se liquida',
          other: '# apuestas abiertas se liquidan',
        })} · ${plural(preview.settledBets, {
          one: '# apuesta liquidada cambia',
          other: '# apuestas liquidadas cambian',
        })}`}
      </p>
      <dl className="settlement-totals">
        <div>
          <dt>
            <Trans>Apostado</Trans>
          </dt>
          <dd>{formatMbtc(preview.stake, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pagado ahora</Trans>
          </dt>
          <dd>{formatMbtc(preview.payout, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pagado después</Trans>
          </dt>
          <dd>{formatMbtc(preview.newPayout, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Cambio en pagos</Trans>
          </dt>
          <dd>{formatLiability(change, locale)}</dd>
        </div>
      </dl>
      <DataTable<PreviewBet>
        caption={
          listed < total ? t`Las primeras ${listed} de ${total} apuestas` : t`Apuestas afectadas`
        }
        rows={preview.bets}
        rowKey={(bet) => String(bet.betId)}
        empty={<Trans>Ninguna apuesta.</Trans>}
        columns={[
          { id: 'bet', header: t`Apuesta`, cell: (bet) => `#${bet.betId}` },
          { id: 'player', header: t`Jugador`, cell: (bet) => bet.username },
          {
            id: 'status',
            header: t`Ahora`,
            cell: (bet) => (bet.status === 'open' ? t`Abierta` : t`Liquidada`),
          },
          {
            id: 'stake',
            header: t`Apostado`,
            isNumeric: true,
            cell: (bet) => formatMbtc(bet.stake, locale),
          },
          {
            id: 'payout',
            header: t`Pagado ahora`,
            isNumeric: true,
            cell: (bet) => (bet.payout === null ? '—' : formatMbtc(bet.payout, locale)),
          },
          {
            id: 'newPayout',
            header: t`Pagado después`,
            isNumeric: true,
            cell: (bet) =>
              bet.newPayout === null ? t`Abierta` : formatMbtc(bet.newPayout, locale),
          },
        ]}
      />
    </>
  );
}
