import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import type { ErrorCode } from '../../../../../contract/errors';
import type { SportsLimitsView } from '../../../../../contract/operator/sports-limits';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { useSetBookLimits } from '../api/sports-limits-mutations';
import { bookLimitsRequestOf } from '../limits-forms';

type BookField = 'maxPayout' | 'marketLiability' | 'eventLiability';

/** Changes the book's maximum payout per bet and its liability limits, filled with those in force. */
export function BookLimitsForm({ limits }: { limits: SportsLimitsView }) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Record<BookField, string>>({
    maxPayout: String(limits.maxPayout),
    marketLiability: String(limits.marketLiability),
    eventLiability: String(limits.eventLiability),
  });
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const [notice, setNotice] = useNotice();
  const save = useSetBookLimits();
  const input = (field: BookField, label: ReactNode) => (
    <Field label={label}>
      {(id) => (
        <>
          <input
            id={id}
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <FormError message={errors[field] ? messageOfCode(i18n, errors[field]) : null} />
        </>
      )}
    </Field>
  );

  return (
    <form
      className="stack"
      noValidate
      aria-label={t`Cambiar límites de la casa`}
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        setNotice(null);
        save.reset();
        const result = bookLimitsRequestOf(values);
        if ('errors' in result) {
          setErrors(result.errors);
          return;
        }
        setErrors({});
        save.mutate(result.request, {
          onSuccess: () => setNotice((i18n) => i18n._(msg`Límites de la casa guardados`)),
        });
      }}
    >
      <div className="field-row">
        {input('maxPayout', <Trans>Pago máximo (mBTC)</Trans>)}
        {input('marketLiability', <Trans>Riesgo por mercado (mBTC)</Trans>)}
        {input('eventLiability', <Trans>Riesgo por evento (mBTC)</Trans>)}
      </div>
      <FormError message={save.error && errorMessage(i18n, save.error)} />
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          <Trans>Guardar límites de la casa</Trans>
        </button>
      </div>
    </form>
  );
}
