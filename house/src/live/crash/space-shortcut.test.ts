import { describe, expect, it } from 'vitest';
import { spaceAction, type SpaceKey } from './space-shortcut';

const space: SpaceKey = {
  key: ' ',
  repeat: false,
  isComposing: false,
  hasModifier: false,
  isOnControl: false,
};

describe('Space on the Crash screen', () => {
  it('bets during the betting window when the first panel has no bet yet', () => {
    expect(spaceAction(space, { phase: 'betting', hasBet: false, hasOpenBet: false })).toBe('bet');
    expect(spaceAction(space, { phase: 'betting', hasBet: true, hasOpenBet: true })).toBeNull();
  });

  it('cashes out during the climb when the first panel has an open bet', () => {
    expect(spaceAction(space, { phase: 'running', hasBet: true, hasOpenBet: true })).toBe(
      'cash-out',
    );
    expect(spaceAction(space, { phase: 'running', hasBet: true, hasOpenBet: false })).toBeNull();
    expect(spaceAction(space, { phase: 'running', hasBet: false, hasOpenBet: false })).toBeNull();
  });

  it('does nothing between rounds', () => {
    for (const phase of ['ended', 'settled'] as const)
      expect(spaceAction(space, { phase, hasBet: false, hasOpenBet: false })).toBeNull();
  });

  it('leaves other keys, held keys, modified keys and keys on controls alone', () => {
    const panel = { phase: 'betting', hasBet: false, hasOpenBet: false } as const;
    expect(spaceAction({ ...space, key: 'Enter' }, panel)).toBeNull();
    expect(spaceAction({ ...space, repeat: true }, panel)).toBeNull();
    expect(spaceAction({ ...space, hasModifier: true }, panel)).toBeNull();
    expect(spaceAction({ ...space, isComposing: true }, panel)).toBeNull();
    expect(spaceAction({ ...space, isOnControl: true }, panel)).toBeNull();
  });
});
