import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { ErrorCode } from '../../../../../contract/errors';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { isFailure } from '../../../lib/api-client';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { useMuteChatPlayer, useUnmuteChatPlayer } from '../api/live-chat-mutations';
import { muteRequestOf, MUTE_DURATIONS } from '../chat-mute';

/**
 * Mutes a player in every live table's chat, by username, for a while and with a reason kept in
 * the audit log; or lets them write again. There is no operator call that reads the chat, so the
 * player is named as a report or the Players area gives them.
 */
export function ChatMuteForm() {
  const { i18n, t } = useLingui();
  const [username, setUsername] = useState('');
  const [minutes, setMinutes] = useState(MUTE_DURATIONS[1]?.minutes ?? 60);
  const [reason, setReason] = useState('');
  const [hideMessages, setHideMessages] = useState(false);
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const [notice, setNotice] = useNotice();
  const mute = useMuteChatPlayer();
  const unmute = useUnmuteChatPlayer();
  const isPending = mute.isPending || unmute.isPending;
  const failure = mute.error ?? unmute.error;
  const problem = (field: string) => {
    const code = errors[field];
    return code ? messageOfCode(i18n, code) : null;
  };
  const start = () => {
    setNotice(null);
    mute.reset();
    unmute.reset();
  };

  return (
    <section className="stack card" aria-labelledby="chat-mute-heading">
      <h2 id="chat-mute-heading">
        <Trans>Silenciar en el chat</Trans>
      </h2>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isPending) return;
          start();
          const result = muteRequestOf({ username, minutes, reason, hideMessages });
          if ('errors' in result) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          const { request } = result;
          const name = request.username;
          mute.mutate(request, {
            onSuccess: ({ mutedUntil, hiddenMessages }) => {
              setNotice((i18n) => {
                const until = formatDateTime(mutedUntil, i18n.locale);
                return i18n._(
                  msg`${name} silenciado hasta ${until}; mensajes ocultados: ${hiddenMessages}`,
                );
              });
              setReason('');
            },
          });
        }}
      >
        <div className="field-row">
          <Field label={<Trans>Usuario del jugador</Trans>}>
            {(id) => (
              <>
                <input
                  id={id}
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={100}
                  required
                />
                <FormError message={problem('username')} />
              </>
            )}
          </Field>
          <Field label={<Trans>Durante</Trans>}>
            {(id) => (
              <select
                id={id}
                value={minutes}
                onChange={(event) => setMinutes(Number(event.currentTarget.value))}
              >
                {MUTE_DURATIONS.map((duration) => (
                  <option key={duration.minutes} value={duration.minutes}>
                    {i18n._(duration.label)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={<Trans>Motivo</Trans>}>
          {(id) => (
            <>
              <textarea
                id={id}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={500}
                rows={2}
                required
              />
              <FormError message={problem('reason')} />
            </>
          )}
        </Field>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={hideMessages}
            onChange={(event) => setHideMessages(event.currentTarget.checked)}
          />
          <Trans>Ocultar también sus mensajes de las últimas 24 horas</Trans>
        </label>
        <FormError
          message={
            failure &&
            (isFailure(failure, 'not_found')
              ? t`No hay ningún jugador con ese usuario`
              : errorMessage(i18n, failure))
          }
        />
        <p role="status" className="notice">
          {notice?.(i18n)}
        </p>
        <div className="actions">
          <button
            type="button"
            disabled={isPending}
            onClick={() => {
              start();
              const name = username.trim();
              setErrors(name ? {} : { username: 'field_required' });
              if (!name) return;
              unmute.mutate(name, {
                onSuccess: ({ wasMuted }) =>
                  setNotice((i18n) =>
                    i18n._(
                      wasMuted
                        ? msg`${name} puede volver a escribir`
                        : msg`${name} no estaba silenciado`,
                    ),
                  ),
              });
            }}
          >
            <Trans>Quitar el silencio</Trans>
          </button>
          <button type="submit" className="danger" disabled={isPending}>
            <Trans>Silenciar</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
