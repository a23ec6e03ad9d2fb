import type { Config } from '../../../config';

/** The acceptance delay of an in-play bet when the configuration does not set one (issue 12). */
const DEFAULT_LIVE_DELAY_SECONDS = 5;

/** How long an in-play bet waits before it is checked again and accepted (`SPORTS_LIVE_DELAY_SECONDS`). */
export function liveDelaySeconds(config: Config): number {
  const configured = (config as { SPORTS_LIVE_DELAY_SECONDS?: number }).SPORTS_LIVE_DELAY_SECONDS;
  return configured ?? DEFAULT_LIVE_DELAY_SECONDS;
}
