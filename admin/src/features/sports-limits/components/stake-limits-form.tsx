import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { ErrorCode } from '../../../../../contract/errors';
import { ALL_SPORTS, type SportsLimitsView } from '../../../../../contract/operator/sports-limits';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { useSetStakeLimits } from '../api/sports-limits-mutations';
import { stakeLimitsInForce, stakeLimitsRequestOf } from '../limits-forms';

/**
 * Changes the minimum and maximum stake of a sport (or every sport's defaults), pre-match or in
 * play; choosing the sport and the moment fills in the limits its bets meet now.
 */
export function StakeLimitsForm({
  limits,
  sports,
  sportName,
}: {
  limits: SportsLimitsView;
  sports: readonly { id: string }[];
  sportName: (sportId: string) => string;
}) {
  const { i18n, t } = useLingui();
  const [sportId, setSportId] = useState(ALL_SPORTS);
  const [inPlay, setInPlay] = useState(false);
  const inForce = (id: string, live: boolean) => stakeLimitsInForce(limits.stake, id, live);
  const [minStake, setMinStake] = useState(String(inForce(ALL_SPORTS, false)?.minStake ?? ''));
  const [maxStake, setMaxStake] = useState(String(inForce(ALL_SPORTS, false)?.maxStake ?? ''));
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const [notice, setNotice] = useNotice();
  const save = useSetStakeLimits();
  const choose = (id: string, live: boolean) => {
    setSportId(id);
    setInPlay(live);
    const current = inForce(id, live);
    setMinStake(String(current?.minStake ?? ''));
    setMaxStake(String(current?.maxStake ?? ''));
    setErrors({});
    setNotice(null);
    save.reset();
  };
  const problem = (field: 'minStake' | 'maxStake') => {
    const code = errors[field];
    if (!code) return null;
    // the only rule joining the two amounts: the contract reports it on the maximum
    if (field === 'maxStake' && code === 'invalid_value')
      return t`La apuesta máxima no puede ser menor que la mínima`;
    return messageOfCode(i18n, code);
  };
  const sportIds = [
    ALL_SPORTS,
    ...new Set([
      ...limits.stake.map((row) => row.sportId).filter((id) => id !== ALL_SPORTS),
      ...sports.map((sport) => sport.id),
    ]),
  ];

  return (
    <form
      className="stack"
      noValidate
      aria-label={t`Cambiar límites de apuesta`}
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        setNotice(null);
        save.reset();
        const result = stakeLimitsRequestOf({ sportId, inPlay, minStake, maxStake });
        if ('errors' in result) {
          setErrors(result.errors);
          return;
        }
        setErrors({});
        const name = sportName(sportId);
        save.mutate(result.request, {
          onSuccess: () => setNotice((i18n) => i18n._(msg`Límites de apuesta guardados: ${name}`)),
        });
      }}
    >
      <div className="field-row">
        <Field label={<Trans>Deporte</Trans>}>
          {(id) => (
            <select
              id={id}
              value={sportId}
              onChange={(event) => choose(event.currentTarget.value, inPlay)}
            >
              {sportIds.map((value) => (
                <option key={value} value={value}>
                  {sportName(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={<Trans>Momento</Trans>}>
          {(id) => (
            <select
              id={id}
              value={inPlay ? 'live' : 'prematch'}
              onChange={(event) => choose(sportId, event.currentTarget.value === 'live')}
            >
              <option value="prematch">{t`Antes del inicio`}</option>
              <option value="live">{t`En directo`}</option>
            </select>
          )}
        </Field>
        <Field label={<Trans>Apuesta mínima (mBTC)</Trans>}>
          {(id) => (
            <>
              <input
                id={id}
                value={minStake}
                onChange={(event) => setMinStake(event.currentTarget.value)}
                inputMode="decimal"
                autoComplete="off"
                required
              />
              <FormError message={problem('minStake')} />
            </>
          )}
        </Field>
        <Field label={<Trans>Apuesta máxima (mBTC)</Trans>}>
          {(id) => (
            <>
              <input
                id={id}
                value={maxStake}
                onChange={(event) => setMaxStake(event.currentTarget.value)}
                inputMode="decimal"
                autoComplete="off"
                required
              />
              <FormError message={problem('maxStake')} />
            </>
          )}
        </Field>
      </div>
      <FormError message={save.error && errorMessage(i18n, save.error)} />
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          <Trans>Guardar límites de apuesta</Trans>
        </button>
      </div>
    </form>
  );
}
