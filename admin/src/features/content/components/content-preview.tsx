import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * A slide as the home slider draws it: the art fills a 25rem-high band, cropped from the left
 * (as `src/features/layout/components/home-slider.css` does), on a wide screen and on a phone;
 * the title is the image's text alternative, read by screen readers.
 */
export function SlidePreview({
  title,
  imageUrl,
  mobileImageUrl,
  linkLabel,
  lang,
}: {
  title: string;
  imageUrl: string | null;
  mobileImageUrl: string | null;
  /** the call to action's words, drawn as the player's slider draws its button */
  linkLabel: string | null;
  lang: string;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const frames = [
    { key: 'wide', name: t`Pantalla ancha`, src: imageUrl },
    { key: 'phone', name: t`Móvil`, src: mobileImageUrl ?? imageUrl },
  ];
  return (
    <section className="preview" aria-labelledby={labelId}>
      <p className="preview__label" id={labelId}>
        <Trans>Vista previa</Trans>
      </p>
      <div className="slide-previews" lang={lang}>
        {frames.map((frame) => (
          <figure key={frame.key} className={`slide-preview slide-preview--${frame.key}`}>
            <div className="slide-preview__band">
              {frame.src && <img src={frame.src} alt={title} />}
              {linkLabel && (
                <span className="slide-preview__action" aria-hidden="true">
                  {linkLabel}
                </span>
              )}
            </div>
            <figcaption className="muted">{frame.name}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
