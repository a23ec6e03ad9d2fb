import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { Locale } from '../../../../contract/constants';
import { pathInLocale, saveLocale } from '../../../i18n/locale';
import { useLocale } from '../../../lib/use-locale';
import './language-switch.css';

const LANGUAGES: { locale: Locale; name: string; flag: 'gb' | 've' }[] = [
  { locale: 'en', name: 'English', flag: 'gb' },
  { locale: 'es', name: 'Español', flag: 've' },
];

/** The language list: keeps the current page, saves the choice in the i18n_redirected cookie. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();

  const choose = (next: Locale) => {
    saveLocale(next);
    if (next === locale) return;
    void navigate({
      href: `${pathInLocale(location.pathname, next)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
    });
  };

  return (
    <ul className="language-switch" aria-label={t`Idioma`}>
      {LANGUAGES.map((language) => (
        <li key={language.locale}>
          <button
            type="button"
            lang={language.locale}
            className="language-switch__item"
            aria-pressed={language.locale === locale}
            onClick={() => choose(language.locale)}
            title={language.name}
          >
            <Flag country={language.flag} />
            <span className="sidebar__label">{language.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Flag({ country }: { country: 'gb' | 've' }) {
  if (country === 've') {
    return (
      <svg className="flag" viewBox="0 0 30 20" aria-hidden="true">
        <rect width="30" height="20" fill="#cf142b" />
        <rect width="30" height="13.33" fill="#00247d" />
        <rect width="30" height="6.67" fill="#ffcc00" />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => {
          const angle = Math.PI * (0.8 - (index * 0.6) / 7);
          return (
            <circle
              key={index}
              cx={15 + 5 * Math.cos(angle)}
              cy={11.5 - 4 * Math.sin(angle)}
              r="0.6"
              fill="#fff"
            />
          );
        })}
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 60 30" aria-hidden="true">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 60,30 M60,0 0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 60,30 M60,0 0,30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30,0 V30 M0,15 H60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 V30 M0,15 H60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}
