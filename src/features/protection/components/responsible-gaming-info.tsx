import { Trans } from '@lingui/react/macro';
import './protection.css';

// Organisations that help, by country; only addresses checked to be theirs.
const HELP_SPAIN = [
  {
    name: 'Jugar Bien (Dirección General de Ordenación del Juego)',
    url: 'https://www.jugarbien.es',
  },
  {
    name: 'FEJAR (Federación Española de Jugadores de Azar Rehabilitados)',
    url: 'https://www.fejar.org',
  },
];
const HELP_INTERNATIONAL = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
  { name: 'Spelpaus', url: 'https://www.spelpaus.se' },
  { name: 'ConnexOntario', url: 'https://www.connexontario.ca' },
];

/** Advice, the tools explained and where to find help: for every visitor, signed in or not. */
export function ResponsibleGamingAdvice() {
  return (
    <section className="protection__section">
      <h2>
        <Trans>Consejos</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Juega para divertirte, no para ganar dinero ni para recuperar lo perdido.</Trans>
        </li>
        <li>
          <Trans>
            Decide antes de empezar cuánto tiempo y cuánto dinero vas a dedicar, y respétalo.
          </Trans>
        </li>
        <li>
          <Trans>Juega solo con dinero que puedas permitirte perder.</Trans>
        </li>
        <li>
          <Trans>Haz pausas y no juegues si estás cansado, triste o has bebido.</Trans>
        </li>
        <li>
          <Trans>Si el juego te preocupa a ti o a alguien cercano, pide ayuda pronto.</Trans>
        </li>
      </ul>
    </section>
  );
}

/** What each tool does, for a visitor deciding whether to use them. */
export function ProtectionToolsExplained() {
  return (
    <section className="protection__section">
      <h2>
        <Trans>Tus herramientas</Trans>
      </h2>
      <dl className="protection__facts">
        <dt>
          <Trans>Límites de depósito, pérdidas y apuestas</Trans>
        </dt>
        <dd>
          <Trans>
            Por 24 horas, 7 días o 30 días. Bajar un límite se aplica al momento; subirlo o
            quitarlo, solo cuando lo confirmes tras un periodo de reflexión.
          </Trans>
        </dd>
        <dt>
          <Trans>Control de realidad</Trans>
        </dt>
        <dd>
          <Trans>
            Cada 15, 30 o 60 minutos te recordamos cuánto tiempo llevas jugando y tu resultado en la
            sesión.
          </Trans>
        </dd>
        <dt>
          <Trans>Límite de tiempo de sesión</Trans>
        </dt>
        <dd>
          <Trans>Al llegar al tiempo que elijas, tu sesión termina.</Trans>
        </dd>
        <dt>
          <Trans>Pausa y autoexclusión</Trans>
        </dt>
        <dd>
          <Trans>
            Una pausa de 24 horas a 42 días, o una autoexclusión de 6 meses, 1 año, 5 años o
            indefinida. Ninguna se puede acortar.
          </Trans>
        </dd>
        <dt>
          <Trans>Tu historial</Trans>
        </dt>
        <dd>
          <Trans>Descarga tus movimientos de los últimos 12 meses en un archivo CSV.</Trans>
        </dd>
      </dl>
    </section>
  );
}

export function HelpOrganisations() {
  return (
    <section className="protection__section">
      <h2>
        <Trans>Dónde pedir ayuda</Trans>
      </h2>
      <h3>
        <Trans>En España</Trans>
      </h3>
      <HelpList organisations={HELP_SPAIN} />
      <h3>
        <Trans>En otros países</Trans>
      </h3>
      <HelpList organisations={HELP_INTERNATIONAL} />
    </section>
  );
}

function HelpList({ organisations }: { organisations: { name: string; url: string }[] }) {
  return (
    <ul>
      {organisations.map(({ name, url }) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
