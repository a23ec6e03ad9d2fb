import { useHouse } from '../house-context';
import type { Problem } from '../problems';

/** What is wrong with a field, under it (the field points here with aria-describedby). */
export function FieldProblem({ id, problem }: { id: string; problem: Problem | null }) {
  const { describe } = useHouse();
  return (
    <p id={id} className="field-problem" hidden={!problem}>
      {problem ? describe(problem) : ''}
    </p>
  );
}
