// The live table as the screen shows it: asked once, kept current by the room's events, asked
// again after a reconnection; with the server clock's estimate and the player's balance.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { liveTableState, type LiveTable } from '../../../contract/house-page/live-tables';
import { callHouse } from '../api';
import type { HouseSession } from '../launch';
import type { Problem } from '../problems';
import { createLiveSocket, watchTable } from './live-socket';
import { addSample, estimateOffset, type ClockSample } from './server-clock';
import { initialTableState, tableReducer, type TableAction, type TableState } from './table-state';

/** Clock samples: a few quick ones at the start, then one now and then to follow a drift. */
const FIRST_SAMPLES = 5;
const FIRST_SAMPLE_GAP_MS = 400;
const SAMPLE_EVERY_MS = 20_000;

type Loaded = { table: LiveTable; balance: number; sample: ClockSample };

/** Asks the table's state, timing the request for the clock estimate. */
async function loadTable(session: HouseSession): Promise<Loaded | Problem> {
  const sentAt = Date.now();
  const answer = await callHouse(liveTableState, session);
  const receivedAt = Date.now();
  if (!answer.ok) return answer.problem;
  const { table, balance } = answer.data;
  return { table, balance, sample: { sentAt, receivedAt, serverTime: table.serverTime } };
}

const isProblem = (value: Loaded | Problem): value is Problem => 'code' in value;

// a reducer that starts empty: the first answer fills it
function reduce(state: TableState | null, action: TableAction): TableState | null {
  if (action.type === 'loaded' && !state) return initialTableState(action.table, action.receivedAt);
  return state ? tableReducer(state, action) : state;
}

export function useLiveTable(session: HouseSession, initialBalance: number) {
  const [state, dispatch] = useReducer(reduce, null);
  const [balance, setBalance] = useState(initialBalance);
  const [samples, setSamples] = useState<ClockSample[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isConnected, setConnected] = useState(true);
  // made once, connected while the screen is open (the chat shares it)
  const [socket] = useState<Socket>(createLiveSocket);
  const isMounted = useRef(true);

  /** Shows an answer of `live/state`: its state replaces what events built (unless `onlyClock`). */
  const show = useCallback((loaded: Loaded | Problem, onlyClock: boolean) => {
    if (!isMounted.current) return;
    if (isProblem(loaded)) {
      if (!onlyClock) setProblem(loaded);
      return;
    }
    setProblem(null);
    setSamples((current) => addSample(current, loaded.sample));
    setBalance(loaded.balance);
    if (!onlyClock)
      dispatch({ type: 'loaded', table: loaded.table, receivedAt: loaded.sample.receivedAt });
  }, []);

  /** Asks the table again (after a reconnection, or when the balance may have moved). */
  const reload = useCallback(
    (onlyClock = false) => loadTable(session).then((loaded) => show(loaded, onlyClock)),
    [session, show],
  );

  useEffect(() => {
    isMounted.current = true;
    void loadTable(session).then((loaded) => show(loaded, false));
    let sampled = 1;
    let timer: ReturnType<typeof setTimeout>;
    const sampleClock = () => {
      void loadTable(session).then((loaded) => show(loaded, true));
      sampled += 1;
      timer = setTimeout(
        sampleClock,
        sampled < FIRST_SAMPLES ? FIRST_SAMPLE_GAP_MS : SAMPLE_EVERY_MS,
      );
    };
    timer = setTimeout(sampleClock, FIRST_SAMPLE_GAP_MS);
    return () => {
      isMounted.current = false;
      clearTimeout(timer);
    };
  }, [session, show]);

  useEffect(() => {
    return watchTable(socket, session.game, {
      onRound: (data) => dispatch({ type: 'round', receivedAt: Date.now(), ...data }),
      onTick: (data) => dispatch({ type: 'tick', receivedAt: Date.now(), ...data }),
      onBets: (data) => dispatch({ type: 'bets', ...data }),
      onReconnect: () => void reload(),
      onConnectionChange: setConnected,
    });
  }, [socket, session.game, reload]);

  return {
    state,
    dispatch,
    /** server time − local time (ms), the median of the samples */
    offset: estimateOffset(samples),
    balance,
    setBalance,
    problem,
    isConnected,
    socket,
    reload,
  };
}

export type LiveTableConnection = ReturnType<typeof useLiveTable>;
