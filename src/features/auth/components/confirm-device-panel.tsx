import { Trans } from '@lingui/react/macro';
import { confirmDevice } from '../../../../contract/auth';
import { EmailLinkConfirmation } from '../../../components/email-link-confirmation';
import { requestLogin } from '../../../stores/ui-store';

/** The page of the device confirmation email's link, after too many failed sign-ins. */
export function ConfirmDevicePanel({ token }: { token: string }) {
  return (
    <EmailLinkConfirmation
      call={confirmDevice}
      token={token}
      invalidTokenCode="invalid_device_token"
      title={<Trans>Confirmar este dispositivo</Trans>}
      explanation={
        <Trans>
          Tu cuenta está protegida tras demasiados intentos fallidos de inicio de sesión. Confirma
          que este dispositivo es tuyo para poder iniciar sesión desde él.
        </Trans>
      }
      buttonLabel={<Trans>Confirmar dispositivo</Trans>}
      done={
        <div className="form">
          <p className="alert alert--success" role="status">
            <Trans>Dispositivo confirmado. Ya puedes iniciar sesión desde él.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={requestLogin}>
            <Trans>Iniciar sesión</Trans>
          </button>
        </div>
      }
    />
  );
}
