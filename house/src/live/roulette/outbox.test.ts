import { describe, expect, it } from 'vitest';
import {
  addChips,
  addUndo,
  EMPTY_OUTBOX,
  hasSomethingToUndo,
  settle,
  takeNext,
  unansweredChips,
  type Outbox,
} from './outbox';

const chip = (key: string, satoshis = 100_000n) => ({ key, satoshis });

/** Sends the next call as the table would, returning what went out. */
function send(outbox: Outbox) {
  const taken = takeNext(outbox);
  if (!taken) throw new Error('nothing to send');
  return taken;
}

describe('the chips outbox', () => {
  it('sends the first click at once and the clicks made meanwhile together in one call', () => {
    let outbox = addChips(EMPTY_OUTBOX, [chip('red')]);
    const [first, afterFirst] = send(outbox);
    expect(first).toEqual({ kind: 'chips', groups: [[chip('red')]] });
    outbox = addChips(addChips(afterFirst, [chip('straight-7')]), [chip('straight-7')]);
    // one call at a time
    expect(takeNext(outbox)).toBeNull();
    expect(unansweredChips(outbox)).toEqual([chip('red'), chip('straight-7'), chip('straight-7')]);
    const [second, afterSecond] = send(settle(outbox));
    expect(second).toEqual({ kind: 'chips', groups: [[chip('straight-7')], [chip('straight-7')]] });
    expect(takeNext(settle(afterSecond))).toBeNull();
  });

  it('an undo takes back the last click still waiting, without a call', () => {
    const [, sending] = send(addChips(EMPTY_OUTBOX, [chip('red')]));
    const waiting = addChips(addChips(sending, [chip('odd')]), [chip('even')]);
    const undone = addUndo(waiting);
    expect(unansweredChips(undone)).toEqual([chip('red'), chip('odd')]);
    // the last waiting click gone, the waiting call goes too
    expect(addUndo(undone).queue).toEqual([]);
  });

  it('an undo takes back a whole rebet or double still waiting', () => {
    const rebet = [chip('red'), chip('dozen-2'), chip('straight-0')];
    const [, sending] = send(addChips(EMPTY_OUTBOX, [chip('black')]));
    const undone = addUndo(addChips(sending, rebet));
    expect(unansweredChips(undone)).toEqual([chip('black')]);
  });

  it('with nothing waiting, an undo goes to the server after the call in flight, in order', () => {
    const [, sending] = send(addChips(EMPTY_OUTBOX, [chip('red')]));
    const outbox = addChips(addUndo(sending), [chip('odd')]);
    expect(outbox.queue).toEqual([{ kind: 'undo' }, { kind: 'chips', groups: [[chip('odd')]] }]);
    const [undo, afterUndo] = send(settle(outbox));
    expect(undo).toEqual({ kind: 'undo' });
    const [chips] = send(settle(afterUndo));
    expect(chips).toEqual({ kind: 'chips', groups: [[chip('odd')]] });
  });

  it('adding no chips (a rebet with no last round) sends nothing', () => {
    expect(addChips(EMPTY_OUTBOX, [])).toBe(EMPTY_OUTBOX);
    expect(takeNext(EMPTY_OUTBOX)).toBeNull();
  });

  it('knows when an undo would take something back', () => {
    expect(hasSomethingToUndo(EMPTY_OUTBOX, 0)).toBe(false);
    expect(hasSomethingToUndo(EMPTY_OUTBOX, 2)).toBe(true);
    expect(hasSomethingToUndo(addChips(EMPTY_OUTBOX, [chip('red')]), 0)).toBe(true);
    // two chips placed, two undos already on their way: nothing more to take back
    expect(hasSomethingToUndo(addUndo(addUndo(EMPTY_OUTBOX)), 2)).toBe(false);
  });
});
