import { Trans } from '@lingui/react/macro';
import { confirmWithdrawalAddress } from '../../../../contract/withdrawal-addresses';
import { EmailLinkConfirmation } from '../../../components/email-link-confirmation';

/** The page of a new withdrawal address's email. */
export function ConfirmAddressPanel({ token }: { token: string }) {
  return (
    <EmailLinkConfirmation
      call={confirmWithdrawalAddress}
      token={token}
      invalidTokenCode="invalid_address_token"
      title={<Trans>Confirmar la dirección de retiro</Trans>}
      explanation={
        <Trans>
          Confirma solo si tú has guardado esta dirección en tu cuenta. Si no has sido tú, no la
          confirmes: cambia tu contraseña y elimina la dirección en Seguridad.
        </Trans>
      }
      buttonLabel={<Trans>Confirmar dirección</Trans>}
      done={
        <p className="alert alert--success" role="status">
          <Trans>
            Dirección confirmada. Podrás retirar a ella cuando termine su periodo de espera; lo ves
            en Seguridad, en tu cuenta.
          </Trans>
        </p>
      }
    />
  );
}
