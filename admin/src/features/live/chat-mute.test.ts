import { describe, expect, it } from 'vitest';
import { CHAT_MUTE_MINUTES } from '../../../../contract/house-page/live-chat';
import { muteRequestOf, MUTE_DURATIONS } from './chat-mute';

describe('muteRequestOf', () => {
  it('sends the username and reason trimmed', () => {
    expect(
      muteRequestOf({ username: ' ana ', minutes: 60, reason: ' spam ', hideMessages: true }),
    ).toEqual({ request: { username: 'ana', minutes: 60, reason: 'spam', hideMessages: true } });
  });

  it('names the missing username and reason with the server’s codes', () => {
    expect(muteRequestOf({ username: ' ', minutes: 60, reason: '', hideMessages: false })).toEqual({
      errors: { username: 'field_required', reason: 'field_required' },
    });
  });

  it('offers only lengths the contract allows', () => {
    for (const { minutes } of MUTE_DURATIONS) {
      expect(minutes).toBeGreaterThanOrEqual(CHAT_MUTE_MINUTES.min);
      expect(minutes).toBeLessThanOrEqual(CHAT_MUTE_MINUTES.max);
    }
  });
});
