import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../../../lib/error-messages';
import { protectionQueries } from '../api/protection-queries';
import { useNow } from '../use-now';
import { AccountInformation } from './account-information';
import { BreakSection } from './break-section';
import { LimitForm } from './limit-form';
import { LimitsTable } from './limits-table';
import { RealityCheckForm } from './reality-check-form';
import './protection.css';

interface ProtectionToolsProps {
  playerId: number;
  onSignedOut: (notice: string) => void;
}

/** The signed-in player's own tools: limits, reality check, breaks and their information. */
export function ProtectionTools({ playerId, onSignedOut }: ProtectionToolsProps) {
  const { i18n } = useLingui();
  const status = useQuery(protectionQueries.status(playerId));
  // a pending change's Confirm button appears when its time comes, without a reload
  const now = useNow(30_000);

  if (status.isPending) return <p aria-busy="true" />;
  if (status.isError)
    return (
      <p className="alert alert--error" role="alert">
        {failureMessage(i18n, status.error)}
      </p>
    );
  const data = status.data;

  return (
    <div className="protection__tools" data-testid="protection-tools">
      <section className="protection__section">
        <h2>
          <Trans>Límites</Trans>
        </h2>
        <LimitsTable playerId={playerId} limits={data.limits} now={now} />
        <LimitForm
          playerId={playerId}
          increaseCoolingOffHours={data.rules.increaseCoolingOffHours}
        />
      </section>
      <section className="protection__section">
        <h2>
          <Trans>Tiempo de juego</Trans>
        </h2>
        <RealityCheckForm
          playerId={playerId}
          intervalMinutes={data.realityCheck.intervalMinutes}
          sessionLimitMinutes={data.realityCheck.sessionLimitMinutes}
        />
      </section>
      <BreakSection
        playerId={playerId}
        current={data.break}
        reviewDays={data.rules.indefiniteExclusionReviewDays}
        exclusionReview={data.exclusionReview}
        onSignedOut={onSignedOut}
      />
      <AccountInformation
        playerId={playerId}
        previousLoginAt={data.previousLoginAt}
        netDeposits={data.netDeposits}
        heldDeposits={data.heldDeposits}
      />
    </div>
  );
}
