import { useHouse } from '../house-context';
import type { Problem } from '../problems';

/** Why the server refused the last action, read out as soon as it appears. */
export function Refusal({ problem }: { problem: Problem | null }) {
  const { describe } = useHouse();
  return (
    <p role="alert" className="refusal">
      {problem ? describe(problem) : ''}
    </p>
  );
}
