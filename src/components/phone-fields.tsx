import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DIAL_CODES } from '../../contract/constants';
import { countryName } from '../lib/display-names';
import { useLocale } from '../lib/use-locale';
import './phone-fields.css';

/** Dial code choice plus national number; the form composes phone_number from both. */
export function PhoneFields({
  defaultDialCode,
  defaultNumber,
  error,
}: {
  defaultDialCode?: string | undefined;
  defaultNumber?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const id = useId();
  return (
    <div className="form__phone">
      <div className="form__field">
        <label htmlFor={`${id}-dial`}>{t`Prefijo`}</label>
        <select
          id={`${id}-dial`}
          name="countryPhone"
          defaultValue={defaultDialCode ?? DIAL_CODES[0].code}
        >
          {DIAL_CODES.map((dial) => (
            <option key={dial.code} value={dial.code}>
              {dial.code} {countryName(dial.country, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-number`}>{t`Teléfono`}</label>
        <input
          id={`${id}-number`}
          name="phone_number1"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <span id={`${id}-error`} className="form__error">
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
