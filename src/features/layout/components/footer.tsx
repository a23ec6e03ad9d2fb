import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../lib/use-locale';
import './footer.css';

export function Footer() {
  const { localeParam } = useLocale();
  return (
    <footer className="footer">
      <span className="footer__age" aria-hidden="true">
        18+
      </span>
      <p lang="es">Casino online con Bitcoin. Juega con responsabilidad.</p>
      <p>
        <Trans>
          El juego puede ser adictivo. Juega con moderación. Prohibido a menores de 18 años.
        </Trans>
      </p>
      <Link to="/{-$locale}/responsible-gaming" params={{ locale: localeParam }}>
        <Trans>Juego responsable</Trans>
      </Link>
    </footer>
  );
}
