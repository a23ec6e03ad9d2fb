import type { AppDeps } from '../../deps';
import { isWithdrawalCancelAllowed } from '../protection/profiles';

/** The settings every visitor may read (front/get_setting), also inlined in the page. */
export async function publicSetting(deps: AppDeps) {
  const settings = await deps.siteSettings.get();
  return {
    country_black_list: settings.countryBlackList,
    ip_black_list: settings.ipBlackList,
    buy_crypto_url: deps.config.BUY_CRYPTO_URL,
    allow_withdrawal_cancel: isWithdrawalCancelAllowed(deps.config),
    deposit_confirmations: deps.config.DEPOSIT_CONFIRMATIONS,
    bitcoin_network: deps.config.BITCOIN_NETWORK,
    vapid_public_key: deps.secrets.vapidPublicKey,
  };
}
