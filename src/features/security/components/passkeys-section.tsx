import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { passkeyName } from '../../../../contract/passkeys';
import { totpCode, type PasskeyView } from '../../../../contract/security';
import { FormField } from '../../../components/form-field';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { canUsePasskeys, passkeyStepUpToken } from '../../../lib/passkeys';
import { useFormState } from '../../../lib/use-form-state';
import { useCreatePasskey, useRemovePasskey, useRenamePasskey } from '../api/passkey-queries';
import { securityQueries } from '../api/security-queries';

type Step = { name: 'list' } | { name: 'adding' } | { name: 'renaming' | 'removing'; id: string };

/**
 * The player's passkeys: each with its name, when it was added and last used, rename and remove
 * (asked first; with two-factor on, confirmed with a passkey or a code); and adding one, named.
 */
export function PasskeysSection() {
  const status = useQuery(securityQueries.status());
  const [step, setStep] = useState<Step>({ name: 'list' });
  const [outcome, setOutcome] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const passkeys = status.data?.passkeys ?? [];
  const hasTwoFactor = status.data?.twoFactor.enabled ?? false;
  const isSupported = canUsePasskeys();

  // a form or confirmation closed: the focus returns to the section, the outcome is announced
  const backToList = (message: string | null) => {
    setOutcome(message);
    setStep({ name: 'list' });
    headingRef.current?.focus();
  };

  return (
    <section className="security__section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" ref={headingRef} tabIndex={-1}>
        <Trans>Llaves de acceso</Trans>
      </h2>
      <p>
        <Trans>
          Entra sin contraseña y confirma tus retiros con la huella, la cara o el PIN de tu
          dispositivo. Una llave de acceso no se puede adivinar ni usar en una web falsa.
        </Trans>
      </p>
      {!isSupported && (
        <p className="alert" data-testid="passkeys-unsupported">
          <Trans>Este navegador no admite llaves de acceso.</Trans>
        </p>
      )}
      {status.data && passkeys.length === 0 && (
        <p data-testid="passkeys-empty">
          <Trans>Todavía no tienes ninguna llave de acceso.</Trans>
        </p>
      )}
      {passkeys.length > 0 && (
        <ul className="security__sessions" aria-labelledby="passkeys-title">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="security__session" data-testid="passkey">
              <PasskeyDetails passkey={passkey} />
              {step.name === 'renaming' && step.id === passkey.id ? (
                <RenameForm
                  passkey={passkey}
                  onDone={() => backToList(null)}
                  onCancel={() => backToList(null)}
                />
              ) : step.name === 'removing' && step.id === passkey.id ? (
                <RemoveConfirmation
                  passkey={passkey}
                  hasTwoFactor={hasTwoFactor}
                  onDone={(message) => backToList(message)}
                  onCancel={() => backToList(null)}
                />
              ) : (
                <div className="security__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-describedby={`passkey-${passkey.id}`}
                    onClick={() => setStep({ name: 'renaming', id: passkey.id })}
                  >
                    <Trans>Cambiar nombre</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-describedby={`passkey-${passkey.id}`}
                    onClick={() => setStep({ name: 'removing', id: passkey.id })}
                  >
                    <Trans>Eliminar</Trans>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {step.name === 'adding' ? (
        <AddPasskeyForm
          onDone={(message) => backToList(message)}
          onCancel={() => backToList(null)}
        />
      ) : (
        isSupported && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setOutcome(null);
              setStep({ name: 'adding' });
            }}
          >
            <Trans>Añadir una llave de acceso</Trans>
          </button>
        )
      )}
      <p aria-live="polite" className="security__status" data-testid="passkeys-outcome">
        {outcome}
      </p>
    </section>
  );
}

function PasskeyDetails({ passkey }: { passkey: PasskeyView }) {
  return (
    <div id={`passkey-${passkey.id}`}>
      <strong className="security__passkey-name">{passkey.name}</strong>
      <dl className="security__session-details">
        <dt>
          <Trans>Añadida</Trans>
        </dt>
        <dd>{formatDateTime(passkey.createdAt)}</dd>
        <dt>
          <Trans>Último uso</Trans>
        </dt>
        <dd>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : <Trans>Nunca</Trans>}</dd>
      </dl>
    </div>
  );
}

const nameRequest = v.object({ name: passkeyName });

/**
 * Moves the focus to the first field or button of what just opened (the `autofocus` attribute
 * works for a page's first one only, not for a form shown later).
 */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, []);
  return ref;
}

