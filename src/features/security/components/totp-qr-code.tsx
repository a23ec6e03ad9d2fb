import { useLingui } from '@lingui/react/macro';
import { QrCode } from '../../../components/qr-code';

/** The otpauth URI as a QR code for the authenticator app. */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  return (
    <QrCode
      text={uri}
      className="security__qr"
      alt={t`Código QR para tu aplicación de autenticación`}
    />
  );
}
