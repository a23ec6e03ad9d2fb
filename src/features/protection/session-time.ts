// The session's clock: when the next reality check is due, when the session time limit ends it,
// and the elapsed time as the header shows it. Pure, so the timers are tested without waiting.

const MINUTE_MS = 60_000;

/** How long the notice of a session ended by its time limit stays: read after the page changed. */
export const SESSION_END_NOTICE_MS = 30_000;

/**
 * The next reality check after `now` (ms): every whole interval since the session began, so a
 * reload keeps the same rhythm instead of starting it again.
 */
export function nextRealityCheckAt(
  sessionStartedAt: string,
  intervalMinutes: number,
  now: number,
): number {
  const start = Date.parse(sessionStartedAt);
  const interval = intervalMinutes * MINUTE_MS;
  const done = Math.max(0, Math.floor((now - start) / interval));
  return start + (done + 1) * interval;
}

/** When the session time limit ends the session (ms), or null without a limit. */
export function sessionEndsAt(
  sessionStartedAt: string,
  sessionLimitMinutes: number | null,
): number | null {
  if (sessionLimitMinutes === null) return null;
  return Date.parse(sessionStartedAt) + sessionLimitMinutes * MINUTE_MS;
}

/** Elapsed time as `mm:ss` under an hour, `h:mm` from then on. */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}` : `${pad(minutes)}:${pad(seconds)}`;
}
