import { Trans, useLingui } from '@lingui/react/macro';

/** Previous and next page of a list of `count` rows, `pageSize` a page. */
export function Pager({
  page,
  pageSize,
  count,
  onPage,
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav className="pager" aria-label={t`Páginas`}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Anterior</Trans>
      </button>
      <span>
        <Trans>
          Página {page} de {pages}
        </Trans>
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Siguiente</Trans>
      </button>
    </nav>
  );
}
