import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { downloadCsv } from '../lib/download-csv';
import { errorMessage } from '../lib/error-messages';
import { FormError } from './form-error';

/** A page heading's button that asks the server for a CSV and saves it; a refusal in words. */
export function CsvDownloadButton({
  children,
  fetchCsv,
}: {
  children: ReactNode;
  fetchCsv: () => Promise<{ csv: string; filename: string }>;
}) {
  const { i18n } = useLingui();
  const download = useMutation({
    mutationFn: fetchCsv,
    onSuccess: ({ csv, filename }) => downloadCsv(csv, filename),
  });
  return (
    <div className="page-heading__actions">
      <button type="button" disabled={download.isPending} onClick={() => download.mutate()}>
        {children}
      </button>
      <FormError message={download.error && errorMessage(i18n, download.error)} />
    </div>
  );
}
