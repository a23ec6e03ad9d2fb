/** The timed server's own call that reads and moves its clock (serve-timed.ts). */
export const CLOCK_PATH = '/__e2e__/clock';
/** The timed server's own call that feeds its sportsbook (serve-timed.ts). */
export const FEED_PATH = '/__e2e__/feed';
/** The seeded admin's password on the timed server. */
export const TIMED_ADMIN_PASSWORD = 'e2e-admin-password';
