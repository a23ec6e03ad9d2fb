import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../components/icon';
import { formatMbtc } from '../../../lib/format';
import { useIsOnline } from '../../../lib/network';
import { useBalance, usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { DepositLink, GuestActions } from './account-actions';
import './top-bar.css';

/**
 * The phone's top bar (below 900 px, where the sidebar is hidden): the logo, and the signed-in
 * player's balance with Deposit (its saved copy marked when offline), or Log in and Register. The
 * bottom navigation keeps the pages; this keeps the money in sight. The server's static shell
 * keeps its place (server/http/client-shell.ts), so nothing moves when it is drawn.
 */
export function TopBar() {
  const { t } = useLingui();
  const { locale, localeParam } = useLocale();
  const isOnline = useIsOnline();
  const player = usePlayer();
  const balance = useBalance(player?.id);

  return (
    <header className="top-bar">
      <Link
        to="/{-$locale}"
        params={{ locale: localeParam }}
        className="top-bar__logo"
        aria-label={t`Inicio`}
      >
        <Icon name="bitcoin" />
        <span aria-hidden="true">Casino</span>
      </Link>
      <div className="top-bar__account">
        {player ? (
          <>
            <p className="top-bar__balance" data-testid="top-bar-balance">
              <span className="top-bar__amount">
                {balance.data ? formatMbtc(balance.data.real_balance, locale) : '…'}
              </span>
              {!isOnline && (
                <span className="top-bar__offline">
                  <Trans>sin conexión</Trans>
                </span>
              )}
            </p>
            <DepositLink className="top-bar__button" />
          </>
        ) : (
          <GuestActions buttonClassName="top-bar__button" />
        )}
      </div>
    </header>
  );
}
