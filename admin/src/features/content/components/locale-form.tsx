import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { Locale } from '../../../../../contract/constants';
import { FormError } from '../../../components/form-error';
import { errorMessage, fieldErrors } from '../../../lib/error-messages';
import { useRemoveContent, useSaveContent, type ContentDraft } from '../api/content-mutations';
import type { ContentType, SiteContent } from '../api/content-queries';
import { ContentPreview, SlidePreview } from './content-preview';

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };

function draftOf(item: SiteContent | undefined): ContentDraft {
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body_html: item?.body_html ?? '',
    image_url: item?.image_url ?? null,
    mobile_image_url: item?.mobile_image_url ?? null,
    link_url: item?.link_url ?? null,
    link_label: item?.link_label ?? null,
    sort: item?.sort ?? 0,
    published: item?.published ?? true,
  };
}

/** One language of a piece of content: its fields, saved on their own, and its preview. */
export function LocaleForm({
  type,
  slug,
  locale,
  item,
}: {
  type: ContentType;
  slug: string;
  locale: Locale;
  item: SiteContent | undefined;
}) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(item));
  const [notice, setNotice] = useNotice();
  const save = useSaveContent();
  const remove = useRemoveContent();
  const problems = fieldErrors(i18n, save.error);
  const set = <K extends keyof ContentDraft>(key: K, value: ContentDraft[K]) => {
    setNotice(null);
    setDraft((previous) => ({ ...previous, [key]: value }));
  };
  const name = LANGUAGE_NAMES[locale];
  // a slide is its art and the art's text alternative: no summary, no text
  const isSlide = type === 'slider';
  const fieldId = (field: string) => `${slug}-${locale}-${field}`;

  return (
    <div className="locale-form stack">
      <form
        className="stack"
        aria-label={name}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(item ? { id: item.id, ...draft } : { type, slug, locale, ...draft }, {
            onSuccess: () => setNotice((i18n) => i18n._(msg`Guardado`)),
          });
        }}
      >
        <h2 lang={locale}>{name}</h2>
        <div className="field">
          <label htmlFor={fieldId('title')}>
            {isSlide ? (
              <Trans>Título (texto alternativo de la imagen)</Trans>
            ) : (
              <Trans>Título</Trans>
            )}
          </label>
          <input
            id={fieldId('title')}
            value={draft.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            maxLength={200}
            required
          />
          <FormError message={problems.title} />
        </div>
        {!isSlide && (
          <>
            <div className="field">
              <label htmlFor={fieldId('summary')}>
                <Trans>Resumen</Trans>
              </label>
              <textarea
                id={fieldId('summary')}
                value={draft.summary}
                onChange={(event) => set('summary', event.currentTarget.value)}
                maxLength={500}
                rows={2}
              />
            </div>
            <div className="field">
              <label htmlFor={fieldId('body')}>
                <Trans>Texto (HTML)</Trans>
              </label>
              <textarea
                id={fieldId('body')}
                value={draft.body_html}
                onChange={(event) => set('body_html', event.currentTarget.value)}
                rows={10}
                spellCheck={false}
                className="code"
                required
              />
              <FormError message={problems.body_html} />
            </div>
          </>
        )}
        <div className="field">
          <label htmlFor={fieldId('image')}>
            {isSlide ? (
              <Trans>Imagen para pantallas anchas, 1600 × 400 (https:// o /art/…)</Trans>
            ) : (
              <Trans>Imagen (https:// o /art/…)</Trans>
            )}
          </label>
          <input
            id={fieldId('image')}
            value={draft.image_url ?? ''}
            onChange={(event) => set('image_url', event.currentTarget.value.trim() || null)}
            required={isSlide}
          />
          <FormError message={problems.image_url} />
        </div>
        {isSlide && (
          <div className="field">
            <label htmlFor={fieldId('mobile-image')}>
              <Trans>Imagen para móviles, 800 × 350 (vacía: la de pantallas anchas)</Trans>
            </label>
            <input
              id={fieldId('mobile-image')}
              value={draft.mobile_image_url ?? ''}
              onChange={(event) =>
                set('mobile_image_url', event.currentTarget.value.trim() || null)
              }
            />
            <FormError message={problems.mobile_image_url} />
          </div>
        )}
        {isSlide && (
          <div className="field-row">
            <div className="field">
              <label htmlFor={fieldId('link-label')}>
                <Trans>Texto del botón (vacío: sin botón)</Trans>
              </label>
              <input
                id={fieldId('link-label')}
                value={draft.link_label ?? ''}
                maxLength={40}
                onChange={(event) => set('link_label', event.currentTarget.value.trim() || null)}
              />
              <FormError message={problems.link_label} />
            </div>
            <div className="field">
              <label htmlFor={fieldId('link-url')}>
                <Trans>Página que abre el botón (/promotion/…)</Trans>
              </label>
              <input
                id={fieldId('link-url')}
                value={draft.link_url ?? ''}
                onChange={(event) => set('link_url', event.currentTarget.value.trim() || null)}
              />
              <FormError message={problems.link_url} />
            </div>
          </div>
        )}
        <div className="field-row">
          <div className="field">
            <label htmlFor={fieldId('sort')}>
              <Trans>Orden</Trans>
            </label>
            <input
              id={fieldId('sort')}
              type="number"
              step={1}
              value={draft.sort}
              onChange={(event) => set('sort', Number(event.currentTarget.value) || 0)}
            />
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.published}
              onChange={(event) => set('published', event.currentTarget.checked)}
            />
            <Trans>Publicado</Trans>
          </label>
        </div>
        <FormError message={save.error && errorMessage(i18n, save.error)} />
        <p role="status" className="notice">
          {notice?.(i18n)}
        </p>
        <div className="actions">
          {item && (
            <button
              type="button"
              className="danger"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t`¿Eliminar la versión en ${name}?`)) remove.mutate(item.id);
              }}
            >
              <Trans>Eliminar</Trans>
            </button>
          )}
          <button type="submit" className="primary" disabled={save.isPending}>
            {item ? <Trans>Guardar</Trans> : <Trans>Crear</Trans>}
          </button>
        </div>
      </form>
      {isSlide ? (
        <SlidePreview
          title={draft.title}
          imageUrl={draft.image_url}
          mobileImageUrl={draft.mobile_image_url}
          linkLabel={draft.link_label}
          lang={locale}
        />
      ) : (
        <ContentPreview
          title={draft.title}
          summary={draft.summary}
          bodyHtml={draft.body_html}
          imageUrl={draft.image_url}
          lang={locale}
        />
      )}
    </div>
  );
}
