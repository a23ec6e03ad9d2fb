import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { requestExclusionReview, type ExclusionReviewView } from '../../../../contract/protection';
import { ApiFailure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { useFormState } from '../../../lib/use-form-state';
import { useRequestExclusionReview } from '../api/protection-queries';

interface ExclusionReviewFormProps {
  playerId: number;
  /** the request already made, if any */
  review: ExclusionReviewView | null;
  reviewDays: number;
}

/**
 * Malta: the player with an indefinite self-exclusion asks, with a reason, for it to be lifted;
 * an operator may grant it after `reviewDays`. Once asked, when that may happen.
 */
export function ExclusionReviewForm({ playerId, review, reviewDays }: ExclusionReviewFormProps) {
  const { i18n } = useLingui();
  const form = useFormState();
  const send = useRequestExclusionReview(playerId);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const reasonId = useId();

  if (review)
    return (
      <p role="status" data-testid="exclusion-review">
        <Trans>
          Pediste que se revise tu autoexclusión el {formatDateTime(review.requestedAt)}. Si se
          concede, podrá levantarse desde el {formatDateTime(review.grantableAt)}.
        </Trans>
      </p>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { playerId, reason: String(new FormData(event.currentTarget).get('reason')) };
    setFailure(null);
    if (!form.validate(requestExclusionReview.request, input)) return;
    try {
      await form.submit(() => send.mutateAsync(input.reason));
    } catch (error) {
      if (!(error instanceof ApiFailure && Object.keys(error.errors).length > 0))
        setFailure(error instanceof ApiFailure ? error : new ApiFailure(0, 'network_error'));
    }
  };

  const reasonError = form.fieldError('reason');
  return (
    <form className="form protection__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>
        <Trans>Pedir que se levante la autoexclusión</Trans>
      </h3>
      <p>
        <Trans>
          Puedes pedir que se revise tu autoexclusión indefinida explicando por qué. Si se concede,
          no se levantará antes de {reviewDays} días desde tu petición.
        </Trans>
      </p>
      <div className="form__field">
        <label htmlFor={reasonId}>
          <Trans>Motivo</Trans>
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={4}
          maxLength={1000}
          aria-invalid={Boolean(reasonError)}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        />
        {reasonError && (
          <span id={`${reasonId}-error`} className="form__error">
            {reasonError}
          </span>
        )}
      </div>
      <button type="submit" className="button button--secondary" disabled={form.isSending}>
        <Trans>Pedir la revisión</Trans>
      </button>
      {failure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, failure.code, datedParams(failure.params))}
        </p>
      )}
    </form>
  );
}

/** A refusal's `grantableAt` in the player's words for a date. */
function datedParams(params: Record<string, string | number>) {
  const { grantableAt } = params;
  return typeof grantableAt === 'string'
    ? { ...params, grantableAt: formatDateTime(grantableAt) }
    : params;
}
