import type { ManifestOptions } from 'vite-plugin-pwa';

/** The home-screen icons (`npm run art:app` draws them): any shape, and one for masks. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Shown in the richer install dialog: the lobby on a phone (390x844 at 2x) and on a desktop. */
export const APP_SCREENSHOTS = [
  {
    src: '/screenshots/lobby-narrow.jpg',
    sizes: '780x1688',
    type: 'image/jpeg',
    form_factor: 'narrow',
    label: 'El casino online en el móvil: juegos por categoría',
  },
  {
    src: '/screenshots/lobby-wide.jpg',
    sizes: '1280x800',
    type: 'image/jpeg',
    form_factor: 'wide',
    label: 'El casino online en el ordenador: menú, promociones y juegos',
  },
] as const;

/** The web app manifest (/manifest.webmanifest): what the home-screen app is called and looks like. */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Casino Bitcoin',
  short_name: 'Casino',
  description: 'Casino online, casino en vivo y apuestas deportivas con Bitcoin.',
  lang: 'es',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  // the spec's primary dark (the sidebar and the icons' background)
  theme_color: '#1b1d29',
  background_color: '#1b1d29',
  categories: ['games', 'entertainment'],
  icons: APP_ICONS.map((icon) => ({ ...icon })),
  screenshots: APP_SCREENSHOTS.map((screenshot) => ({ ...screenshot })),
};
