// What browser features the site's pages (and anything that gets into them) may use: only what
// the app needs. Every feature listed is one Chromium knows; an unknown one logs a console
// warning on every page.
const ALLOWED = {
  // the deposit address's copy button
  'clipboard-write': '(self)',
  // passkeys, when sign-in offers them
  'publickey-credentials-create': '(self)',
  'publickey-credentials-get': '(self)',
  // game frames get these through their `allow` attribute; "(self)" would refuse them to the
  // house page's sandboxed frame, whose origin is opaque
  fullscreen: '*',
  autoplay: '*',
};
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [
  ...Object.entries(ALLOWED).map(([feature, allowlist]) => `${feature}=${allowlist}`),
  ...DENIED.map((feature) => `${feature}=()`),
].join(', ');
