// Business constants of SPEC.md section 9, defined once for client, service worker and server.

export const MIN_PASSWORD_LENGTH = 3;
/** Beyond spec: an upper bound so a password cannot be used to make hashing expensive. */
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PHONE_LENGTH = 7;
export const MIN_AGE_YEARS = 18;
export const CARD_CVV_LENGTHS = [3, 4] as const;
export const CHECK_DEBOUNCE_MS = 500;

export const TABLE_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const GAMES_PAGE_SIZE = 24;

/** Filter periods of section 4: 0 last 24 hours, 1 last 7 days, 2 last 30 days, 3 custom dates. */
export const FILTER_PERIODS = [0, 1, 2, 3] as const;
export const DEFAULT_FILTER_PERIOD = 2;
export const FILTER_PERIOD_HOURS: Record<0 | 1 | 2, number> = { 0: 24, 1: 24 * 7, 2: 24 * 30 };
export const TRANSACTION_STATUSES = ['pending', 'complete', 'cancelled'] as const;
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bonus'] as const;

export const QR_CODE_OPTIONS = { width: 200, margin: 1 } as const;
export const DEPOSIT_PROMPT_REDIRECT_SECONDS = 5;

export const TOAST_DURATION_MS = 3000;
export const WITHDRAWAL_REJECTED_TOAST_MS = 3500;
export const ADDRESS_COPIED_TOAST_MS = 3000;
export const TOAST_MAX_WIDTH_PX = 350;
export const SLIDER_AUTOPLAY_MS = 3000;
export const SLIDER_HEIGHT_REM = 25;
/**
 * On a phone the slider is as wide as the screen and this much of its width high (16:7: 171 px on
 * a 390 px phone, a fifth of an 844 px screen), its art drawn in the same shape.
 */
export const SLIDER_PHONE_HEIGHT_RATIO = 7 / 16;
export const PAGE_CHANGE_LOADING_MS = 500;
export const FETCH_MIN_DELAY_MS = 200;
export const HTTP_TIMEOUT_MS = 25_000;
export const NAV_PROGRESS = { heightPx: 2, throttleMs: 200, durationMs: 5000 } as const;

export const SIDEBAR = { widthPx: 260, miniPx: 72, miniNarrowPx: 56, collapseAtPx: 900 } as const;
export const MOBILE_BREAKPOINT_PX = 900;
export const FOOTER_HEIGHT_PX = { normal: 54, narrow: 48, narrowBelowPx: 600 } as const;
export const DROPDOWN_MAX_HEIGHT_PX = 350;
export const MODAL_MAX_WIDTH_PX = 900;
export const GRID = {
  columns: 12,
  gutterPx: 15,
  breakpointsPx: [576, 768, 992, 1200],
  containerMaxWidthsPx: [540, 720, 960, 1140],
  extraScreenBreakpointsPx: [990, 1215],
} as const;
/** Game-list container: 70% by default, then these widths from these breakpoints. */
export const GAME_LIST_WIDTHS = [
  { minWidthPx: 360, widthPx: 350 },
  { minWidthPx: 390, widthPx: 380 },
  { minWidthPx: 768, widthPx: 750 },
  { minWidthPx: 992, widthPx: 970 },
  { minWidthPx: 1200, widthPx: 1170 },
] as const;

export const CONSENT_DAYS = 365;
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_DAYS = 365;
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/**
 * The one fallback language (section 9: Spanish is the default): pages without a prefix, a
 * visitor whose browser asks for neither language, and Lingui's source and fallback catalogue.
 */
export const DEFAULT_LOCALE: Locale = 'es';
/** Languages a player can choose in the profile; `es` is added beyond spec since Spanish is the app's default. */
export const PROFILE_LANGUAGES = ['es', 'en', 'fr', 'fi', 'de', 'it', 'se', 'no', 'in'] as const;
export const DEFAULT_INTERFACE_LANGUAGE = 'en';
export const GENDERS = ['male', 'female'] as const;

export const AUTH_COOKIE_PREFIX = 'front';
export const REFRESH_COOKIE = `${AUTH_COOKIE_PREFIX}_refresh`;
export const DEVICE_COOKIE = `${AUTH_COOKIE_PREFIX}_device`;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const PLAYER_CURRENCY = 'mBTC';
export const SATOSHIS_PER_MBTC = 100_000n;
export const MBTC_DECIMALS = 5;
export const DEFAULT_CURRENCY_CODE = 'USD';
export const SUPPORT_REPLY_DAYS = '1-2';

/** Game categories of SPEC.md section 1. */
export const GAME_CATEGORIES = [
  'slots',
  'baccarat',
  'blackjack',
  'skill-games',
  'instant-win',
  'bingo',
  'fishing',
  'roulette',
  'poker',
  'casual-games',
  'hi-lo-switch',
  'video-poker',
  'lottery',
  'dice',
  'sic-bo',
  'casino-holdem',
  'european-roulette',
  'american-roulette',
  'french-roulette',
  'russian-poker',
  'live-dealer',
  'video-bingo',
  'racing',
  'sports',
  'keno',
  'fighting',
  'shooting',
  'scratch-cards',
  'card',
  'andar-bahar',
  'teen-patti',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_ORDERS = ['popular', 'newest', 'az', 'za'] as const;

/** User menu entries of section 2: 0-5 are account tabs/modals, 6 logs out. */
export const USER_MENU = {
  betList: 0,
  personalDetails: 1,
  deposit: 2,
  withdraw: 3,
  transactionList: 4,
  changePassword: 5,
  logout: 6,
} as const;
/** Sidebar menu page numbers of section 2. */
export const MENU_PAGES = {
  casino: 0,
  liveCasino: 1,
  faq: 2,
  contactUs: 3,
  promotion: 4,
  sports: 5,
} as const;

export const FORGOT_PASSWORD_RESULT = { none: 0, success: 1, rejected: 2, error: 3 } as const;
/** `slider`: the home banner's slides (front/get_slider reads the published ones). */
export const SITE_CONTENT_TYPES = ['promotion', 'content', 'faq', 'slider'] as const;
export const PAYMENT_METHOD_KINDS = ['crypto', 'card', 'wire'] as const;

/** Dial codes offered in phone fields (countryPhone), most used first. */
export const DIAL_CODES = [
  { code: '+34', country: 'ES' },
  { code: '+58', country: 'VE' },
  { code: '+52', country: 'MX' },
  { code: '+54', country: 'AR' },
  { code: '+57', country: 'CO' },
  { code: '+56', country: 'CL' },
  { code: '+51', country: 'PE' },
  { code: '+593', country: 'EC' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
  { code: '+61', country: 'AU' },
  { code: '+27', country: 'ZA' },
  { code: '+49', country: 'DE' },
  { code: '+33', country: 'FR' },
  { code: '+39', country: 'IT' },
  { code: '+351', country: 'PT' },
  { code: '+55', country: 'BR' },
  { code: '+91', country: 'IN' },
] as const;
