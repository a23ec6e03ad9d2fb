import { USER_MENU } from '../../../contract/constants';
import { formatMbtc, satoshisToMbtc } from '../../../contract/money';
import type { AppDeps } from '../../deps';
import { findPlayerById } from '../identity/players/repository';

const TEXT = {
  es: {
    subject: 'Tu retiro ha sido enviado',
    body: (amount: string, address: string, txid: string, link: string) =>
      `Hemos enviado tu retiro de ${amount} a la dirección ${address}.\n\n` +
      `Transacción en la cadena: ${txid}\n\n` +
      `Puede tardar unos minutos en confirmarse en la red. Ver tus transacciones: ${link}`,
  },
  en: {
    subject: 'Your withdrawal has been sent',
    body: (amount: string, address: string, txid: string, link: string) =>
      `We have sent your withdrawal of ${amount} to the address ${address}.\n\n` +
      `Transaction on the chain: ${txid}\n\n` +
      `It may take a few minutes to confirm on the network. See your transactions: ${link}`,
  },
};

/**
 * Tells the player their withdrawal was paid (SPEC: the confirmation email after the transfer),
 * in their language, once the payout committed. The email goes through the outbox, so a failed
 * SMTP send is still on record; a failure here never undoes the payout.
 */
export async function sendWithdrawalSentEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  payout: { playerId: number; amount: bigint; address: string; txid: string },
): Promise<void> {
  try {
    const player = await findPlayerById(deps.db, payout.playerId);
    if (!player) return;
    const language = player.interface_local === 'en' ? 'en' : 'es';
    const words = TEXT[language];
    const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
    const link = `${publicUrl}${language === 'es' ? '' : '/en'}/user-management?tab=${USER_MENU.transactionList}`;
    const amount = formatMbtc(satoshisToMbtc(payout.amount), language);
    await deps.mailer.send(deps.db, {
      to: player.email,
      subject: words.subject,
      text: words.body(amount, payout.address, payout.txid, link),
    });
  } catch (error) {
    deps.logger.error('withdrawal email not recorded', { playerId: payout.playerId, error });
  }
}
