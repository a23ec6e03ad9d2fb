/** The regions /welcome1/$region has a page for; any other is the 404. */
export const WELCOME_REGIONS = ['aus', 'canada', 'south-africa', 'uk'] as const;

/**
 * Every page of the client, spelt as its file route (src/routes) without the language segment:
 * `$name` is one required segment, `{-$name}` an optional one. The server answers 404 for a path
 * none of them matches; contract/app-routes.test.ts fails when src/route-tree.gen.ts and this list
 * disagree, so a new route file needs its line here.
 */
export const APP_ROUTES = [
  '/',
  '/confirm-address',
  '/confirm-device',
  '/contact-us',
  '/faq/{-$id}',
  '/live-casino',
  '/live-casino-copy',
  '/online-casino',
  '/online-casino-copy',
  '/play/$gameId',
  '/privacy',
  '/promotion/',
  '/promotion/$id',
  '/provably-fair',
  '/reset-password',
  '/responsible-gaming',
  '/restriction',
  '/sign-up',
  '/sports',
  '/sports/',
  '/sports/event/$eventId',
  '/sports/my-bets',
  '/terms',
  '/user-management',
  '/verify-email',
  '/welcome',
  '/welcome1/$region',
] as const;

/**
 * The pages the home slider is drawn on: where it sells, the home page and the lobbies. The
 * account area, an event page, my bets, the promotions and the forms go without it, so their
 * content starts at the top of the screen.
 */
export const SLIDER_PAGES = ['/', '/online-casino', '/live-casino', '/sports'] as const;

/** Whether a URL path (Spanish without a prefix, English under /en) draws the home slider. */
export function showsSlider(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const bare = `/${(segments[0] === 'en' ? segments.slice(1) : segments).join('/')}`;
  return (SLIDER_PAGES as readonly string[]).includes(bare);
}

/** Parameters whose values are a closed list: the route itself answers notFound for the rest. */
const CLOSED_PARAMS: Partial<Record<string, readonly string[]>> = { region: WELCOME_REGIONS };

const routeSegments = APP_ROUTES.map((route) => route.split('/').filter(Boolean));

/** Whether a URL path (Spanish without a prefix, English under /en) is one of the client's pages. */
export function isAppPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const bare = segments[0] === 'en' ? segments.slice(1) : segments;
  return routeSegments.some((route) => matches(route, bare));
}

function matches(route: string[], path: string[]): boolean {
  const [head, ...rest] = route;
  if (head === undefined) return path.length === 0;
  const optional = /^\{-\$(\w+)\}$/.exec(head);
  if (optional) return matches(rest, path) || matchesParam(optional[1], route, path);
  const required = /^\$(\w+)$/.exec(head);
  if (required) return matchesParam(required[1], route, path);
  return path[0] === head && matches(rest, path.slice(1));
}

function matchesParam(name: string | undefined, route: string[], path: string[]): boolean {
  const [value] = path;
  if (value === undefined) return false;
  const allowed = name === undefined ? undefined : CLOSED_PARAMS[name];
  if (allowed && !allowed.includes(value)) return false;
  return matches(route.slice(1), path.slice(1));
}
