import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { recoveryCode } from '../../../../contract/security';
import { FormField } from '../../../components/form-field';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { passkeyStepUpToken } from '../../../lib/passkeys';
import { useFormState } from '../../../lib/use-form-state';
import { securityQueries, useTotpBegin, useTotpDisable } from '../api/security-queries';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

type Step =
  | { name: 'status' }
  | { name: 'enrolling'; secret: string; otpauthUri: string }
  | { name: 'recovery-codes'; codes: string[] }
  | { name: 'disabling' };

/** Two-factor: its state, turning it on (enrolment, recovery codes) and off (with a code). */
export function TwoFactorSection() {
  const { i18n } = useLingui();
  const status = useQuery(securityQueries.status());
  const begin = useTotpBegin();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [outcome, setOutcome] = useState<string | null>(null);
  const twoFactor = status.data?.twoFactor;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasLeftStatus = useRef(false);

  // back from a step (its form or the codes are gone): the focus returns to the section
  useEffect(() => {
    if (step.name !== 'status') hasLeftStatus.current = true;
    else if (hasLeftStatus.current) headingRef.current?.focus();
  }, [step.name]);

  const onBegin = async () => {
    setOutcome(null);
    try {
      const answer = await begin.mutateAsync();
      setStep({ name: 'enrolling', secret: answer.secret, otpauthUri: answer.otpauthUri });
    } catch (error) {
      setOutcome(failureMessage(i18n, error));
    }
  };

  return (
    <section className="security__section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" ref={headingRef} tabIndex={-1}>
        <Trans>Verificación en dos pasos</Trans>
      </h2>
      {twoFactor && step.name === 'status' && (
        <>
          <p data-testid="two-factor-status">
            {twoFactor.enabled ? (
              <Trans>
                Activada desde el {formatDateTime(twoFactor.enabledAt ?? '')}. Códigos de
                recuperación sin usar: {twoFactor.recoveryCodesLeft}.
              </Trans>
            ) : (
              <Trans>
                Desactivada. Actívala para que una contraseña robada no baste para entrar en tu
                cuenta ni para retirar tu dinero.
              </Trans>
            )}
          </p>
          {twoFactor.enabled ? (
            <button type="button" className="button" onClick={() => setStep({ name: 'disabling' })}>
              <Trans>Desactivar</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={begin.isPending}
              onClick={() => void onBegin()}
            >
              <Trans>Activar</Trans>
            </button>
          )}
        </>
      )}
      {step.name === 'enrolling' && (
        <TotpEnrolment
          secret={step.secret}
          otpauthUri={step.otpauthUri}
          onEnabled={(codes) => setStep({ name: 'recovery-codes', codes })}
          onCancel={() => setStep({ name: 'status' })}
        />
      )}
      {step.name === 'recovery-codes' && (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ name: 'status' })} />
      )}
      {step.name === 'disabling' && (
        <TotpDisableForm
          onDone={(message) => {
            setOutcome(message);
            setStep({ name: 'status' });
          }}
          onCancel={() => setStep({ name: 'status' })}
        />
      )}
      <p aria-live="polite" className="security__status">
        {outcome}
      </p>
    </section>
  );
}

const codeRequest = v.object({ code: recoveryCode });

/** Turning two-factor off asks a code of the app or a recovery code, or one of the passkeys. */
function TotpDisableForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const form = useFormState();
  const disable = useTotpDisable();
  const [failure, setFailure] = useState<string | null>(null);
  const hasPasskeys = (useQuery(securityQueries.status()).data?.passkeys.length ?? 0) > 0;

  const onPasskey = async () => {
    setFailure(null);
    try {
      await form.submit(async () =>
        disable.mutateAsync({ step_up_token: await passkeyStepUpToken() }),
      );
      onDone(t`Verificación en dos pasos desactivada`);
    } catch (error) {
      setFailure(failureMessage(i18n, error));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { code: String(new FormData(event.currentTarget).get('code') ?? '') };
    setFailure(null);
    if (!form.validate(codeRequest, input)) return;
    try {
      await form.submit(() => disable.mutateAsync(input.code.trim()));
      onDone(t`Verificación en dos pasos desactivada`);
    } catch (error) {
      setFailure(failureMessage(i18n, error));
    }
  };

  return (
    <form className="security__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <FormField
        name="code"
        label={t`Código de la aplicación o de recuperación`}
        autoComplete="one-time-code"
        error={form.fieldError('code')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the reader's request
        autoFocus
        required
      />
      <div className="security__actions">
        <button type="submit" className="button button--primary" disabled={form.isSending}>
          <Trans>Desactivar</Trans>
        </button>
        {hasPasskeys && (
          <button
            type="button"
            className="button"
            disabled={form.isSending}
            onClick={() => void onPasskey()}
          >
            <Trans>Desactivar con una llave de acceso</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </form>
  );
}
