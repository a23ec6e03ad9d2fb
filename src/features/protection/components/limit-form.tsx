import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  setLimit,
  type LimitPeriod,
  type LimitType,
  type LimitView,
} from '../../../../contract/protection';
import { FormField } from '../../../components/form-field';
import { ApiFailure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useFormState } from '../../../lib/use-form-state';
import { useLocale } from '../../../lib/use-locale';
import { useSetLimit } from '../api/protection-queries';
import { LIMIT_PERIOD_LABELS, LIMIT_TYPE_LABELS } from '../labels';

interface LimitFormProps {
  playerId: number;
  increaseCoolingOffHours: number;
  /** the types offered; every type by default (the deposit modal offers deposit limits only) */
  types?: readonly LimitType[];
  onSaved?: (limit: LimitView) => void;
}

/**
 * Sets or removes one limit. A first or lower limit applies at once; a higher one or a removal
 * waits for the cooling-off and the player's confirmation (the table's Confirm button).
 */
export function LimitForm({
  playerId,
  increaseCoolingOffHours,
  types = LIMIT_TYPES,
  onSaved,
}: LimitFormProps) {
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const form = useFormState();
  const save = useSetLimit(playerId);
  const [saved, setSaved] = useState<LimitView | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const typeId = useId();
  const periodId = useId();

  const send = async (formElement: HTMLFormElement, isRemoval: boolean) => {
    const data = new FormData(formElement);
    const input = {
      playerId,
      type: String(data.get('type')) as LimitType,
      period: String(data.get('period')) as LimitPeriod,
      // either decimal mark: "1,5" as a Spanish player writes it, or "1.5"
      amount: isRemoval ? null : String(data.get('amount') ?? '').replace(',', '.'),
    };
    setSaved(null);
    setFailure(null);
    if (!form.validate(setLimit.request, input)) return;
    try {
      const answer = await form.submit(() => save.mutateAsync(input));
      setSaved(answer.limit);
      onSaved?.(answer.limit);
      if (!isRemoval) formElement.reset();
    } catch (error) {
      if (!(error instanceof ApiFailure && Object.keys(error.errors).length > 0))
        setFailure(error instanceof ApiFailure ? error : new ApiFailure(0, 'network_error'));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget, false);
  };

  return (
    <form className="form protection__form" onSubmit={onSubmit} noValidate>
      <h3>
        <Trans>Fijar o quitar un límite</Trans>
      </h3>
      <p>
        <Trans>
          Bajar un límite se aplica al momento. Subirlo o quitarlo solo se aplica cuando lo
          confirmes, pasadas {increaseCoolingOffHours} horas.
        </Trans>
      </p>
      {types.length === 1 ? (
        <input type="hidden" name="type" value={types[0]} />
      ) : (
        <div className="form__field">
          <label htmlFor={typeId}>
            <Trans>Tipo de límite</Trans>
          </label>
          <select id={typeId} name="type">
            {types.map((type) => (
              <option key={type} value={type}>
                {i18n._(LIMIT_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form__field">
        <label htmlFor={periodId}>
          <Trans>Periodo</Trans>
        </label>
        <select id={periodId} name="period">
          {LIMIT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {i18n._(LIMIT_PERIOD_LABELS[period])}
            </option>
          ))}
        </select>
      </div>
      <FormField
        name="amount"
        label={t`Importe (mBTC)`}
        inputMode="decimal"
        autoComplete="off"
        error={form.fieldError('amount')}
      />
      <div className="protection__actions">
        <button type="submit" className="button button--primary" disabled={form.isSending}>
          <Trans>Guardar límite</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={form.isSending}
          onClick={(event) => {
            const formElement = event.currentTarget.form;
            if (formElement) void send(formElement, true);
          }}
        >
          <Trans>Quitar límite</Trans>
        </button>
      </div>
      {saved && (
        <p className="alert alert--success" role="status">
          {saved.pending ? (
            <Trans>
              Cambio pendiente: podrás confirmarlo desde el{' '}
              {formatDateTime(saved.pending.confirmableAt)}. Hasta entonces sigue en vigor{' '}
              {saved.amount === null ? t`sin límite` : formatMbtc(saved.amount, locale)}.
            </Trans>
          ) : (
            <Trans>Límite guardado: se aplica ya.</Trans>
          )}
        </p>
      )}
      {failure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, failure.code)}
        </p>
      )}
    </form>
  );
}
