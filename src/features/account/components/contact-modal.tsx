import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { composePhone, splitPhone } from '../../../../contract/phone';
import { contactRequest, playerSendMessage } from '../../../../contract/contact';
import { FormField } from '../../../components/form-field';
import { PhoneFields } from '../../../components/phone-fields';
import { callApi, failureOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { usePlayer } from '../../../lib/player-queries';
import { useFormState } from '../../../lib/use-form-state';
import { showToast } from '../../../stores/ui-store';

/** Contact us: prefilled for a logged-in player; after sending, a confirmation replaces the form. */
export function ContactModal() {
  const { i18n } = useRuntimeLingui();
  const { t } = useLingui();
  const player = usePlayer();
  const form = useFormState();
  const [isSent, setSent] = useState(false);
  const phone = player ? splitPhone(player.phone_number) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const countryPhone = String(data.get('countryPhone') ?? '');
    const phoneNumber = String(data.get('phone_number1') ?? '');
    const input = {
      player_name: String(data.get('player_name') ?? ''),
      email: String(data.get('email') ?? ''),
      countryPhone,
      phone_number1: phoneNumber,
      phone_number: composePhone({ countryPhone, phone_number1: phoneNumber }),
      note: String(data.get('note') ?? ''),
      status: 'pending' as const,
      playerId: player?.id ?? null,
    };
    if (!form.validate(contactRequest, input)) return;
    try {
      await form.submit(() => callApi(playerSendMessage, input));
      setSent(true);
      showToast(
        t({
          id: 'sent_message_notification',
          message: 'Mensaje enviado. Te responderemos en 1-2 días laborables.',
        }),
        'success',
      );
    } catch (error) {
      const failure = failureOf(error);
      showToast(errorMessage(i18n, failure.code, failure.params), 'error');
    }
  };

  if (isSent) {
    return (
      <section className="form">
        <h2>
          <Trans>Contacto</Trans>
        </h2>
        <p role="status">
          <Trans>Gracias por escribirnos. Te responderemos en 1-2 días laborables.</Trans>
        </p>
      </section>
    );
  }

  const noteError = form.fieldError('note');
  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Contacto</Trans>
      </h2>
      <FormField
        name="player_name"
        label={t`Nombre`}
        autoComplete="name"
        defaultValue={player ? `${player.first_name} ${player.last_name}` : ''}
        error={form.fieldError('player_name')}
      />
      <FormField
        name="email"
        label={t`Correo electrónico`}
        type="email"
        autoComplete="email"
        defaultValue={player?.email ?? ''}
        error={form.fieldError('email')}
      />
      <PhoneFields
        defaultDialCode={phone?.countryPhone}
        defaultNumber={phone?.phone_number1}
        error={form.fieldError('phone_number1')}
      />
      <div className="form__field">
        <label htmlFor="contact-note">{t`Mensaje`}</label>
        <textarea
          id="contact-note"
          name="note"
          rows={5}
          aria-invalid={Boolean(noteError)}
          aria-describedby={noteError ? 'note-error' : undefined}
        />
        {noteError && (
          <span id="note-error" className="form__error">
            {noteError}
          </span>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Enviar</Trans>
      </button>
    </form>
  );
}
