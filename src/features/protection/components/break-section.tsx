import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_TIME_OUT_DAYS,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type BreakKind,
  type BreakView,
  type ExclusionReviewView,
} from '../../../../contract/protection';
import { FormField } from '../../../components/form-field';
import { formatDateTime } from '../../../lib/format';
import { forgetPlayer } from '../../../lib/logout';
import { closeModal, openModal } from '../../../stores/ui-store';
import { useTakeBreak } from '../api/protection-queries';
import { BreakConfirmDialog, type BreakConfirmDialogProps } from './break-confirm-dialog';
import { ExclusionReviewForm } from './exclusion-review-form';

interface BreakSectionProps {
  playerId: number;
  current: BreakView | null;
  /** Malta: an indefinite self-exclusion may be reviewed after these days; null: never */
  reviewDays: number | null;
  exclusionReview: ExclusionReviewView | null;
  /** the break has begun and the player is signed out: what to tell them */
  onSignedOut: (notice: string) => void;
}

/** Time-outs and self-exclusion, each confirmed in a dialog; the break signs the player out. */
export function BreakSection({
  playerId,
  current,
  reviewDays,
  exclusionReview,
  onSignedOut,
}: BreakSectionProps) {
  const { t } = useLingui();
  const takeBreak = useTakeBreak(playerId);
  const daysId = useId();
  const [daysError, setDaysError] = useState<string>();

  const timeOutLabels: Record<(typeof TIME_OUT_DURATIONS)[number], string> = {
    '24h': t`24 horas`,
    '7d': t`7 días`,
    '30d': t`30 días`,
  };
  const exclusionLabels: Record<(typeof SELF_EXCLUSION_DURATIONS)[number], string> = {
    '6m': t`6 meses`,
    '1y': t`1 año`,
    '5y': t`5 años`,
    indefinite: t`Indefinida`,
  };

  const ask = (kind: BreakKind, duration: string, durationLabel: string) => {
    const props: BreakConfirmDialogProps = {
      kind,
      durationLabel,
      onConfirm: async () => {
        const answer = await takeBreak.mutateAsync({ kind, duration });
        closeModal();
        // the server has ended every session of the player, this one too
        await forgetPlayer();
        const endsAt = answer.break.endsAt;
        onSignedOut(
          endsAt === null
            ? t`Te has autoexcluido por tiempo indefinido. Hemos cerrado tu sesión: no podrás apostar ni depositar. Puedes entrar para retirar tu saldo.`
            : t`Tu descanso ha empezado y dura hasta el ${formatDateTime(endsAt)}. Hemos cerrado tu sesión: hasta entonces no podrás apostar ni depositar. Puedes entrar para retirar tu saldo.`,
        );
      },
    };
    openModal(
      function ConfirmBreak() {
        return <BreakConfirmDialog {...props} />;
      },
      kind === 'self_exclusion' ? t`Confirmar autoexclusión` : t`Confirmar pausa`,
    );
  };

  const onDays = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = String(new FormData(event.currentTarget).get('days') ?? '').trim();
    const count = /^\d+$/.test(days) ? Number(days) : 0;
    if (count < 1 || count > MAX_TIME_OUT_DAYS) {
      setDaysError(t`Elige entre 1 y ${MAX_TIME_OUT_DAYS} días`);
      return;
    }
    setDaysError(undefined);
    ask('time_out', `${count}d`, t`${count} días`);
  };

  return (
    <section className="protection__section" aria-labelledby={`${daysId}-title`}>
      <h2 id={`${daysId}-title`}>
        <Trans>Tomarte un descanso</Trans>
      </h2>
      {current && (
        <p className="alert alert--error" role="status" data-testid="current-break">
          {current.kind === 'self_exclusion' ? (
            current.endsAt === null ? (
              <Trans>Estás autoexcluido por tiempo indefinido.</Trans>
            ) : (
              <Trans>Estás autoexcluido hasta el {formatDateTime(current.endsAt)}.</Trans>
            )
          ) : (
            <Trans>Estás en una pausa hasta el {formatDateTime(current.endsAt ?? '')}.</Trans>
          )}{' '}
          <Trans>No puedes apostar ni depositar; puedes retirar tu saldo.</Trans>
        </p>
      )}
      {current?.kind === 'self_exclusion' && current.endsAt === null && reviewDays !== null && (
        <ExclusionReviewForm playerId={playerId} review={exclusionReview} reviewDays={reviewDays} />
      )}
      <h3>
        <Trans>Pausa</Trans>
      </h3>
      <p>
        <Trans>
          Deja de jugar durante un tiempo, de 24 horas a {MAX_TIME_OUT_DAYS} días. Al terminar
          podrás volver a jugar sin hacer nada.
        </Trans>
      </p>
      <div className="protection__actions">
        {TIME_OUT_DURATIONS.map((duration) => (
          <button
            key={duration}
            type="button"
            className="button button--secondary"
            onClick={() => ask('time_out', duration, timeOutLabels[duration])}
          >
            {timeOutLabels[duration]}
          </button>
        ))}
      </div>
      <form className="protection__days" onSubmit={onDays} noValidate>
        <FormField
          name="days"
          label={t`Otro número de días (1 a ${MAX_TIME_OUT_DAYS})`}
          inputMode="numeric"
          autoComplete="off"
          error={daysError}
        />
        <button type="submit" className="button button--secondary">
          <Trans>Pausa de esos días</Trans>
        </button>
      </form>
      <h3>
        <Trans>Autoexclusión</Trans>
      </h3>
      <p>
        <Trans>
          Si sientes que el juego se te va de las manos, exclúyete durante meses o años. No se puede
          levantar antes de tiempo.
        </Trans>
      </p>
      <div className="protection__actions">
        {SELF_EXCLUSION_DURATIONS.map((duration) => (
          <button
            key={duration}
            type="button"
            className="button button--secondary"
            onClick={() => ask('self_exclusion', duration, exclusionLabels[duration])}
          >
            {exclusionLabels[duration]}
          </button>
        ))}
      </div>
    </section>
  );
}
