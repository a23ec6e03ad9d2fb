import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FocusEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { login } from '../../../../contract/auth';
import { DIAL_CODES, PROFILE_LANGUAGES } from '../../../../contract/constants';
import {
  latestAdultBirthday,
  registerPlayer,
  registrationRequest,
  validatePlayerName,
  validatePromoCode,
} from '../../../../contract/players';
import { fieldCodes } from '../../../../contract/field-codes';
import { composePhone } from '../../../../contract/phone';
import { FormField } from '../../../components/form-field';
import { PhoneFields } from '../../../components/phone-fields';
import { callApi, failureOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { setToken } from '../../../lib/session';
import { useDebouncedCheck } from '../use-debounced-check';
import { useFormState } from '../../../lib/use-form-state';
import { countryName, languageName } from '../../../lib/display-names';
import { useLocale } from '../../../lib/use-locale';
import { openModal, showToast } from '../../../stores/ui-store';
import { DepositPrompt } from './deposit-prompt';
import './registration-form.css';

const COUNTRIES = [...new Set(DIAL_CODES.map((dial) => dial.country))];

const isNameFree = (username: string) =>
  callApi(validatePlayerName, { username }).then((answer) => answer.status === 1);
const isPromoValid = (promo_code: string) =>
  callApi(validatePromoCode, { promo_code }).then((answer) => answer.status === 1);

/** Registration (sections 3 and 5): on success the player is logged in and sent to deposit. */
export function RegistrationForm({ referralCode }: { referralCode: string | null }) {
  const { i18n } = useRuntimeLingui();
  const { t } = useLingui();
  const { locale } = useLocale();
  // the codes are sent, the names read, in the page's order of names
  const countries = COUNTRIES.map((code) => ({ code, name: countryName(code, locale) })).sort(
    (a, b) => a.name.localeCompare(b.name, locale),
  );
  const form = useFormState();
  const [username, setUsername] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const usernameCheck = useDebouncedCheck(username.trim(), isNameFree);
  const promoCodeCheck = useDebouncedCheck(promoCode.trim(), isPromoValid);
  const [wasBirthdayFocused, setBirthdayFocused] = useState(false);

  // a check that could not be asked (e.g. too many requests) says why, not that the answer is no
  const checkError = (
    check: typeof usernameCheck,
    refusal: 'username_duplicated' | 'invalid_promo_code',
  ) =>
    check.failure
      ? errorMessage(i18n, check.failure.code, check.failure.params)
      : errorMessage(i18n, refusal);
  const checkErrors = {
    ...(usernameCheck.passed === false && {
      username: checkError(usernameCheck, 'username_duplicated'),
    }),
    ...(promoCodeCheck.passed === false && {
      promo_code: checkError(promoCodeCheck, 'invalid_promo_code'),
    }),
  };
  const fieldError = (name: string) =>
    form.fieldError(name) ?? checkErrors[name as keyof typeof checkErrors];

  // once a field has been left, it is checked as the player types in it (and its confirmation
  // with the password); an error goes as soon as its field is right
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const recheck = (formElement: HTMLFormElement, names: readonly string[]) => {
    const checked = v.safeParse(registrationRequest, readInput(formElement, referralCode));
    const codes = checked.success ? {} : fieldCodes(checked.issues);
    form.setFieldErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))),
      ...Object.fromEntries(names.flatMap((name) => (codes[name] ? [[name, codes[name]]] : []))),
    }));
  };
  const onFieldLeft = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || touched.has(name)) return;
    setTouched(new Set(touched).add(name));
    recheck(event.currentTarget, [name]);
  };
  const onFieldChanged = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name) return;
    const followers = name === 'password' ? ['confirmPassword'] : [];
    const names = [name, ...followers].filter(
      (field) => touched.has(field) || form.fieldErrors[field] !== undefined,
    );
    if (names.length > 0) recheck(event.currentTarget, names);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = readInput(event.currentTarget, referralCode);
    setBirthdayFocused(true);
    const isValid = form.validate(registrationRequest, input);
    // submit is blocked on any error, the server's name and promo checks included (asked now
    // if their debounced answers are not in yet)
    const [isNameOk, isPromoOk] = await Promise.all([
      usernameCheck.settle(),
      promoCodeCheck.settle(),
    ]);
    if (!isValid || !isNameOk || !isPromoOk) return;
    try {
      await form.submit(() => callApi(registerPlayer, input));
      const session = await callApi(login, { username: input.username, password: input.password });
      setToken(session.accessToken);
      openModal(DepositPrompt, t`¡Bienvenido!`);
    } catch (error) {
      const failure = failureOf(error);
      showToast(errorMessage(i18n, failure.code, failure.params), 'error');
    }
  };

  return (
    <form
      className="form form--wide"
      onSubmit={(event) => void onSubmit(event)}
      onBlur={onFieldLeft}
      onInput={onFieldChanged}
      noValidate
    >
      <FormField
        name="username"
        label={t`Usuario`}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldError('username')}
      />
      <FormField
        name="password"
        label={t`Contraseña`}
        type="password"
        autoComplete="new-password"
        error={fieldError('password')}
      />
      <FormField
        name="confirmPassword"
        label={t`Repite la contraseña`}
        type="password"
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
      />
      <FormField
        name="email"
        label={t`Correo electrónico`}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
      />
      <PhoneFields error={fieldError('phone_number1')} />
      <FormField
        name="first_name"
        label={t`Nombre`}
        autoComplete="given-name"
        error={fieldError('first_name')}
      />
      <FormField
        name="last_name"
        label={t`Apellidos`}
        autoComplete="family-name"
        error={fieldError('last_name')}
      />
      <FormField
        name="birthday"
        label={t`Fecha de nacimiento`}
        type="date"
        max={latestAdultBirthday()}
        onBlur={() => setBirthdayFocused(true)}
        error={wasBirthdayFocused ? fieldError('birthday') : undefined}
      />
      <fieldset className="form__choice">
        <legend>{t`Sexo`}</legend>
        <label>
          <input type="radio" name="gender" value="male" defaultChecked /> {t`Hombre`}
        </label>
        <label>
          <input type="radio" name="gender" value="female" /> {t`Mujer`}
        </label>
      </fieldset>
      <FormField
        name="address"
        label={t`Dirección`}
        autoComplete="street-address"
        error={fieldError('address')}
      />
      <FormField
        name="postal_code"
        label={t`Código postal`}
        autoComplete="postal-code"
        error={fieldError('postal_code')}
      />
      <FormField
        name="city"
        label={t`Ciudad`}
        autoComplete="address-level2"
        error={fieldError('city')}
      />
      <div className="form__field">
        <label htmlFor="registration-country">{t`País`}</label>
        <select id="registration-country" name="country" defaultValue="ES">
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor="registration-interface_local">{t`Idioma`}</label>
        <select id="registration-interface_local" name="interface_local" defaultValue="en">
          {PROFILE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageName(language, locale)}
            </option>
          ))}
        </select>
      </div>
      <FormField
        name="promo_code"
        label={t`Código promocional`}
        value={promoCode}
        onChange={(event) => setPromoCode(event.target.value)}
        error={fieldError('promo_code')}
      />
      <label className="form__check">
        <input
          type="checkbox"
          name="checkTerms"
          aria-invalid={Boolean(fieldError('checkTerms'))}
          aria-describedby={fieldError('checkTerms') ? 'checkTerms-error' : undefined}
        />
        <span>
          {/* in a tab of its own: the form keeps what was typed */}
          <Trans>
            Tengo 18 años o más y acepto los{' '}
            <a href={locale === 'en' ? '/en/terms' : '/terms'} target="_blank" rel="noopener">
              términos y condiciones
            </a>
          </Trans>
        </span>
      </label>
      {fieldError('checkTerms') && (
        <span id="checkTerms-error" className="form__error">
          {fieldError('checkTerms')}
        </span>
      )}
      <label className="form__check">
        <input type="checkbox" name="notify_newletter" />
        <span>{t`Quiero recibir novedades y promociones por correo y SMS`}</span>
      </label>
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Registrarse</Trans>
      </button>
    </form>
  );
}

/** What the form sends, read from its fields. */
function readInput(formElement: HTMLFormElement, referralCode: string | null) {
  const data = new FormData(formElement);
  const text = (name: string) => String(data.get(name) ?? '');
  const countryPhone = text('countryPhone');
  return {
    username: text('username'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    email: text('email'),
    countryPhone,
    phone_number1: text('phone_number1'),
    phone_number: composePhone({ countryPhone, phone_number1: text('phone_number1') }),
    city: text('city'),
    country: text('country'),
    promo_code: text('promo_code'),
    gender: text('gender') || 'male',
    // an empty date is a missing one: field_required
    birthday: text('birthday') || undefined,
    first_name: text('first_name'),
    last_name: text('last_name'),
    address: text('address'),
    postal_code: text('postal_code'),
    interface_local: text('interface_local'),
    checkTerms: data.get('checkTerms') === 'on',
    notify_newletter: data.get('notify_newletter') === 'on',
    code: referralCode,
  };
}
