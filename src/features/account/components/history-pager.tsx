import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * Previous and next page of a history table, with "page x of y" between them. When the list
 * shrinks under the page shown (e.g. rows reversed on the last page), it moves to the last page.
 */
export function HistoryPager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  useEffect(() => {
    if (page > pageCount) onPageChange(pageCount);
  }, [page, pageCount, onPageChange]);
  return (
    <nav className="history__pager" aria-label={t`Paginación`}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Trans>Anterior</Trans>
      </button>
      <p className="history__page" aria-live="polite">
        <Trans>
          Página {page} de {pageCount}
        </Trans>
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <Trans>Siguiente</Trans>
      </button>
    </nav>
  );
}
