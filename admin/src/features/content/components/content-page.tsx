import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALES, SITE_CONTENT_TYPES } from '../../../../../contract/constants';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { DataTable } from '../../../components/data-table';
import { useStaffSession } from '../../../lib/staff-session';
import { contentQueries, type ContentType } from '../api/content-queries';
import type { ContentGroup } from '../content-groups';
import { LocaleForm } from './locale-form';
import { Field } from '../../../components/field';

const TYPE_NAMES: Record<ContentType, MessageDescriptor> = {
  promotion: msg`Promociones`,
  faq: msg`Preguntas frecuentes`,
  content: msg`Páginas`,
  slider: msg`Carrusel de inicio`,
};

/** Promotions, FAQ, pages and the home slider's slides: the list of a type, and one piece in both languages side by side. */
export function ContentPage({
  type,
  slug,
  onOpen,
}: {
  type: ContentType;
  slug: string | undefined;
  onOpen: (search: { type: ContentType; slug?: string }) => void;
}) {
  const { i18n, t } = useLingui();
  const { data: groups } = useSuspenseQuery(contentQueries.byType(type));
  const canWrite = rolesGrant(useStaffSession()?.staff.roles ?? [], 'content.write');
  const open = groups.find((group) => group.slug === slug);

  return (
    <section className="stack">
      <h1>
        <Trans>Contenido</Trans>
      </h1>
      <div className="tabs" role="group" aria-label={t`Tipo de contenido`}>
        {SITE_CONTENT_TYPES.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === type}
            onClick={() => onOpen({ type: each })}
          >
            {i18n._(TYPE_NAMES[each])}
          </button>
        ))}
      </div>
      {slug && canWrite ? (
        <ContentEditor
          // a new key per piece: the forms start again from what it holds
          key={`${type}/${slug}`}
          type={type}
          slug={slug}
          group={open}
          onBack={() => onOpen({ type })}
        />
      ) : (
        <>
          {canWrite && <NewContentForm onCreate={(newSlug) => onOpen({ type, slug: newSlug })} />}
          <DataTable<ContentGroup>
            caption={i18n._(TYPE_NAMES[type])}
            rows={groups}
            rowKey={(group) => group.slug}
            empty={<Trans>Nada todavía.</Trans>}
            columns={[
              { id: 'slug', header: t`Identificador`, cell: (group) => <code>{group.slug}</code> },
              // a slide is its art: the Spanish (else English) wide art beside its identifier
              ...(type === 'slider'
                ? [
                    {
                      id: 'art',
                      header: t`Imagen`,
                      cell: (group: ContentGroup) => {
                        const art = (group.byLocale.es ?? group.byLocale.en)?.image_url;
                        return art ? <img src={art} alt="" className="slide-thumb" /> : null;
                      },
                    },
                  ]
                : []),
              ...LOCALES.map((locale) => ({
                id: locale,
                header: locale.toUpperCase(),
                cell: (group: ContentGroup) => {
                  const item = group.byLocale[locale];
                  if (!item) return <span className="muted">—</span>;
                  return item.published ? item.title : t`${item.title} (oculto)`;
                },
              })),
              {
                id: 'edit',
                header: t`Acciones`,
                cell: (group) =>
                  canWrite && (
                    <button type="button" onClick={() => onOpen({ type, slug: group.slug })}>
                      <Trans>Editar</Trans>
                      <span className="visually-hidden"> {group.slug}</span>
                    </button>
                  ),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

function ContentEditor({
  type,
  slug,
  group,
  onBack,
}: {
  type: ContentType;
  slug: string;
  group: ContentGroup | undefined;
  onBack: () => void;
}) {
  return (
    <div className="stack">
      <div className="editor-head">
        <button type="button" onClick={onBack}>
          <Trans>Volver a la lista</Trans>
        </button>
        <code>{slug}</code>
      </div>
      <div className="side-by-side">
        {LOCALES.map((locale) => (
          <LocaleForm
            key={`${locale}-${group?.byLocale[locale]?.id ?? 'new'}`}
            type={type}
            slug={slug}
            locale={locale}
            item={group?.byLocale[locale]}
          />
        ))}
      </div>
    </div>
  );
}

/** A new piece starts with its identifier; each language is then created from its form. */
function NewContentForm({ onCreate }: { onCreate: (slug: string) => void }) {
  const [slug, setSlug] = useState('');
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onCreate(slug);
      }}
    >
      <Field label={<Trans>Nuevo: identificador (minúsculas, números y guiones)</Trans>}>
        {(id) => (
          <input
            id={id}
            value={slug}
            onChange={(event) => setSlug(event.currentTarget.value.trim().toLowerCase())}
            pattern="[a-z0-9][a-z0-9\-]{0,79}"
            required
          />
        )}
      </Field>
      <button type="submit">
        <Trans>Crear</Trans>
      </button>
    </form>
  );
}
