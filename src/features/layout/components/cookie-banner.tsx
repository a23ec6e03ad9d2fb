import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CONSENT_DAYS } from '../../../../contract/constants';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { useLocale } from '../../../lib/use-locale';
import './cookie-banner.css';

const KEY = 'cookie_consent';
type Choice = 'all' | 'necessary';

function savedChoice(): Choice | null {
  const value = localStorage.getItem(KEY) ?? readCookie(KEY);
  return value === 'all' || value === 'necessary' ? value : null;
}

/** Shown until the visitor chooses; the choice is kept in local storage and a 365-day cookie. */
export function CookieBanner() {
  const { t } = useLingui();
  const { localeParam } = useLocale();
  const [choice, setChoice] = useState<Choice | null>(savedChoice);
  if (choice) return null;

  const choose = (value: Choice) => {
    localStorage.setItem(KEY, value);
    writeCookie(KEY, value, CONSENT_DAYS);
    setChoice(value);
  };

  return (
    <section className="cookie-banner" aria-label={t`Cookies`}>
      <p>
        <Trans>
          Usamos cookies necesarias para que el sitio funcione y, con tu permiso, cookies de
          análisis.{' '}
          <Link to="/{-$locale}/privacy" params={{ locale: localeParam }}>
            Política de privacidad
          </Link>
        </Trans>
      </p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose('necessary')}
        >
          <Trans>Solo necesarias</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('all')}>
          <Trans>Aceptar todas</Trans>
        </button>
      </div>
    </section>
  );
}
