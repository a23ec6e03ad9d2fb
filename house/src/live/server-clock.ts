// The client's estimate of the server's clock. The server decides every cash-out by its own
// clock; the client only needs to draw the curve where the server is, so it estimates the offset
// (server time − local time) from requests whose answer carries `serverTime`.

/** One timed request: local times when it was sent and answered, and the server's time in it. */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

/** How many recent samples the estimate keeps (older ones forget a clock that drifted). */
export const CLOCK_SAMPLES_KEPT = 7;

/**
 * The offset one sample shows: the server answered, on average, halfway through the round trip
 * (NTP's assumption: the way there and back take as long).
 */
export function offsetOf(sample: ClockSample): number {
  return sample.serverTime - (sample.sentAt + sample.receivedAt) / 2;
}

/** The samples with a new one added, the oldest dropped past CLOCK_SAMPLES_KEPT. */
export function addSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  if (!(sample.receivedAt >= sample.sentAt) || !Number.isFinite(sample.serverTime))
    return [...samples];
  return [...samples, sample].slice(-CLOCK_SAMPLES_KEPT);
}

/**
 * The offset to add to the local clock: the median of the samples' offsets, so one slow round
 * trip (a stalled request skews its midpoint) does not move the estimate. 0 without samples.
 */
export function estimateOffset(samples: readonly ClockSample[]): number {
  if (samples.length === 0) return 0;
  const offsets = samples.map(offsetOf).sort((a, b) => a - b);
  const middle = Math.floor(offsets.length / 2);
  const upper = offsets[middle] ?? 0;
  if (offsets.length % 2 === 1) return upper;
  return ((offsets[middle - 1] ?? upper) + upper) / 2;
}
