import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './house.css';
import { activateLanguage } from './language';
import { readLaunch } from './launch';
import { getSiteSettings, startSiteSettings, subscribeSiteSettings } from './site-settings';

const launch = readLaunch(location.search);

// the site's theme, now and whenever the player switches it there
const applyTheme = () => (document.documentElement.dataset.theme = getSiteSettings().theme);
applyTheme();
subscribeSiteSettings(applyTheme);
startSiteSettings();

const root = document.getElementById('house-root');
// English that cannot be loaded (the connection dropped): the page speaks Spanish, the default
void activateLanguage(launch.lang)
  .catch(() => activateLanguage('es'))
  .then((i18n) => {
    if (root)
      createRoot(root).render(
        <I18nProvider i18n={i18n}>
          <App launch={launch} />
        </I18nProvider>,
      );
  });
