import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../../../../contract/constants';
import { clickedPath } from '../push-draft';

// the icon the service worker shows with every notification (sw/push.ts)
const ICON = '/icons/icon-192.png';

/** The notification as a player's device draws it, roughly: the app's icon, the site, title and body. */
export function NotificationPreview({
  locale,
  title,
  body,
  url,
  languageName,
}: {
  locale: Locale;
  title: string;
  body: string;
  url: string;
  languageName: string;
}) {
  const labelId = useId();
  const path = clickedPath(url, locale);
  return (
    <section className="preview" aria-labelledby={labelId}>
      <p className="preview__label" id={labelId}>
        <Trans>Vista previa ({languageName})</Trans>
      </p>
      <div className="push-notification" lang={locale}>
        <img src={ICON} alt="" width={40} height={40} />
        <div className="push-notification__text">
          <p className="push-notification__site">{window.location.host}</p>
          <p className="push-notification__title">{title.trim() || '—'}</p>
          <p className="push-notification__body">{body.trim() || '—'}</p>
        </div>
      </div>
      <p className="hint">
        <Trans>
          Al tocarla abre <code>{path}</code>
        </Trans>
      </p>
    </section>
  );
}
