import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SiteSetting } from '../api/settings-queries';

/** The settings players' apps read that come from the server's configuration: shown, not edited. */
export function ServerSettings({ setting }: { setting: SiteSetting }) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <section className="stack card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Configuración del servidor</Trans>
      </h2>
      <p className="hint">
        <Trans>Se cambian en las variables de entorno del servidor, no desde aquí.</Trans>
      </p>
      <dl className="settings-list">
        <dt>
          <Trans>Enlace para comprar criptomonedas</Trans>
        </dt>
        <dd>
          {setting.buy_crypto_url ? <code>{setting.buy_crypto_url}</code> : <Trans>Ninguno</Trans>}
        </dd>
        <dt>
          <Trans>Los jugadores pueden anular sus retiros pendientes</Trans>
        </dt>
        <dd>{setting.allow_withdrawal_cancel ? <Trans>Sí</Trans> : <Trans>No</Trans>}</dd>
        <dt>
          <Trans>Confirmaciones para acreditar un depósito</Trans>
        </dt>
        <dd>{new Intl.NumberFormat(i18n.locale).format(setting.deposit_confirmations)}</dd>
        <dt>
          <Trans>Red de Bitcoin</Trans>
        </dt>
        <dd>
          <code>{setting.bitcoin_network}</code>
        </dd>
        <dt>
          <Trans>Clave pública VAPID (notificaciones)</Trans>
        </dt>
        <dd>
          <code className="break">{setting.vapid_public_key}</code>
        </dd>
      </dl>
    </section>
  );
}
