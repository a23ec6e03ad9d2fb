import { useState } from 'react';
import { usePlayer } from '../../../lib/player-queries';
import type { AcceptedWithdrawal } from '../../../lib/withdrawal-queue';
import { WithdrawForm } from './withdraw-form';
import { WithdrawResult } from './withdraw-result';
import './wallet.css';

/**
 * Withdraw (user menu entry 3): the form (amount, address, second factor, the queued list), then
 * the confirmation of an accepted withdrawal, whose back button shows an empty form again.
 */
export function WithdrawModal() {
  const player = usePlayer();
  const [accepted, setAccepted] = useState<AcceptedWithdrawal['result'] | null>(null);
  if (!player) return <p aria-busy="true" />;
  if (accepted) return <WithdrawResult withdrawal={accepted} onBack={() => setAccepted(null)} />;
  return <WithdrawForm playerId={player.id} onAccepted={setAccepted} />;
}
