import { useEffect, useState } from 'react';
import { QR_CODE_OPTIONS } from '../../contract/constants';

/**
 * `text` as a QR code image, drawn by `qrcode` (loaded with the screen that shows one, not with
 * the app); its box keeps its size while the image is drawn, so nothing below it moves.
 */
export function QrCode({ text, alt, className }: { text: string; alt: string; className: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, { width: QR_CODE_OPTIONS.width, margin: QR_CODE_OPTIONS.margin }),
      )
      .then((url) => isCurrent && setImage(url))
      .catch((error: unknown) => console.error('QR code not drawn', error));
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return (
    <div
      className={className}
      style={{ width: QR_CODE_OPTIONS.width, height: QR_CODE_OPTIONS.width }}
    >
      {image && (
        <img src={image} width={QR_CODE_OPTIONS.width} height={QR_CODE_OPTIONS.width} alt={alt} />
      )}
    </div>
  );
}
