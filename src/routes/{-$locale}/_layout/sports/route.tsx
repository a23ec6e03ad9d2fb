import { createFileRoute } from '@tanstack/react-router';
import { useAppSocket } from '../../../../app/live-updates';
import { SportsShell } from '../../../../features/sportsbook/components/sports-shell';

/** The sportsbook's pages: the live changes of the lists and events, and the bet slip. */
export const Route = createFileRoute('/{-$locale}/_layout/sports')({
  component: SportsLayout,
});

function SportsLayout() {
  return <SportsShell socket={useAppSocket()} />;
}
