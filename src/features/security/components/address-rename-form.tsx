import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent } from 'react';
import { renameWithdrawalAddress } from '../../../../contract/withdrawal-addresses';
import { FormField } from '../../../components/form-field';
import { failureMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';
import { useRenameAddress } from '../api/address-book-queries';

interface AddressRenameFormProps {
  id: number;
  label: string;
  /** the outcome in words, for the section's status line */
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** A saved address's new name, typed in place of its buttons. */
export function AddressRenameForm({ id, label, onDone, onCancel }: AddressRenameFormProps) {
  const { i18n, t } = useLingui();
  const form = useFormState();
  const rename = useRenameAddress();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { id, label: String(new FormData(event.currentTarget).get('label') ?? '') };
    if (!form.validate(renameWithdrawalAddress.request, input)) return;
    try {
      await form.submit(() => rename.mutateAsync({ id, label: input.label.trim() }));
      onDone(t`Nombre guardado`);
    } catch (error) {
      onDone(failureMessage(i18n, error));
    }
  };

  return (
    <form className="security__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        name="label"
        label={t`Nombre (opcional)`}
        defaultValue={label}
        autoComplete="off"
        maxLength={60}
        error={form.fieldError('label')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the reader's request
        autoFocus
      />
      <div className="security__actions">
        <button type="submit" className="button button--primary" disabled={form.isSending}>
          <Trans>Guardar nombre</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </form>
  );
}
