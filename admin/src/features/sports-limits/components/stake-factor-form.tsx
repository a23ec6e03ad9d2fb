import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { ErrorCode } from '../../../../../contract/errors';
import { MAX_STAKE_FACTOR } from '../../../../../contract/operator/sports-limits';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { isFailure } from '../../../lib/api-client';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { useSetStakeFactor } from '../api/sports-limits-mutations';
import { stakeFactorRequestOf } from '../limits-forms';

/**
 * Sets a player's stake factor by username (the call's key): their maximum stakes times the
 * factor, 0 closing the sportsbook to them. The change is audited and wants a fresh code.
 */
export function StakeFactorForm() {
  const { i18n, t } = useLingui();
  const [username, setUsername] = useState('');
  const [factor, setFactor] = useState('1');
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const [notice, setNotice] = useNotice();
  const save = useSetStakeFactor();
  const problem = (field: 'username' | 'factor') => {
    const code = errors[field];
    if (!code) return null;
    if (field === 'factor' && code === 'invalid_value')
      return t`Un número de 0 a ${MAX_STAKE_FACTOR} con hasta 3 decimales`;
    return messageOfCode(i18n, code);
  };

  return (
    <section className="stack card" aria-labelledby="stake-factor-heading">
      <h2 id="stake-factor-heading">
        <Trans>Factor de apuesta de un jugador</Trans>
      </h2>
      <p className="hint">
        <Trans>
          Multiplica sus apuestas máximas: 0,5 las reduce a la mitad, 1 las deja como están y 0 le
          impide apostar en deportes.
        </Trans>
      </p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending) return;
          setNotice(null);
          save.reset();
          const result = stakeFactorRequestOf({ username, factor });
          if ('errors' in result) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          save.mutate(result.request, {
            onSuccess: (answer) => {
              const name = answer.username;
              setNotice((i18n) => {
                const value = new Intl.NumberFormat(i18n.locale, {
                  maximumFractionDigits: 3,
                }).format(answer.factor);
                return i18n._(msg`Factor de apuesta de ${name}: ${value}`);
              });
            },
          });
        }}
      >
        <div className="field-row">
          <Field label={<Trans>Usuario del jugador</Trans>}>
            {(id) => (
              <>
                <input
                  id={id}
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={100}
                  required
                />
                <FormError message={problem('username')} />
              </>
            )}
          </Field>
          <Field label={<Trans>Factor</Trans>}>
            {(id) => (
              <>
                <input
                  id={id}
                  value={factor}
                  onChange={(event) => setFactor(event.currentTarget.value)}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                />
                <FormError message={problem('factor')} />
              </>
            )}
          </Field>
        </div>
        <FormError
          message={
            save.error &&
            (isFailure(save.error, 'not_found')
              ? t`No hay ningún jugador con ese usuario`
              : errorMessage(i18n, save.error))
          }
        />
        <p role="status" className="notice">
          {notice?.(i18n)}
        </p>
        <div className="actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            <Trans>Guardar factor</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
