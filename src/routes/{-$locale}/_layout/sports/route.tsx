import { createFileRoute } from '@tanstack/react-router';
import { useAppSocket } from '../../../../app/live-updates';
import { SportsShell } from '../../../../features/sportsbook/components/sports-shell';
import { loadSection } from '../../../../i18n/i18n';
import { sportsbookCatalogue } from '../../../../i18n/sportsbook';

/** The sportsbook's pages: the live changes of the lists and events, and the bet slip. */
export const Route = createFileRoute('/{-$locale}/_layout/sports')({
  // the sportsbook's messages come with its pages
  beforeLoad: () => loadSection(sportsbookCatalogue),
  component: SportsLayout,
});

function SportsLayout() {
  return <SportsShell socket={useAppSocket()} />;
}
