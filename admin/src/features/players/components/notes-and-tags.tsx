import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { errorMessage, messageOfCode } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { useAddNote, useSetTags } from '../api/player-mutations';
import type { PlayerDetail } from '../api/player-queries';
import { parseTags, tagsProblem } from '../player-forms';

/** The player's tags, edited as one list (commas between them; a tag may hold spaces). */
export function TagsEditor({
  player,
  tags,
  canEdit,
}: {
  player: number;
  tags: readonly string[];
  canEdit: boolean;
}) {
  const { i18n } = useLingui();
  const [text, setText] = useState(tags.join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const setTags = useSetTags();
  if (!canEdit) {
    return <p>{tags.length ? tags.join(', ') : <Trans>Sin etiquetas</Trans>}</p>;
  }
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (setTags.isPending) return;
        const list = parseTags(text);
        const code = tagsProblem(list);
        setProblem(code && messageOfCode(i18n, code));
        setSaved(false);
        if (code) return;
        setTags.mutate(
          { player, tags: list },
          {
            onSuccess: (answer) => {
              setText(answer.tags.join(', '));
              setSaved(true);
            },
          },
        );
      }}
    >
      <div className="inline-form">
        <Field label={<Trans>Etiquetas</Trans>}>
          {(id) => (
            <input
              id={id}
              name="tags"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              aria-describedby={`${id}-hint`}
            />
          )}
        </Field>
        <button type="submit" disabled={setTags.isPending}>
          <Trans>Guardar etiquetas</Trans>
        </button>
      </div>
      <p className="hint">
        <Trans>
          Separadas por comas (una etiqueta puede tener espacios: «vip oro»); minúsculas, números, -
          y _; hasta 20.
        </Trans>
      </p>
      <FormError message={problem ?? (setTags.error && errorMessage(i18n, setTags.error))} />
      <p role="status" className="notice">
        {saved ? <Trans>Etiquetas guardadas</Trans> : null}
      </p>
    </form>
  );
}

/** The staff's notes on the player, newest first, and a box to add one. */
export function NotesPanel({
  player,
  notes,
  canAdd,
}: {
  player: number;
  notes: PlayerDetail['notes'];
  canAdd: boolean;
}) {
  const { i18n } = useLingui();
  const [text, setText] = useState('');
  const addNote = useAddNote();
  return (
    <div className="stack">
      {canAdd && (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (addNote.isPending) return;
            addNote.mutate({ player, text }, { onSuccess: () => setText('') });
          }}
        >
          <Field label={<Trans>Nueva nota</Trans>}>
            {(id) => (
              <textarea
                id={id}
                name="note"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={2000}
                rows={3}
                required
              />
            )}
          </Field>
          <FormError message={addNote.error && errorMessage(i18n, addNote.error)} />
          <div className="actions">
            <button type="submit" className="primary" disabled={addNote.isPending}>
              <Trans>Añadir nota</Trans>
            </button>
          </div>
        </form>
      )}
      {notes.length === 0 ? (
        <p className="empty">
          <Trans>Sin notas.</Trans>
        </p>
      ) : (
        <ul className="notes">
          {notes.map((note) => (
            <li key={note.id} className="card">
              <span className="muted">
                {note.staffUsername} · {formatDateTime(note.createdAt, i18n.locale)}
              </span>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
