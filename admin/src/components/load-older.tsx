import { Trans } from '@lingui/react/macro';

/**
 * The foot of a list read a page at a time by cursor: a button for the older rows while there
 * are more, disabled while they load.
 */
export function LoadOlder({
  hasMore,
  isLoading,
  onLoad,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="actions">
      <button type="button" onClick={onLoad} disabled={isLoading}>
        {isLoading ? <Trans>Cargando…</Trans> : <Trans>Ver más antiguas</Trans>}
      </button>
    </div>
  );
}
