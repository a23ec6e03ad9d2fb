// Requests to The Odds API v4: the odds (h2h, spreads and totals, decimal) and the scores of one
// sport. The key goes in the query string, as the API asks; it is never logged.

/** The account's usage the API reports on every response. */
export interface Quota {
  remaining: number | null;
  used: number | null;
  last: number | null;
}

/** A response the adapter cannot use: a bad key (401), too many requests (429), a server's error. */
export class OddsApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string | null,
    /** seconds the API asked to wait (Retry-After), when it did */
    readonly retryAfterSeconds: number | null,
  ) {
    super(`The Odds API answered ${String(httpStatus)}${code ? ` (${code})` : ''}`);
    this.name = 'OddsApiError';
  }
}

export interface OddsApiClientOptions {
  /** ODDS_API_URL: the API's origin, e.g. https://api.the-odds-api.com */
  url: string;
  key: string;
  /** ODDS_API_REGIONS: which bookmakers quote (us, uk, eu, au) */
  regions: string;
  /** fetch, for tests that need to count requests; the global one otherwise */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface OddsApiResponse {
  body: unknown;
  quota: Quota;
}

const headerNumber = (headers: Headers, name: string) => {
  const value = headers.get(name);
  return value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value);
};

export function createOddsApiClient(options: OddsApiClientOptions) {
  const request = async (path: string, query: Record<string, string>) => {
    const url = new URL(path, options.url);
    for (const [name, value] of Object.entries({ ...query, apiKey: options.key }))
      url.searchParams.set(name, value);
    const response = await (options.fetch ?? fetch)(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const quota = {
      remaining: headerNumber(response.headers, 'x-requests-remaining'),
      used: headerNumber(response.headers, 'x-requests-used'),
      last: headerNumber(response.headers, 'x-requests-last'),
    };
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error_code?: unknown } | null;
      const code = typeof body?.error_code === 'string' ? body.error_code : null;
      throw new OddsApiError(response.status, code, headerNumber(response.headers, 'retry-after'));
    }
    return { body: (await response.json()) as unknown, quota };
  };
  return {
    getOdds: (sportKey: string): Promise<OddsApiResponse> =>
      request(`/v4/sports/${encodeURIComponent(sportKey)}/odds`, {
        regions: options.regions,
        markets: 'h2h,spreads,totals',
        oddsFormat: 'decimal',
        dateFormat: 'iso',
      }),
    /** the events in play and those completed in the last day (`daysFrom=1`) */
    getScores: (sportKey: string): Promise<OddsApiResponse> =>
      request(`/v4/sports/${encodeURIComponent(sportKey)}/scores`, {
        daysFrom: '1',
        dateFormat: 'iso',
      }),
  };
}
export type OddsApiClient = ReturnType<typeof createOddsApiClient>;
