import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../lib/copy-text';

/** The recovery codes, shown once after enrolment, with copy and download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const [copyOutcome, setCopyOutcome] = useState<'copied' | 'failed' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = codes.join('\n');

  // the codes replace the enrolment form: the reader is taken to them
  useEffect(() => headingRef.current?.focus(), []);

  const onCopy = async () => setCopyOutcome((await copyText(text)) ? 'copied' : 'failed');
  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="security__recovery" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" ref={headingRef} tabIndex={-1}>
        <Trans>Verificación en dos pasos activada</Trans>
      </h3>
      <p className="alert security__warning">
        <Trans>
          Guarda estos códigos de recuperación en un lugar seguro: no volverán a mostrarse. Cada uno
          sirve una sola vez si pierdes tu aplicación de autenticación.
        </Trans>
      </p>
      <ul className="security__codes" aria-label={t`Códigos de recuperación`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security__actions">
        <button type="button" className="button" onClick={() => void onCopy()}>
          <Trans>Copiar códigos</Trans>
        </button>
        <button type="button" className="button" onClick={onDownload}>
          <Trans>Descargar códigos</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          <Trans>Ya los he guardado</Trans>
        </button>
      </div>
      <p aria-live="polite" className="security__status">
        {copyOutcome === 'copied' && <Trans>Códigos copiados</Trans>}
        {copyOutcome === 'failed' && <Trans>No se pudieron copiar los códigos</Trans>}
      </p>
    </section>
  );
}
