import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { USER_MENU } from '../../../../contract/constants';
import { errorMessage } from '../../../lib/error-messages';
import { forgetPlayer, logout } from '../../../lib/logout';
import { useLocale } from '../../../lib/use-locale';
import { closeModal, openModal, showToast } from '../../../stores/ui-store';
import { protectionQueries } from '../api/protection-queries';
import { nextRealityCheckAt, SESSION_END_NOTICE_MS, sessionEndsAt } from '../session-time';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The signed-in player's session clock, mounted once in the layout: the reality check every
 * interval, and the end of the session at its time limit (the server refuses it from then on).
 */
export function SessionWatch({ playerId }: { playerId: number }) {
  const { i18n, t } = useLingui();
  const { localeParam } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery(protectionQueries.status(playerId)).data;
  // bumped after each check so the next one is planned from then
  const [checksShown, setChecksShown] = useState(0);
  const startedAt = status?.sessionStartedAt ?? null;
  const interval = status?.realityCheck.intervalMinutes ?? null;
  const limit = status?.realityCheck.sessionLimitMinutes ?? null;

  useEffect(() => {
    if (startedAt === null || interval === null) return;
    const delay = nextRealityCheckAt(startedAt, interval, Date.now()) - Date.now();
    const timer = setTimeout(() => {
      void (async () => {
        // the session's result as it is now, not as the page last loaded it
        const fresh = await queryClient
          .fetchQuery({ ...protectionQueries.status(playerId), staleTime: 0 })
          .catch(() => undefined);
        openModal(
          function RealityCheck() {
            return (
              <RealityCheckDialog
                elapsedMs={Date.now() - Date.parse(startedAt)}
                net={fresh?.sessionNet ?? 0}
                onLogout={() => {
                  closeModal();
                  void logout().then(() =>
                    navigate({ to: '/{-$locale}', params: { locale: localeParam } }),
                  );
                }}
                onHistory={() => {
                  closeModal();
                  void navigate({
                    to: '/{-$locale}/user-management',
                    params: { locale: localeParam },
                    search: { tab: USER_MENU.betList },
                  });
                }}
              />
            );
          },
          t`Control de realidad`,
          {},
          'reality-check',
        );
        setChecksShown((count) => count + 1);
      })();
    }, delay);
    return () => clearTimeout(timer);
  }, [startedAt, interval, checksShown, playerId, queryClient, navigate, localeParam, t]);

  useEffect(() => {
    const endsAt = startedAt === null ? null : sessionEndsAt(startedAt, limit);
    if (endsAt === null) return;
    const timer = setTimeout(
      () => {
        closeModal();
        // the server has ended the session at the same time: nothing to tell it
        void forgetPlayer().then(() => {
          showToast(errorMessage(i18n, 'session_time_limit'), 'error', SESSION_END_NOTICE_MS);
          return navigate({ to: '/{-$locale}', params: { locale: localeParam } });
        });
      },
      Math.max(0, endsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [startedAt, limit, i18n, navigate, localeParam]);

  return null;
}
