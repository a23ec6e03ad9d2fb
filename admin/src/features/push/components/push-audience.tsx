import { Trans, useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import type { adminPushAudience } from '../../../../../contract/operator/push';

export type PushAudienceCount = v.InferOutput<typeof adminPushAudience.response>;

/** Who a broadcast would reach now: players who agreed to offers, and their devices by language. */
export function PushAudience({ audience }: { audience: PushAudienceCount }) {
  const { i18n } = useLingui();
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <dl className="push-audience">
      <div>
        <dt>
          <Trans>Jugadores</Trans>
        </dt>
        <dd>{count(audience.players)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Dispositivos</Trans>
        </dt>
        <dd>{count(audience.subscriptions)}</dd>
      </div>
      <div>
        <dt>
          <Trans>En español</Trans>
        </dt>
        <dd>{count(audience.subscriptionsByLocale.es)}</dd>
      </div>
      <div>
        <dt>
          <Trans>En inglés</Trans>
        </dt>
        <dd>{count(audience.subscriptionsByLocale.en)}</dd>
      </div>
    </dl>
  );
}
