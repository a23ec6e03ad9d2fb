import { Outlet } from '@tanstack/react-router';
import type { Socket } from 'socket.io-client';
import { BetSlip } from '../bet-slip/bet-slip';
import { useSportsFeed, useSportsWatch } from '../live/use-sports-live';
import { OddsAnnouncer } from './odds-announcer';
import './sports-shell.css';

/**
 * The sportsbook's pages with what they share: the bet slip (a side panel on a desktop, a drawer
 * above the bottom navigation on a phone), the lists' room and the realtime changes applied to the
 * cache while any of them is open, and the announcements of moved prices.
 */
export function SportsShell({ socket }: { socket: Socket | undefined }) {
  useSportsFeed(socket);
  useSportsWatch(socket);
  return (
    <div className="sports-shell">
      <div className="sports-shell__main">
        <Outlet />
      </div>
      <div className="sports-shell__slip">
        <BetSlip />
      </div>
      <OddsAnnouncer />
    </div>
  );
}
