import { describe, expect, it } from 'vitest';
import { addSample, CLOCK_SAMPLES_KEPT, estimateOffset, offsetOf } from './server-clock';

describe('the server clock estimate', () => {
  it('takes the server time as the midpoint of the round trip', () => {
    // local 1000 → 1100, the server said 5050: at local 1050 the server was at 5050
    expect(offsetOf({ sentAt: 1000, receivedAt: 1100, serverTime: 5050 })).toBe(4000);
  });

  it('is the median of the samples, so one slow round trip does not move it', () => {
    let samples = addSample([], { sentAt: 0, receivedAt: 20, serverTime: 510 }); // 500
    samples = addSample(samples, { sentAt: 100, receivedAt: 120, serverTime: 612 }); // 502
    samples = addSample(samples, { sentAt: 200, receivedAt: 2200, serverTime: 1300 }); // 100
    expect(estimateOffset(samples)).toBe(500);
    samples = addSample(samples, { sentAt: 300, receivedAt: 310, serverTime: 809 }); // 504
    expect(estimateOffset(samples)).toBe(501);
  });

  it('is 0 before any sample and ignores samples that cannot be', () => {
    expect(estimateOffset([])).toBe(0);
    expect(addSample([], { sentAt: 10, receivedAt: 5, serverTime: 100 })).toEqual([]);
    expect(addSample([], { sentAt: 10, receivedAt: 15, serverTime: Number.NaN })).toEqual([]);
  });

  it('keeps only the latest samples: a clock that drifted is followed', () => {
    let samples = addSample([], { sentAt: 0, receivedAt: 0, serverTime: 0 });
    for (let i = 1; i <= CLOCK_SAMPLES_KEPT; i++)
      samples = addSample(samples, { sentAt: i, receivedAt: i, serverTime: i + 300 });
    expect(samples).toHaveLength(CLOCK_SAMPLES_KEPT);
    expect(estimateOffset(samples)).toBe(300);
  });
});
