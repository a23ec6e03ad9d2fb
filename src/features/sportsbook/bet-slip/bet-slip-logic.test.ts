import { describe, expect, it } from 'vitest';
import { parseSystem } from '../../../../contract/sports-systems';
import {
  accumulatorBlock,
  chosenSystem,
  combinedOddsMilli,
  parseStake,
  sharedEventIds,
  slipReturn,
  stakeProblem,
  systemBlock,
  toggleSelection,
} from './bet-slip-logic';
import { selection } from './selection-fixture';

const limits = { minStake: 0.1, maxStake: 10_000 };

describe('toggling a selection', () => {
  it('adds it once and takes it out on the second press', () => {
    const first = toggleSelection([], selection('1', 'e1', 2500));
    expect(first.map((item) => item.outcomeId)).toEqual(['1']);
    const second = toggleSelection(first, selection('2', 'e2', 1800));
    expect(second.map((item) => item.outcomeId)).toEqual(['1', '2']);
    expect(
      toggleSelection(second, selection('1', 'e1', 2500)).map((item) => item.outcomeId),
    ).toEqual(['2']);
  });
});

describe('accumulator eligibility', () => {
  it('needs 2 to 20 legs of different events', () => {
    expect(accumulatorBlock([selection('1', 'e1', 2000)])).toBe('too_few_legs');
    expect(accumulatorBlock([selection('1', 'e1', 2000), selection('2', 'e2', 2000)])).toBeNull();
    const twenty = Array.from({ length: 20 }, (_, index) =>
      selection(`${index + 1}`, `e${index}`, 1100),
    );
    expect(accumulatorBlock(twenty)).toBeNull();
    expect(accumulatorBlock([...twenty, selection('99', 'e99', 1100)])).toBe('too_many_legs');
  });

  it('refuses two legs of one event and names the event', () => {
    const legs = [
      selection('1', 'e1', 2000),
      selection('2', 'e1', 3000),
      selection('3', 'e2', 1500),
    ];
    expect(accumulatorBlock(legs)).toBe('same_event_legs');
    expect([...sharedEventIds(legs)]).toEqual(['e1']);
  });
});

describe('stakes', () => {
  it('reads a comma or a point as the decimal mark, in satoshis', () => {
    expect(parseStake('1,5')).toBe(150_000n);
    expect(parseStake(' 2.25 ')).toBe(225_000n);
    expect(parseStake('abc')).toBeNull();
    expect(parseStake('1.123456')).toBeNull();
  });

  it('are checked against the book limits', () => {
    expect(stakeProblem('', limits)).toBe('field_required');
    expect(stakeProblem('0', limits)).toBe('invalid_amount');
    expect(stakeProblem('0.09', limits)).toBe('stake_too_low');
    expect(stakeProblem('0.1', limits)).toBeNull();
    expect(stakeProblem('10000', limits)).toBeNull();
    expect(stakeProblem('10000.00001', limits)).toBe('stake_too_high');
  });
});

describe('potential return', () => {
  it('is the stake times the odds for a single', () => {
    expect(slipReturn('10', [selection('1', 'e1', 2500)])).toBe(25);
  });

  it('multiplies the legs of an accumulator exactly and rounds down once', () => {
    const legs = [
      selection('1', 'e1', 1333),
      selection('2', 'e2', 1333),
      selection('3', 'e3', 1333),
    ];
    // 1.333³ = 2.368593037; 1 mBTC = 100000 sat -> 236859.3037 sat, floored
    expect(slipReturn('1', legs)).toBe(2.36859);
    expect(combinedOddsMilli(legs)).toBe(2368);
  });

  it('is unknown without a valid stake or selection', () => {
    expect(slipReturn('', [selection('1', 'e1', 2500)])).toBeNull();
    expect(slipReturn('5', [])).toBeNull();
  });
});

describe('a system bet in the slip', () => {
  const four = ['e1', 'e2', 'e3', 'e4'].map((event, index) =>
    selection(String(index + 1), event, [2000, 3000, 1500, 1925][index] as number),
  );

  it('needs 2 to 12 selections of different events', () => {
    expect(systemBlock(four.slice(0, 1))).toBe('too_few_legs');
    expect(systemBlock(four)).toBeNull();
    expect(systemBlock([...four, selection('9', 'e1', 2000)])).toBe('same_event_legs');
  });

  it('keeps the system chosen while it fits, else offers the first that does', () => {
    expect(chosenSystem('lucky15', four)?.name).toBe('lucky15');
    expect(chosenSystem('trixie', four)?.name).toBe('yankee');
    expect(chosenSystem(null, four.slice(0, 2))?.name).toBe('1/2');
  });

  it('returns every line of the stake per line if every leg wins', () => {
    // a Yankee of 1 mBTC a line on 2.00, 3.00, 1.50, 1.925: 78.325 per unit
    expect(slipReturn('1', four, parseSystem('yankee') ?? undefined)).toBe(78.325);
    expect(slipReturn('1', four.slice(0, 3), parseSystem('yankee') ?? undefined)).toBeNull();
  });
});
