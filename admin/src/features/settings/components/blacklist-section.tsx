import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useId, useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { useChangeBlacklist } from '../api/settings-mutations';
import { normaliseEntry, type BlacklistName } from '../blacklist-edit';

/** One blacklist: its entries with a button to take each off, and a form to add one. */
export function BlacklistSection({
  list,
  entries,
  title,
  entryLabel,
  hint,
  describe,
}: {
  list: BlacklistName;
  entries: readonly string[];
  title: ReactNode;
  /** The column's and the field's name (also the remove button's target). */
  entryLabel: string;
  hint: ReactNode;
  /** How an entry reads in the table (a country code with its name). */
  describe: (entry: string) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useNotice();
  const change = useChangeBlacklist();
  const hintId = useId();
  const titleId = useId();

  const remove = (entry: string) => {
    if (change.isPending) return;
    setNotice(null);
    change.mutate(
      { list, action: 'remove', entry },
      { onSuccess: () => setNotice((i18n) => i18n._(msg`${entry} quitado de la lista`)) },
    );
  };

  return (
    <section className="stack card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          const entry = normaliseEntry(list, draft);
          setProblem(entry ? null : messageOfCode(i18n, 'invalid_value'));
          setNotice(null);
          if (!entry) return;
          change.mutate(
            { list, action: 'add', entry },
            {
              onSuccess: () => {
                setDraft('');
                setNotice((i18n) => i18n._(msg`${entry} añadido a la lista`));
              },
            },
          );
        }}
      >
        <div className="inline-form">
          <Field label={entryLabel}>
            {(id) => (
              <input
                id={id}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                aria-describedby={hintId}
                autoComplete="off"
                spellCheck={false}
                required
              />
            )}
          </Field>
          <button type="submit" className="primary" disabled={change.isPending}>
            <Trans>Añadir</Trans>
          </button>
        </div>
        <p className="hint" id={hintId}>
          {hint}
        </p>
      </form>
      <FormError message={problem ?? (change.error && errorMessage(i18n, change.error))} />
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <DataTable<string>
        caption={t`${entryLabel}: lista de bloqueo`}
        rows={entries}
        rowKey={(entry) => entry}
        empty={<Trans>La lista está vacía.</Trans>}
        columns={[
          { id: 'entry', header: entryLabel, cell: describe },
          {
            id: 'actions',
            header: t`Acciones`,
            cell: (entry) => (
              <button
                type="button"
                className="danger"
                aria-label={t`Quitar ${entry}`}
                disabled={change.isPending}
                onClick={() => remove(entry)}
              >
                <Trans>Quitar</Trans>
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}
