import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQueries } from '../api/settings-queries';
import { countryName } from '../blacklist-edit';
import { BlacklistSection } from './blacklist-section';
import { ServerSettings } from './server-settings';
import '../settings.css';

/** The blacklists the operator edits, and the settings the server's configuration fixes. */
export function SettingsPage() {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(settingsQueries.current());
  const { setting } = data;
  return (
    <section className="stack">
      <h1>
        <Trans>Ajustes</Trans>
      </h1>
      <div className="side-by-side">
        <BlacklistSection
          list="country_black_list"
          entries={setting.country_black_list}
          title={<Trans>Países bloqueados</Trans>}
          entryLabel={t`País`}
          hint={
            <Trans>
              Código ISO de dos letras (ES, VE…). Desde esos países la web muestra la página de
              restricción.
            </Trans>
          }
          describe={(code) => (
            // one element: a phone's card keeps the code and the name on one line
            <span>
              <strong>{code}</strong> {countryName(code, i18n.locale)}
            </span>
          )}
        />
        <BlacklistSection
          list="ip_black_list"
          entries={setting.ip_black_list}
          title={<Trans>IP bloqueadas</Trans>}
          entryLabel={t`Dirección IP`}
          hint={
            <Trans>
              IPv4 o IPv6. El servidor rechaza todas las llamadas desde esa dirección, también las
              del back-office: no añadas la tuya.
            </Trans>
          }
          describe={(ip) => <code>{ip}</code>}
        />
      </div>
      <ServerSettings setting={setting} />
    </section>
  );
}
