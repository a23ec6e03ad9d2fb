import { createFileRoute } from '@tanstack/react-router';
import { useAppSocket } from '../../../../app/live-updates';
import { SportsShell } from '../../../../features/sportsbook/components/sports-shell';
import { loadSection } from '../../../../i18n/i18n';
import { localeOfParam } from '../../../../i18n/locale';
import { sportsbookCatalogue } from '../../../../i18n/sportsbook';
import {
  SPORTS_DATE_FORMATS,
  warmUpIntl,
} from '../../../../features/sportsbook/events/intl-warm-up';

/** The sportsbook's pages: the live changes of the lists and events, and the bet slip. */
export const Route = createFileRoute('/{-$locale}/_layout/sports')({
  beforeLoad: ({ params }) => {
    // the lists' times: the locale data read off the main thread while the lists load
    warmUpIntl(localeOfParam(params.locale), SPORTS_DATE_FORMATS);
    // the sportsbook's messages come with its pages
    return loadSection(sportsbookCatalogue);
  },
  component: SportsLayout,
});

function SportsLayout() {
  return <SportsShell socket={useAppSocket()} />;
}
