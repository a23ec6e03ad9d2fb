import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { composePhone, splitPhone } from '../../../../contract/phone';
import { updateProfile } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { PhoneFields } from '../../../components/phone-fields';
import { callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useIsOnline } from '../../../lib/network';
import { playerQueries } from '../../../lib/player-queries';
import { useFormState } from '../../../lib/use-form-state';
import { showToast } from '../../../stores/ui-store';
import { PushToggle } from './push-toggle';

/** Personal details: username, email, names and birthday read-only; phone and address required. */
export function ProfileModal() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const queryClient = useQueryClient();
  const form = useFormState();
  const isOnline = useIsOnline();
  // the form starts from the server's current profile, not a saved copy (offline: the saved one)
  const profile = useQuery({ ...playerQueries.current(), refetchOnMount: 'always' });
  const player = profile.data;
  if (!player || (isOnline && !profile.isFetchedAfterMount)) return <p aria-busy="true" />;
  const phone = splitPhone(player.phone_number);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const countryPhone = String(data.get('countryPhone') ?? '');
    const phoneNumber = String(data.get('phone_number1') ?? '');
    const input = {
      id: player.id,
      countryPhone,
      phone_number1: phoneNumber,
      phone_number: composePhone({ countryPhone, phone_number1: phoneNumber }),
      address: String(data.get('address') ?? ''),
      postal_code: String(data.get('postal_code') ?? ''),
      city: String(data.get('city') ?? ''),
    };
    if (!form.validate(updateProfile.request, input)) return;
    try {
      const answer = await form.submit(() => callApi(updateProfile, input));
      queryClient.setQueryData(playerQueries.current().queryKey, answer.player);
      showToast(t({ id: 'profile_updated', message: 'Datos actualizados' }), 'success');
    } catch {
      showToast(errorMessage(i18n, 'action_failed'), 'error');
    }
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Datos personales</Trans>
      </h2>
      <PushToggle />
      <FormField name="username" label={t`Usuario`} defaultValue={player.username} readOnly />
      <FormField name="email" label={t`Correo electrónico`} defaultValue={player.email} readOnly />
      <FormField name="first_name" label={t`Nombre`} defaultValue={player.first_name} readOnly />
      <FormField name="last_name" label={t`Apellidos`} defaultValue={player.last_name} readOnly />
      <FormField
        name="birthday"
        label={t`Fecha de nacimiento`}
        defaultValue={player.birthday ?? ''}
        readOnly
      />
      <PhoneFields
        defaultDialCode={phone.countryPhone}
        defaultNumber={phone.phone_number1}
        error={form.fieldError('phone_number1')}
      />
      <FormField
        name="address"
        label={t`Dirección`}
        autoComplete="street-address"
        defaultValue={player.address}
        error={form.fieldError('address')}
      />
      <FormField
        name="postal_code"
        label={t`Código postal`}
        autoComplete="postal-code"
        defaultValue={player.postal_code}
        error={form.fieldError('postal_code')}
      />
      <FormField
        name="city"
        label={t`Ciudad`}
        autoComplete="address-level2"
        defaultValue={player.city}
        error={form.fieldError('city')}
      />
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Guardar</Trans>
      </button>
    </form>
  );
}
