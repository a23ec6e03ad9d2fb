import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REALITY_CHECK_MINUTES, setRealityCheck } from '../../../../contract/protection';
import { FormField } from '../../../components/form-field';
import { ApiFailure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';
import { useSetRealityCheck } from '../api/protection-queries';

interface RealityCheckFormProps {
  playerId: number;
  intervalMinutes: number | null;
  sessionLimitMinutes: number | null;
}

/** The reality check's interval (off, 15, 30 or 60 minutes) and the session time limit. */
export function RealityCheckForm({
  playerId,
  intervalMinutes,
  sessionLimitMinutes,
}: RealityCheckFormProps) {
  const { i18n, t } = useLingui();
  const form = useFormState();
  const save = useSetRealityCheck(playerId);
  const [outcome, setOutcome] = useState<'saved' | ApiFailure | null>(null);
  const intervalId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const interval = String(data.get('intervalMinutes') ?? '');
    const limit = String(data.get('sessionLimitMinutes') ?? '').trim();
    const input = {
      playerId,
      intervalMinutes: interval === '' ? null : Number(interval),
      // empty: no limit; anything else must be whole minutes (the contract checks the range)
      sessionLimitMinutes: limit === '' ? null : /^\d+$/.test(limit) ? Number(limit) : NaN,
    };
    setOutcome(null);
    if (!form.validate(setRealityCheck.request, input)) return;
    try {
      await form.submit(() => save.mutateAsync(input));
      setOutcome('saved');
    } catch (error) {
      if (!(error instanceof ApiFailure && Object.keys(error.errors).length > 0))
        setOutcome(error instanceof ApiFailure ? error : new ApiFailure(0, 'network_error'));
    }
  };

  return (
    <form className="form protection__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>
        <Trans>Control de realidad y tiempo de sesión</Trans>
      </h3>
      <div className="form__field">
        <label htmlFor={intervalId}>
          <Trans>Recordatorio cada</Trans>
        </label>
        <select
          id={intervalId}
          name="intervalMinutes"
          defaultValue={intervalMinutes === null ? '' : String(intervalMinutes)}
        >
          <option value="">{t`Desactivado`}</option>
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t`${minutes} minutos`}
            </option>
          ))}
        </select>
      </div>
      <FormField
        name="sessionLimitMinutes"
        label={t`Límite de tiempo de sesión (minutos, vacío: sin límite)`}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={sessionLimitMinutes === null ? '' : String(sessionLimitMinutes)}
        error={form.fieldError('sessionLimitMinutes')}
      />
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Guardar</Trans>
      </button>
      {outcome === 'saved' && (
        <p className="alert alert--success" role="status">
          <Trans>Guardado.</Trans>
        </p>
      )}
      {outcome instanceof ApiFailure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, outcome.code)}
        </p>
      )}
    </form>
  );
}
