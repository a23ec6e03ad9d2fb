import { useLingui } from '@lingui/react/macro';
import { DIAL_CODES } from '../../contract/constants';

/** Dial code choice plus national number; the form composes phone_number from both. */
export function PhoneFields({
  defaultDialCode,
  defaultNumber,
  error,
}: {
  defaultDialCode?: string;
  defaultNumber?: string;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className="form__phone">
      <label className="form__field">
        <span>{t`Prefijo`}</span>
        <select name="countryPhone" defaultValue={defaultDialCode ?? DIAL_CODES[0].code}>
          {DIAL_CODES.map((dial) => (
            <option key={dial.code} value={dial.code}>
              {dial.code} ({dial.country})
            </option>
          ))}
        </select>
      </label>
      <label className="form__field">
        <span>{t`Teléfono`}</span>
        <input
          name="phone_number1"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'phone_number1-error' : undefined}
        />
        {error && (
          <span id="phone_number1-error" className="form__error">
            {error}
          </span>
        )}
      </label>
    </div>
  );
}
