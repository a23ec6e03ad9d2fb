// Every call of SPEC.md section 7 (and the few beyond it), keyed by a name the code can use.
import * as auth from './auth';
import * as bets from './bets';
import * as contact from './contact';
import * as content from './content';
import * as games from './games';
import * as liveChat from './live-chat';
import * as players from './players';
import * as push from './push';
import * as seamless from './seamless';
import * as settings from './settings';
import * as sportsOperator from './sports-operator';
import * as sportsLimits from './sports-limits';
import * as sportsbook from './sportsbook';
import * as sportsBetBuilder from './sports-bet-builder';
import * as wallet from './wallet';

export const api = {
  login: auth.login,
  currentPlayer: auth.currentPlayer,
  refresh: auth.refresh,
  logout: auth.logout,
  confirmDevice: auth.confirmDevice,
  registerPlayer: players.registerPlayer,
  validatePlayerName: players.validatePlayerName,
  validatePromoCode: players.validatePromoCode,
  getPlayerProfile: players.getPlayerProfile,
  updateProfile: players.updateProfile,
  updatePlayerPassword: players.updatePlayerPassword,
  resetPlayerPassword: players.resetPlayerPassword,
  setNewPassword: players.setNewPassword,
  getPlayerBalance: wallet.getPlayerBalance,
  getFinancialTransactions: wallet.getFinancialTransactions,
  getFinancialTransaction: wallet.getFinancialTransaction,
  getEupaymentFinancialTransaction: wallet.getEupaymentFinancialTransaction,
  cancelWithdrawalRequest: wallet.cancelWithdrawalRequest,
  sendWithdrawalRequest: wallet.sendWithdrawalRequest,
  generateWallet: wallet.generateWallet,
  getProcessors: wallet.getProcessors,
  getWithdrawalProcessors: wallet.getWithdrawalProcessors,
  btcCallback: wallet.btcCallback,
  completeWithdrawal: wallet.completeWithdrawal,
  rejectWithdrawal: wallet.rejectWithdrawal,
  listPendingWithdrawals: wallet.listPendingWithdrawals,
  adminGetPlayerDepositAddress: wallet.adminGetPlayerDepositAddress,
  adminCheckLedger: wallet.adminCheckLedger,
  getBetList: bets.getBetList,
  getSports: sportsbook.getSports,
  getEvents: sportsbook.getEvents,
  getEvent: sportsbook.getEvent,
  placeBet: sportsbook.placeBet,
  getBets: sportsbook.getBets,
  cashOut: sportsbook.cashOut,
  setAutoCashOut: sportsbook.setAutoCashOut,
  adminSportsSettleMarket: sportsOperator.adminSportsSettleMarket,
  adminSportsCancelMarket: sportsOperator.adminSportsCancelMarket,
  adminSportsRollbackSettlement: sportsOperator.adminSportsRollbackSettlement,
  adminSportsRollbackCancel: sportsOperator.adminSportsRollbackCancel,
  priceBetBuilder: sportsBetBuilder.priceBetBuilder,
  getGames: games.getGames,
  getGameUrl: games.getGameUrl,
  getLiveGameUrl: games.getLiveGameUrl,
  getGameGroupList: games.getGameGroupList,
  getGameProviders: games.getGameProviders,
  getSetting: settings.getSetting,
  geolocation: settings.geolocation,
  adminUpdateSetting: settings.adminUpdateSetting,
  playerSendMessage: contact.playerSendMessage,
  getSlider: content.getSlider,
  getPromotionTemplate: content.getPromotionTemplate,
  getContentTemplate: content.getContentTemplate,
  getFaqTemplate: content.getFaqTemplate,
  adminGetSiteContent: content.adminGetSiteContent,
  adminCreateSiteContent: content.adminCreateSiteContent,
  adminUpdateTemplate: content.adminUpdateTemplate,
  adminRemoveSiteContent: content.adminRemoveSiteContent,
  pushSubscribe: push.pushSubscribe,
  pushUnsubscribe: push.pushUnsubscribe,
  adminPushBroadcast: push.adminPushBroadcast,
  adminLiveChatMute: liveChat.adminLiveChatMute,
  adminLiveChatUnmute: liveChat.adminLiveChatUnmute,
  adminGetSportsLimits: sportsLimits.adminGetSportsLimits,
  adminSetSportsStakeLimits: sportsLimits.adminSetSportsStakeLimits,
  adminSetSportsBookLimits: sportsLimits.adminSetSportsBookLimits,
  adminSetSportsStakeFactor: sportsLimits.adminSetSportsStakeFactor,
  providerBalance: seamless.providerBalance,
  providerBet: seamless.providerBet,
  providerWin: seamless.providerWin,
  providerRollback: seamless.providerRollback,
} as const;

export type ApiName = keyof typeof api;