/** Names the new passkey, then the browser asks the player to create it. */
function AddPasskeyForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const create = useCreatePasskey();
  return (
    <PasskeyNameForm
      title={<Trans>Nueva llave de acceso</Trans>}
      label={t`Nombre (para reconocerla, p. ej. «Mi teléfono»)`}
      submitLabel={<Trans>Crear la llave de acceso</Trans>}
      save={async (name) => {
        const passkey = await create.mutateAsync(name);
        onDone(t`Llave de acceso «${passkey.name}» añadida`);
      }}
      onCancel={onCancel}
    />
  );
}

function RenameForm({
  passkey,
  onDone,
  onCancel,
}: {
  passkey: PasskeyView;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const rename = useRenamePasskey();
  return (
    <PasskeyNameForm
      label={t`Nuevo nombre`}
      defaultName={passkey.name}
      submitLabel={<Trans>Guardar</Trans>}
      save={async (name) => {
        await rename.mutateAsync({ id: passkey.id, name });
        onDone();
      }}
      onCancel={onCancel}
    />
  );
}

/** A passkey's name, checked as the server will, then handed to `save` trimmed. */
function PasskeyNameForm({
  title,
  label,
  defaultName,
  submitLabel,
  save,
  onCancel,
}: {
  title?: ReactNode;
  label: string;
  defaultName?: string;
  submitLabel: ReactNode;
  save: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { i18n } = useI18n();
  const form = useFormState();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useFocusOnOpen<HTMLFormElement>();
  const titleId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { name: String(new FormData(event.currentTarget).get('name') ?? '') };
    setFailure(null);
    if (!form.validate(nameRequest, input)) return;
    try {
      await form.submit(() => save(input.name.trim()));
    } catch (error) {
      setFailure(failureMessage(i18n, error));
    }
  };

  return (
    <form
      ref={formRef}
      className="security__form"
      aria-labelledby={title ? titleId : undefined}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {title && <h3 id={titleId}>{title}</h3>}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <FormField
        name="name"
        label={label}
        defaultValue={defaultName}
        autoComplete="off"
        maxLength={60}
        error={form.fieldError('name')}
        required
      />
      <div className="security__actions">
        <button type="submit" className="button button--primary" disabled={form.isSending}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </form>
  );
}

const codeRequest = v.object({ totp: totpCode });

/**
 * Asks before removing. With two-factor on the removal is a security change: it is confirmed with
 * a passkey (any of the player's, this one too) or a code of the authenticator app.
 */
function RemoveConfirmation({
  passkey,
  hasTwoFactor,
  onDone,
  onCancel,
}: {
  passkey: PasskeyView;
  hasTwoFactor: boolean;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const form = useFormState();
  const remove = useRemovePasskey();
  const [failure, setFailure] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  // the confirmation's first button takes the focus, so the question is read with it
  const groupRef = useFocusOnOpen<HTMLDivElement>();
  const question = t`¿Eliminar la llave de acceso «${passkey.name}»?`;
  const done = t`Llave de acceso «${passkey.name}» eliminada`;

  const run = async (proof: () => Promise<{ step_up_token?: string; totp?: string }>) => {
    setFailure(null);
    setConfirming(true);
    try {
      await remove.mutateAsync({ id: passkey.id, ...(await proof()) });
      onDone(done);
    } catch (error) {
      setFailure(failureMessage(i18n, error));
    } finally {
      setConfirming(false);
    }
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { totp: String(new FormData(event.currentTarget).get('totp') ?? '').trim() };
    if (!form.validate(codeRequest, input)) return;
    void run(() => Promise.resolve(input));
  };

  return (
    <div ref={groupRef} role="group" aria-label={question} className="security__confirm">
      <p role="status">{question}</p>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      {hasTwoFactor ? (
        <>
          <p>
            <Trans>
              Con la verificación en dos pasos activada, confírmalo con una llave de acceso o con un
              código de tu aplicación.
            </Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={isConfirming}
            onClick={() => void run(async () => ({ step_up_token: await passkeyStepUpToken() }))}
          >
            <Trans>Confirmar con una llave de acceso</Trans>
          </button>
          <form className="security__form" onSubmit={onCode} noValidate>
            <OneTimeCodeField
              name="totp"
              label={t`Código de verificación (6 dígitos)`}
              error={form.fieldError('totp')}
            />
            <div className="security__actions">
              <button type="submit" className="button" disabled={isConfirming}>
                <Trans>Eliminar con el código</Trans>
              </button>
            </div>
          </form>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={isConfirming}
          onClick={() => void run(() => Promise.resolve({}))}
        >
          <Trans>Sí, eliminar</Trans>
        </button>
      )}
      <button type="button" className="button" onClick={onCancel}>
        <Trans>Cancelar</Trans>
      </button>
    </div>
  );
}
