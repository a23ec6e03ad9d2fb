import { describe, expect, it } from 'vitest';
import { spaceAction, type FirstPanel, type SpaceKey } from './space-shortcut';

const space: SpaceKey = {
  key: ' ',
  repeat: false,
  isComposing: false,
  hasModifier: false,
  isOnControl: false,
};

const panel = (phase: FirstPanel['phase'], state: Partial<FirstPanel> = {}): FirstPanel => ({
  phase,
  hasBet: false,
  hasOpenBet: false,
  isQueued: false,
  ...state,
});

describe('Space on the Crash screen', () => {
  it('bets during the betting window when the first panel has no bet yet', () => {
    expect(spaceAction(space, panel('betting'))).toBe('bet');
    expect(spaceAction(space, panel('betting', { hasBet: true, hasOpenBet: true }))).toBeNull();
  });

  it('cashes out during the climb when the first panel has an open bet', () => {
    expect(spaceAction(space, panel('running', { hasBet: true, hasOpenBet: true }))).toBe(
      'cash-out',
    );
    expect(spaceAction(space, panel('running', { hasBet: true }))).toBeNull();
  });

  it('queues a bet for the next round, or cancels it, when the panel has no bet this round', () => {
    for (const phase of ['running', 'ended', 'settled'] as const) {
      expect(spaceAction(space, panel(phase))).toBe('queue');
      expect(spaceAction(space, panel(phase, { isQueued: true }))).toBe('cancel-queue');
    }
  });

  it('does nothing after the climb or a cash-out when the panel had a bet this round', () => {
    for (const phase of ['running', 'ended', 'settled'] as const)
      expect(spaceAction(space, panel(phase, { hasBet: true }))).toBeNull();
  });

  it('leaves other keys, held keys, modified keys and keys on controls alone', () => {
    for (const phase of ['betting', 'running'] as const) {
      expect(spaceAction({ ...space, key: 'Enter' }, panel(phase))).toBeNull();
      expect(spaceAction({ ...space, repeat: true }, panel(phase))).toBeNull();
      expect(spaceAction({ ...space, hasModifier: true }, panel(phase))).toBeNull();
      expect(spaceAction({ ...space, isComposing: true }, panel(phase))).toBeNull();
      expect(spaceAction({ ...space, isOnControl: true }, panel(phase))).toBeNull();
    }
  });
});
