/** The time as the rules engines read it (player protection); tests move it forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The real time moved on by what a test asked (tests): the database stamps what happens with its
 * own clock, so the time a rule reads must keep running with it.
 */
export function createTestClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}
