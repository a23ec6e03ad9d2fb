import { Trans } from '@lingui/react/macro';
import './footer.css';

export function Footer() {
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
    </footer>
  );
}
