import { useEffect, useState } from 'react';
import type { Call, CallRequest, CallResponse } from '../../../contract/call';
import { callHouse } from '../api';
import type { Problem } from '../problems';

/**
 * The answer to `call`, asked again whenever `version` moves (a list of rounds after each round):
 * null until the first answer; the refusal of the latest ask, if it was refused.
 */
export function useAskedAgain<C extends Call>(call: C, request: CallRequest<C>, version: unknown) {
  const [data, setData] = useState<CallResponse<C> | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void callHouse(call, request).then((answer) => {
      if (!isCurrent) return;
      setProblem(answer.ok ? null : answer.problem);
      if (answer.ok) setData(answer.data);
    });
    return () => {
      isCurrent = false;
    };
  }, [call, request, version]);

  return { data, problem };
}
