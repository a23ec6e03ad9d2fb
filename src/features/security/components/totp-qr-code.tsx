import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { QR_CODE_OPTIONS } from '../../../../contract/constants';

/** The otpauth URI as a QR code for the authenticator app, drawn by `qrcode` (loaded here). */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(uri, { width: QR_CODE_OPTIONS.width, margin: QR_CODE_OPTIONS.margin }),
      )
      .then((url) => isCurrent && setImage(url))
      .catch((error: unknown) => console.error('QR code not drawn', error));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <div
      className="security__qr"
      style={{ width: QR_CODE_OPTIONS.width, height: QR_CODE_OPTIONS.width }}
    >
      {image && (
        <img
          src={image}
          width={QR_CODE_OPTIONS.width}
          height={QR_CODE_OPTIONS.width}
          alt={t`Código QR para tu aplicación de autenticación`}
        />
      )}
    </div>
  );
}
