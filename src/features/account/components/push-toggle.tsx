import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ApiFailure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import {
  getPushState,
  resyncPushSubscription,
  subscribeToPush,
  unsubscribeFromPush,
  type PushState,
} from '../../../lib/push';
import { useSiteSetting } from '../../../lib/site-access-queries';
import './push-toggle.css';

/**
 * Notifications on this device: a switch that asks the browser's permission only when the
 * player turns it on, and says when the browser blocks or lacks them.
 */
export function PushToggle() {
  const { i18n, t } = useLingui();
  const setting = useSiteSetting();
  const statusId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void getPushState().then((current) => {
      if (!isCurrent) return;
      setState(current);
      // the device may have been another player's: it notifies this one from now on
      if (current === 'on') void resyncPushSubscription().catch(() => undefined);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const isOn = state === 'on';
  const canSwitch =
    !isBusy && (state === 'on' || (state === 'off' && Boolean(setting?.vapid_public_key)));

  const onToggle = async () => {
    if (!canSwitch) return;
    setIsBusy(true);
    setError(null);
    try {
      if (isOn) {
        await unsubscribeFromPush();
        setState(await getPushState());
      } else {
        setState(await subscribeToPush(setting?.vapid_public_key ?? ''));
      }
    } catch (failure) {
      console.warn('push subscription failed', failure);
      const code = failure instanceof ApiFailure ? failure.code : 'action_failed';
      setError(errorMessage(i18n, code, undefined, 'push_subscription'));
      setState(await getPushState());
    } finally {
      setIsBusy(false);
    }
  };

  const status =
    state === 'unsupported'
      ? t`Este navegador no admite notificaciones.`
      : state === 'denied'
        ? t`Bloqueadas por el navegador: permítelas en los ajustes del sitio.`
        : isOn
          ? t`Activadas: te avisaremos de depósitos y retiros.`
          : t`Desactivadas.`;

  return (
    <div className="push-toggle">
      <button
        type="button"
        className="push-toggle__switch"
        role="switch"
        aria-checked={isOn}
        aria-describedby={statusId}
        aria-disabled={!canSwitch}
        aria-busy={isBusy || state === null}
        onClick={() => void onToggle()}
      >
        <span className="push-toggle__track" aria-hidden="true">
          <span className="push-toggle__thumb" />
        </span>
        <Trans>Notificaciones</Trans>
      </button>
      <p id={statusId} className="push-toggle__status" aria-live="polite">
        {state === null ? null : error ? (
          <span className="form__error" role="alert">
            {error}
          </span>
        ) : (
          status
        )}
      </p>
    </div>
  );
}
