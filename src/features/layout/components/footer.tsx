import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../lib/use-locale';
import { openFaqWindow } from './faq-window';
import './footer.css';

export function Footer() {
  const { t } = useLingui();
  const { locale, localeParam } = useLocale();
  const params = { locale: localeParam };
  return (
    <footer className="footer">
      <div className="footer__notice">
        <span className="footer__age" aria-hidden="true">
          18+
        </span>
        <p>
          <Trans>Casino online con Bitcoin. Juega con responsabilidad.</Trans>
        </p>
        <p>
          <Trans>
            El juego puede ser adictivo. Juega con moderación. Prohibido a menores de 18 años.
          </Trans>
        </p>
      </div>
      <nav aria-label={t`Información`}>
        <ul className="footer__links">
          <li>
            <Link to="/{-$locale}/responsible-gaming" params={params}>
              <Trans>Juego responsable</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/terms" params={params}>
              <Trans>Términos y condiciones</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/privacy" params={params}>
              <Trans>Política de privacidad</Trans>
            </Link>
          </li>
          <li>
            <a
              href={localeParam ? '/en/faq' : '/faq'}
              onClick={(event) => openFaqWindow(event, locale)}
            >
              <Trans>Preguntas frecuentes</Trans>
            </a>
          </li>
          <li>
            <Link to="/{-$locale}/contact-us" params={params}>
              <Trans>Contacto</Trans>
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
