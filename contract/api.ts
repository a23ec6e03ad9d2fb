// Every call of SPEC.md section 7 (and the few beyond it), keyed by a name the code can use.
import * as auth from './auth';
import * as bets from './bets';
import * as contact from './contact';
import * as emailVerification from './email-verification';
import * as content from './content';
import * as games from './games';
import * as playerAdmin from './operator/players';
import * as playerBets from './operator/player-bets';
import * as liveOperator from './operator/live-tables';
import * as players from './players';
import * as playerGames from './player-games';
import * as protection from './protection';
import * as push from './push';
import * as reports from './operator/reports';
import * as seamless from './provider/seamless';
import * as passkeys from './passkeys';
import * as security from './security';
import * as settings from './settings';
import * as sportsOperator from './operator/sports-settlement';
import * as sportsLimits from './operator/sports-limits';
import * as sportsTrading from './operator/sports-trading';
import * as sportsbook from './sportsbook';
import * as staff from './operator/staff';
import * as sportsBetBuilder from './sports-bet-builder';
import * as wallet from './wallet';
import * as operatorContent from './operator/content';
import * as operatorLiveChat from './operator/live-chat';
import * as operatorProtection from './operator/protection';
import * as operatorPush from './operator/push';
import * as operatorSettings from './operator/settings';
import * as operatorWithdrawals from './operator/withdrawals';
import * as processorDeposits from './processor/deposits';
import * as withdrawalAddresses from './withdrawal-addresses';

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
  btcCallback: processorDeposits.btcCallback,
  completeWithdrawal: operatorWithdrawals.completeWithdrawal,
  rejectWithdrawal: operatorWithdrawals.rejectWithdrawal,
  listPendingWithdrawals: operatorWithdrawals.listPendingWithdrawals,
  exportPendingWithdrawals: operatorWithdrawals.exportPendingWithdrawals,
  adminGetPlayerDepositAddress: operatorWithdrawals.adminGetPlayerDepositAddress,
  adminCheckLedger: operatorWithdrawals.adminCheckLedger,
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
  adminSportsPreviewSettlement: sportsOperator.adminSportsPreviewSettlement,
  priceBetBuilder: sportsBetBuilder.priceBetBuilder,
  getGames: games.getGames,
  getGameUrl: games.getGameUrl,
  getLiveGameUrl: games.getLiveGameUrl,
  getGameGroupList: games.getGameGroupList,
  getGameProviders: games.getGameProviders,
  getRecentlyPlayed: playerGames.getRecentlyPlayed,
  getFavouriteGames: playerGames.getFavouriteGames,
  setFavouriteGame: playerGames.setFavouriteGame,
  getLiveNow: playerGames.getLiveNow,
  getSetting: settings.getSetting,
  geolocation: settings.geolocation,
  adminUpdateSetting: operatorSettings.adminUpdateSetting,
  playerSendMessage: contact.playerSendMessage,
  getSlider: content.getSlider,
  getPromotionTemplate: content.getPromotionTemplate,
  getContentTemplate: content.getContentTemplate,
  getFaqTemplate: content.getFaqTemplate,
  adminGetSiteContent: operatorContent.adminGetSiteContent,
  adminCreateSiteContent: operatorContent.adminCreateSiteContent,
  adminUpdateTemplate: operatorContent.adminUpdateTemplate,
  adminRemoveSiteContent: operatorContent.adminRemoveSiteContent,
  pushSubscribe: push.pushSubscribe,
  pushUnsubscribe: push.pushUnsubscribe,
  adminPushBroadcast: operatorPush.adminPushBroadcast,
  adminPushAudience: operatorPush.adminPushAudience,
  adminLiveChatMute: operatorLiveChat.adminLiveChatMute,
  adminLiveChatUnmute: operatorLiveChat.adminLiveChatUnmute,
  adminGetSportsLimits: sportsLimits.adminGetSportsLimits,
  adminSetSportsStakeLimits: sportsLimits.adminSetSportsStakeLimits,
  adminSetSportsBookLimits: sportsLimits.adminSetSportsBookLimits,
  adminSetSportsStakeFactor: sportsLimits.adminSetSportsStakeFactor,
  adminGetSportsStakeFactors: sportsLimits.adminGetSportsStakeFactors,
  providerBalance: seamless.providerBalance,
  providerBet: seamless.providerBet,
  providerWin: seamless.providerWin,
  providerRollback: seamless.providerRollback,
  staffLogin: staff.staffLogin,
  staffEnrolTotp: staff.staffEnrolTotp,
  staffVerifyTotp: staff.staffVerifyTotp,
  staffLogout: staff.staffLogout,
  staffGetSessions: staff.staffGetSessions,
  staffRevokeSession: staff.staffRevokeSession,
  staffCreate: staff.staffCreate,
  staffList: staff.staffList,
  staffSetRoles: staff.staffSetRoles,
  staffDisable: staff.staffDisable,
  getAuditLog: staff.getAuditLog,
  exportAuditLog: staff.exportAuditLog,
  adminSearchPlayers: playerAdmin.adminSearchPlayers,
  adminGetPlayer: playerAdmin.adminGetPlayer,
  adminGetPlayerLedger: playerAdmin.adminGetPlayerLedger,
  adminGetPlayerSportsBets: playerBets.adminGetPlayerSportsBets,
  adminGetPlayerCasinoBets: playerBets.adminGetPlayerCasinoBets,
  adminAddPlayerNote: playerAdmin.adminAddPlayerNote,
  adminSetPlayerTags: playerAdmin.adminSetPlayerTags,
  adminBlockPlayer: playerAdmin.adminBlockPlayer,
  adminUnblockPlayer: playerAdmin.adminUnblockPlayer,
  adminAdjustBalance: playerAdmin.adminAdjustBalance,
  adminApproveAdjustment: playerAdmin.adminApproveAdjustment,
  adminRejectAdjustment: playerAdmin.adminRejectAdjustment,
  adminGetPendingAdjustments: playerAdmin.adminGetPendingAdjustments,
  adminGetReport: reports.adminGetReport,
  adminExportReport: reports.adminExportReport,
  adminLiveGetRounds: liveOperator.adminLiveGetRounds,
  adminLiveGetRound: liveOperator.adminLiveGetRound,
  adminSportsGetEvents: sportsTrading.adminSportsGetEvents,
  adminSportsSuspendMarket: sportsTrading.adminSportsSuspendMarket,
  adminSportsResumeMarket: sportsTrading.adminSportsResumeMarket,
  getProtectionStatus: protection.getProtectionStatus,
  setLimit: protection.setLimit,
  confirmLimit: protection.confirmLimit,
  setRealityCheck: protection.setRealityCheck,
  takeBreak: protection.takeBreak,
  exportHistory: protection.exportHistory,
  requestExclusionReview: protection.requestExclusionReview,
  adminLiftExclusion: operatorProtection.adminLiftExclusion,
  adminGetExclusionReviews: operatorProtection.adminGetExclusionReviews,
  getSecurityStatus: security.getSecurityStatus,
  totpBegin: security.totpBegin,
  totpEnable: security.totpEnable,
  totpDisable: security.totpDisable,
  getSessions: security.getSessions,
  revokeSession: security.revokeSession,
  passkeyRegisterOptions: passkeys.passkeyRegisterOptions,
  passkeyRegister: passkeys.passkeyRegister,
  passkeyRename: passkeys.passkeyRename,
  passkeyRemove: passkeys.passkeyRemove,
  passkeyLoginOptions: passkeys.passkeyLoginOptions,
  passkeyLogin: passkeys.passkeyLogin,
  passkeyStepUpOptions: passkeys.passkeyStepUpOptions,
  passkeyStepUp: passkeys.passkeyStepUp,
  getWithdrawalAddresses: withdrawalAddresses.getWithdrawalAddresses,
  addWithdrawalAddress: withdrawalAddresses.addWithdrawalAddress,
  removeWithdrawalAddress: withdrawalAddresses.removeWithdrawalAddress,
  renameWithdrawalAddress: withdrawalAddresses.renameWithdrawalAddress,
  confirmWithdrawalAddress: withdrawalAddresses.confirmWithdrawalAddress,
  setWithdrawalAddressLock: withdrawalAddresses.setWithdrawalAddressLock,
  verifyEmail: emailVerification.verifyEmail,
  getEmailVerification: emailVerification.getEmailVerification,
  resendVerification: emailVerification.resendVerification,
  adminGetPlayerProtection: operatorProtection.adminGetPlayerProtection,
} as const;

export type ApiName = keyof typeof api;
