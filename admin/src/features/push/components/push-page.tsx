import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALES, type Locale } from '../../../../../contract/constants';
import type { ErrorCode } from '../../../../../contract/errors';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { pushQueries } from '../api/push-queries';
import {
  broadcastRequestOf,
  EMPTY_PUSH_DRAFT,
  type BroadcastRequest,
  type PushDraft,
} from '../push-draft';
import { ConfirmBroadcastDialog } from './confirm-broadcast-dialog';
import { NotificationPreview } from './notification-preview';
import { PushAudience } from './push-audience';
import '../push.css';

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };

/** A promotion pushed to every player who agreed to offers: texts in both languages, previewed, confirmed. */
export function PushPage() {
  const { i18n } = useLingui();
  const audience = useQuery(pushQueries.audience());
  const [draft, setDraft] = useState<PushDraft>(EMPTY_PUSH_DRAFT);
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const [confirming, setConfirming] = useState<BroadcastRequest | null>(null);
  const [notice, setNotice] = useNotice();
  const problem = (field: string) => {
    const code = errors[field];
    return code ? messageOfCode(i18n, code) : null;
  };
  const setText = (part: 'title' | 'body', locale: Locale, value: string) => {
    setNotice(null);
    setDraft((previous) => ({ ...previous, [part]: { ...previous[part], [locale]: value } }));
  };

  return (
    <section className="stack">
      <h1>
        <Trans>Notificaciones</Trans>
      </h1>
      <section className="stack card" aria-labelledby="push-audience-heading">
        <div className="page-heading">
          <h2 id="push-audience-heading">
            <Trans>Audiencia</Trans>
          </h2>
          <button type="button" onClick={() => void audience.refetch()}>
            <Trans>Actualizar</Trans>
          </button>
        </div>
        <p className="hint">
          <Trans>
            Jugadores que aceptan noticias y ofertas, con al menos un dispositivo suscrito.
          </Trans>
        </p>
        {audience.data && <PushAudience audience={audience.data} />}
        <FormError message={audience.error && errorMessage(i18n, audience.error)} />
      </section>
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <form
        className="stack"
        aria-labelledby="push-form-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const result = broadcastRequestOf(draft);
          if ('errors' in result) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          setConfirming(result.request);
        }}
      >
        <h2 id="push-form-heading">
          <Trans>Nueva promoción</Trans>
        </h2>
        <div className="side-by-side">
          {LOCALES.map((locale) => {
            const language = LANGUAGE_NAMES[locale];
            return (
              <fieldset key={locale} className="stack push-locale" lang={locale}>
                <legend>{language}</legend>
                <Field label={<Trans>Título ({language})</Trans>}>
                  {(id) => (
                    <>
                      <input
                        id={id}
                        value={draft.title[locale]}
                        onChange={(event) => setText('title', locale, event.currentTarget.value)}
                        maxLength={100}
                        required
                      />
                      <FormError message={problem(`title.${locale}`)} />
                    </>
                  )}
                </Field>
                <Field label={<Trans>Texto ({language})</Trans>}>
                  {(id) => (
                    <>
                      <textarea
                        id={id}
                        value={draft.body[locale]}
                        onChange={(event) => setText('body', locale, event.currentTarget.value)}
                        maxLength={300}
                        rows={3}
                        required
                      />
                      <FormError message={problem(`body.${locale}`)} />
                    </>
                  )}
                </Field>
                <NotificationPreview
                  locale={locale}
                  title={draft.title[locale]}
                  body={draft.body[locale]}
                  url={draft.url}
                  languageName={language}
                />
              </fieldset>
            );
          })}
        </div>
        <Field label={<Trans>Página que abre (opcional; por defecto, las promociones)</Trans>}>
          {(id) => (
            <>
              <input
                id={id}
                value={draft.url}
                onChange={(event) => {
                  const url = event.currentTarget.value;
                  setDraft((previous) => ({ ...previous, url }));
                }}
                placeholder="/promotion/3"
                spellCheck={false}
              />
              <FormError message={problem('url')} />
            </>
          )}
        </Field>
        <div className="actions">
          <button type="submit" className="primary">
            <Trans>Revisar y enviar</Trans>
          </button>
        </div>
      </form>
      {confirming && (
        <ConfirmBroadcastDialog
          request={confirming}
          audience={audience.data}
          onClose={(message) => {
            setConfirming(null);
            if (!message) return;
            setNotice(message);
            setDraft(EMPTY_PUSH_DRAFT);
          }}
        />
      )}
    </section>
  );
}
