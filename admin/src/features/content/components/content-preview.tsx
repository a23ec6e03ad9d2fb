import { Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { sanitizeContentHtml } from '../../../../../contract/content-html';

/**
 * The draft as a player will see it: the HTML through the same sanitiser the server applies on
 * save, so what is previewed is what is stored.
 */
export function ContentPreview({
  title,
  summary,
  bodyHtml,
  imageUrl,
  lang,
}: {
  title: string;
  summary: string;
  bodyHtml: string;
  imageUrl: string | null;
  lang: string;
}) {
  const html = useMemo(() => sanitizeContentHtml(bodyHtml), [bodyHtml]);
  const labelId = useId();
  return (
    <section className="preview" aria-labelledby={labelId}>
      <p className="preview__label" id={labelId}>
        <Trans>Vista previa</Trans>
      </p>
      <div lang={lang}>
        {imageUrl && <img src={imageUrl} alt="" className="preview__image" />}
        <h3>{title}</h3>
        {summary && <p className="muted">{summary}</p>}
        <div className="html-content" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}
