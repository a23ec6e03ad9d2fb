import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { WithdrawalAddressView } from '../../../../contract/withdrawal-addresses';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { withdrawalAddressesQuery } from '../../../lib/withdrawal-address-queries';
import { useRemoveAddress } from '../api/address-book-queries';
import { AddressAddForm } from './address-add-form';
import { AddressLock } from './address-lock';
import { AddressRenameForm } from './address-rename-form';

/**
 * The withdrawal address book: each saved address with its state (awaiting the emailed link, on
 * hold until a time, ready), its renaming and removal, saving a new one, and the "only saved addresses" lock.
 */
export function AddressBookSection() {
  const { i18n, t } = useLingui();
  const book = useQuery(withdrawalAddressesQuery());
  const remove = useRemoveAddress();
  const [pendingRemoval, setPendingRemoval] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = book.data;

  const onRemove = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      setOutcome(t`Dirección eliminada`);
    } catch (error) {
      setOutcome(failureMessage(i18n, error));
    } finally {
      setPendingRemoval(null);
      headingRef.current?.focus();
    }
  };

  return (
    <section className="security__section" aria-labelledby="addresses-title">
      <h2 id="addresses-title" ref={headingRef} tabIndex={-1}>
        <Trans>Direcciones de retiro</Trans>
      </h2>
      {data && (
        <p>
          <Trans>
            Una dirección nueva se puede usar {data.holdHours} horas después de guardarla, y una vez
            confirmada con el enlace que te enviamos por correo electrónico.
          </Trans>
        </p>
      )}
      {data?.securityHoldUntil && (
        <p className="alert alert--warning" data-testid="security-hold">
          <Trans>
            Por seguridad, tras el último cambio de contraseña, de correo o de verificación en dos
            pasos, los retiros esperan hasta el {formatDateTime(data.securityHoldUntil)}.
          </Trans>
        </p>
      )}
      {data && data.addresses.length === 0 && (
        <p>
          <Trans>No tienes direcciones guardadas.</Trans>
        </p>
      )}
      <ul className="security__sessions">
        {data?.addresses.map((entry) => (
          <li key={entry.id} className="security__session" data-testid="saved-address">
            <AddressDetails entry={entry} />
            {renaming === entry.id ? (
              <AddressRenameForm
                id={entry.id}
                label={entry.label}
                onDone={(message) => {
                  setOutcome(message);
                  setRenaming(null);
                  headingRef.current?.focus();
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : pendingRemoval === entry.id ? (
              <div
                role="group"
                aria-label={t`¿Eliminar esta dirección?`}
                className="security__confirm"
              >
                <p role="status">
                  <Trans>¿Eliminar esta dirección?</Trans>
                </p>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={remove.isPending}
                  onClick={() => void onRemove(entry.id)}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- shown on the reader's request
                  autoFocus
                >
                  <Trans>Sí, eliminar</Trans>
                </button>
                <button type="button" className="button" onClick={() => setPendingRemoval(null)}>
                  <Trans>Cancelar</Trans>
                </button>
              </div>
            ) : (
              <div className="security__actions">
                <button
                  type="button"
                  className="button"
                  aria-describedby={`address-${entry.id}`}
                  onClick={() => setRenaming(entry.id)}
                >
                  <Trans>Cambiar nombre</Trans>
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-describedby={`address-${entry.id}`}
                  onClick={() => setPendingRemoval(entry.id)}
                >
                  <Trans>Eliminar</Trans>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="security__status">
        {outcome}
      </p>
      <AddressAddForm />
      {data && <AddressLock lock={data.lock} holdHours={data.holdHours} />}
    </section>
  );
}

function AddressDetails({ entry }: { entry: WithdrawalAddressView }) {
  return (
    <dl id={`address-${entry.id}`} className="security__session-details">
      {entry.label && (
        <>
          <dt>
            <Trans>Nombre</Trans>
          </dt>
          <dd>{entry.label}</dd>
        </>
      )}
      <dt>
        <Trans>Dirección</Trans>
      </dt>
      <dd>
        <code>{entry.address}</code>
      </dd>
      <dt>
        <Trans>Estado</Trans>
      </dt>
      <dd data-testid="address-state">
        <AddressState entry={entry} />
      </dd>
    </dl>
  );
}

function AddressState({ entry }: { entry: WithdrawalAddressView }) {
  if (entry.ready) return <Trans>Lista para retirar</Trans>;
  const until = formatDateTime(entry.usableAt);
  if (entry.confirmedAt === null)
    return entry.onHold ? (
      <Trans>Esperando la confirmación por correo electrónico; en espera hasta el {until}</Trans>
    ) : (
      <Trans>Esperando la confirmación por correo electrónico</Trans>
    );
  return <Trans>Confirmada; en espera hasta el {until}</Trans>;
}
