import { Trans } from '@lingui/react/macro';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { closeModal } from '../../../stores/ui-store';
import { formatElapsed } from '../session-time';
import './protection.css';

export interface RealityCheckDialogProps {
  elapsedMs: number;
  /** mBTC paid back minus staked this session */
  net: number;
  onLogout: () => void;
  onHistory: () => void;
}

/** Every interval the player chose: the time played and the session's result, and three ways on. */
export function RealityCheckDialog({
  elapsedMs,
  net,
  onLogout,
  onHistory,
}: RealityCheckDialogProps) {
  const { locale } = useLocale();
  const elapsed = formatElapsed(elapsedMs);
  const result = formatMbtc(net, locale);
  return (
    <div className="form protection__reality-check" data-testid="reality-check">
      <h2>
        <Trans>Control de realidad</Trans>
      </h2>
      <p>
        <Trans>Llevas {elapsed} jugando en esta sesión.</Trans>
      </p>
      <p>
        {net < 0 ? (
          <Trans>Resultado de la sesión: has perdido {formatMbtc(-net, locale)}.</Trans>
        ) : (
          <Trans>Resultado de la sesión: {result}.</Trans>
        )}
      </p>
      <div className="protection__actions">
        <button type="button" className="button button--primary" onClick={closeModal}>
          <Trans>Seguir jugando</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onLogout}>
          <Trans>Cerrar sesión</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onHistory}>
          <Trans>Ver historial</Trans>
        </button>
      </div>
    </div>
  );
}
