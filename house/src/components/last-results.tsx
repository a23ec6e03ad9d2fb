import { useHouse } from '../house-context';

export interface PastResult {
  id: string;
  text: string;
  isWin: boolean;
}

/** The latest results of this visit, newest first, coloured by win or loss. */
export function LastResults({ results }: { results: readonly PastResult[] }) {
  const { t } = useHouse();
  if (results.length === 0) return null;
  return (
    <ol className="last-results" aria-label={t('lastResults')}>
      {results.map((result) => (
        <li key={result.id} className={result.isWin ? 'is-win' : 'is-loss'}>
          {result.text}
        </li>
      ))}
    </ol>
  );
}
