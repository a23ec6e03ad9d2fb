import { useEffect, useRef, useState } from 'react';
import type { Call, CallRequest, CallResponse } from '../../../contract/call';
import { callHouse } from '../api';
import type { Problem } from '../problems';

/**
 * The answer to `call`, asked again whenever `version` moves (a list of rounds after each round):
 * null until the first answer; the refusal of the latest ask, if it was refused. One ask at a
 * time: a move during an ask asks once more when it is answered, so rounds coming faster than
 * the answers (autobet) still show, and the server is asked no more than it can answer.
 */
export function useAskedAgain<C extends Call>(call: C, request: CallRequest<C>, version: unknown) {
  const [data, setData] = useState<CallResponse<C> | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const latest = useRef({ call, request });
  const flow = useRef({ isAsking: false, isWanted: false, isMounted: true });

  useEffect(() => {
    const state = flow.current;
    state.isMounted = true;
    return () => {
      state.isMounted = false;
    };
  }, []);

  useEffect(() => {
    latest.current = { call, request };
    const state = flow.current;
    if (state.isAsking) {
      state.isWanted = true;
      return;
    }
    const ask = () => {
      state.isAsking = true;
      state.isWanted = false;
      void callHouse(latest.current.call, latest.current.request).then((answer) => {
        state.isAsking = false;
        if (!state.isMounted) return;
        setProblem(answer.ok ? null : answer.problem);
        if (answer.ok) setData(answer.data as CallResponse<C>);
        if (state.isWanted) ask();
      });
    };
    ask();
  }, [call, request, version]);

  return { data, problem };
}
