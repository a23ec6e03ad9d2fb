import { createRoot } from 'react-dom/client';
import { App } from './app';
import './house.css';
import { readLaunch } from './launch';
import { getSiteSettings, startSiteSettings, subscribeSiteSettings } from './site-settings';

const launch = readLaunch(location.search);
document.documentElement.lang = launch.lang;

// the site's theme, now and whenever the player switches it there
const applyTheme = () => (document.documentElement.dataset.theme = getSiteSettings().theme);
applyTheme();
subscribeSiteSettings(applyTheme);
startSiteSettings();

const root = document.getElementById('house-root');
if (root) createRoot(root).render(<App launch={launch} />);
