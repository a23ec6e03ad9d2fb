import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { withdrawalAddressesQuery } from '../../../lib/withdrawal-address-queries';

/**
 * The address book's part of the form: the wait after a security change, the "saved addresses
 * only" lock, and the ready addresses to pick from (picking one fills the address field).
 */
export function WithdrawAddressBook() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const book = useQuery(withdrawalAddressesQuery()).data;
  const readyAddresses = book?.addresses.filter((entry) => entry.ready) ?? [];
  const onPick = (event: ChangeEvent<HTMLSelectElement>) => {
    const field = event.currentTarget.form?.elements.namedItem('address');
    if (field instanceof HTMLInputElement && event.currentTarget.value)
      field.value = event.currentTarget.value;
  };
  return (
    <>
      {book?.securityHoldUntil && (
        <p className="alert alert--error" role="status" data-testid="withdraw-security-hold">
          {errorMessage(i18n, 'withdrawal_security_hold', {
            until: formatDateTime(book.securityHoldUntil),
          })}
        </p>
      )}
      {book?.lock.enabled && (
        <p className="wallet__balance">
          <Trans>
            Tu cuenta solo permite retirar a direcciones guardadas y listas (se gestionan en
            Seguridad).
          </Trans>
        </p>
      )}
      {readyAddresses.length > 0 && (
        <div className="form__field">
          <label htmlFor="withdraw-saved-address">
            <Trans>Dirección guardada</Trans>
          </label>
          <select id="withdraw-saved-address" defaultValue="" onChange={onPick}>
            <option value="">{t`Escribir otra dirección`}</option>
            {readyAddresses.map((entry) => (
              <option key={entry.id} value={entry.address}>
                {entry.label ? `${entry.label} · ${entry.address}` : entry.address}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
