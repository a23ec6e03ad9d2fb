// One good request for every call the server binds, referring to a real player, their money,
// a house game session and content (FuzzContext). The fuzz suite breaks one field at a time.
import { randomUUID } from 'node:crypto';
import type { ApiName } from '../../contract/api';
import { validRegistration } from './harness';

/** What the good requests refer to: a real player, their money, a game session, content. */
export interface FuzzContext {
  player: { playerId: number; token: string; username: string; password: string };
  /** An admin staff member's token, its TOTP just verified. */
  staffToken: string;
  depositAddress: string;
  withdrawalAddress: string;
  /** The player's pending withdrawal. */
  transactionId: number;
  gameId: number;
  /** A launch session of the house game `game`. */
  launch: { token: string; game: string };
  contentId: number;
}

const TXID = 'ab'.repeat(32);
const P256DH = `B${'A'.repeat(86)}`;
const PERIOD = {
  filterPeriod: 3,
  filterStartDate: '2026-01-01',
  filterEndDate: '2026-01-31T12:00:00.000Z',
};

/** One good request per call; every optional field is given too, so it is fuzzed as well. */
export function validRequests(ctx: FuzzContext): Record<ApiName, unknown> {
  const { playerId, username, password } = ctx.player;
  const session = ctx.launch;
  const profile = {
    countryPhone: '+58',
    phone_number1: '4121234567',
    phone_number: '+584121234567',
    address: 'Av. Principal 10',
    postal_code: '1010',
    city: 'Caracas',
    country: 'VE',
  };
  const content = {
    type: 'promotion',
    slug: 'fuzz-promotion',
    locale: 'en',
    title: 'Title',
    summary: 'Summary',
    body_html: '<p>Body</p>',
    image_url: '/art/welcome.webp',
    sort: 0,
    published: true,
  };
  return {
    login: {
      username,
      password,
      ip_address: '203.0.113.7',
      totp: '123456',
      recovery_code: 'abcde-fghij',
    },
    currentPlayer: {},
    refresh: {},
    logout: {},
    confirmDevice: { token: 'a'.repeat(43) },
    registerPlayer: {
      ...validRegistration(`fuzz_${randomUUID().slice(0, 8)}`),
      phone_number: '+584121234567',
    },
    validatePlayerName: { username: 'someone' },
    validatePromoCode: { promo_code: 'WELCOME' },
    getPlayerProfile: { playerId },
    updateProfile: {
      id: playerId,
      ...profile,
      gender: 'female',
      interface_local: 'es',
      notify_newletter: false,
    },
    updatePlayerPassword: {
      id: playerId,
      oldPassword: password,
      newPassword: 'another-pass',
      confirmPassword: 'another-pass',
    },
    resetPlayerPassword: { username, email: `${username}@example.com` },
    setNewPassword: { token: 'a'.repeat(43), newPassword: 'new-pass', confirmPassword: 'new-pass' },
    getPlayerBalance: { id: playerId },
    getFinancialTransactions: {
      playerId,
      ...PERIOD,
      filterStatus: 'pending',
      filterType: 'withdrawal',
      filterProvider: 'Bitcoin',
      sortBy: 'amount',
      sortDesc: false,
      page: 1,
      itemsPerPage: 10,
    },
    getFinancialTransaction: { transactionId: ctx.transactionId },
    getEupaymentFinancialTransaction: { transactionId: ctx.transactionId },
    cancelWithdrawalRequest: { transactionId: ctx.transactionId },
    sendWithdrawalRequest: {
      playerId,
      amount: '1.5',
      address: ctx.withdrawalAddress,
      totp: '123456',
    },
    generateWallet: { player_id: playerId, bonus_code: 'WELCOME' },
    getProcessors: {},
    getWithdrawalProcessors: {},
    btcCallback: {
      txid: TXID,
      vout: 0,
      address: ctx.depositAddress,
      amount: 1000,
      confirmations: 0,
    },
    completeWithdrawal: { transactionId: ctx.transactionId, txid: TXID },
    rejectWithdrawal: { transactionId: ctx.transactionId },
    listPendingWithdrawals: { page: 1, itemsPerPage: 10 },
    adminGetPlayerDepositAddress: { username },
    adminCheckLedger: {},
    exportPendingWithdrawals: { format: 'csv' },
    adminSearchPlayers: { query: username, page: 1, itemsPerPage: 10 },
    adminGetPlayer: { player: playerId },
    adminGetPlayerProtection: { player: playerId },
    adminGetPlayerLedger: { player: playerId, page: 1, itemsPerPage: 10 },
    adminAddPlayerNote: { player: playerId, text: 'Asked about a late withdrawal' },
    adminSetPlayerTags: { player: playerId, tags: ['vip', 'high-roller'] },
    adminBlockPlayer: { player: playerId, reason: 'Chargeback fraud' },
    adminUnblockPlayer: { player: playerId, reason: 'Cleared by risk' },
    adminAdjustBalance: { player: playerId, amount: '-0.5', reason: 'Goodwill for an outage' },
    adminApproveAdjustment: { adjustmentId: 1 },
    adminRejectAdjustment: { adjustmentId: 1, reason: 'Duplicate request' },
    adminGetPendingAdjustments: { page: 1, itemsPerPage: 10 },
    getBetList: {
      playerId,
      ...PERIOD,
      filterProvider: 'house',
      sortBy: ['name'],
      sortDesc: [true],
      page: 2,
      itemsPerPage: 10,
    },
    getSports: {},
    getEvents: {
      sportId: 'football',
      leagueId: 'sim:league:1',
      live: false,
      from: '2026-01-01',
      to: '2026-01-31T12:00:00.000Z',
      page: 1,
      itemsPerPage: 20,
    },
    getEvent: { eventId: 'sim:match:1' },
    placeBet: {
      playerId,
      stake: '1.5',
      type: 'single',
      selections: [{ outcomeId: '1', oddsMilli: 2500 }],
      oddsPolicy: 'higher',
    },
    getBets: { playerId, status: 'settled', page: 1, itemsPerPage: 20 },
    cashOut: { playerId, betId: 1, amount: '1.5', valueSeen: '2', tolerance: '0.1' },
    setAutoCashOut: { playerId, betId: 1, value: '3' },
    adminSportsSettleMarket: {
      eventId: 'match-1',
      marketType: 'total',
      specifiers: 'total=2.5',
      outcomes: [{ id: 'over', result: 1, voidFactor: '0.5' }],
    },
    adminSportsCancelMarket: {
      eventId: 'match-1',
      marketType: '1x2',
      startTime: '2026-01-01T12:00:00Z',
    },
    adminSportsRollbackSettlement: { eventId: 'match-1', marketType: '1x2' },
    adminSportsRollbackCancel: { eventId: 'match-1', marketType: '1x2', specifiers: '' },
    priceBetBuilder: { selections: ['1', '2'] },
    getGames: {
      lan: 'en',
      category: 'slots',
      categories: ['slots'],
      provider: 'house',
      group: 'popular',
      search: 'dice',
      isLive: false,
      featured: true,
      order: 'popular',
      page: 1,
      itemsPerPage: 24,
    },
    getGameUrl: { gameId: ctx.gameId, lan: 'en', is_mobile: false },
    getLiveGameUrl: { gameId: ctx.gameId, lan: 'en', is_mobile: true },
    getGameGroupList: { lan: 'en' },
    getGameProviders: {},
    getSetting: {},
    geolocation: {},
    adminUpdateSetting: { country_black_list: ['XX'], ip_black_list: ['192.0.2.1'] },
    playerSendMessage: {
      player_name: 'Ana',
      email: 'ana@example.com',
      ...profile,
      note: 'Hello,\nmy deposit.',
      status: 'pending',
      playerId,
    },
    getSlider: { lan: 'en', is_mobile: false },
    getPromotionTemplate: { lan: 'en', slug: 'welcome-bonus', id: ctx.contentId },
    getContentTemplate: { lan: 'en', slug: 'privacy' },
    getFaqTemplate: { lan: 'en', slug: 'deposits', id: ctx.contentId },
    adminGetSiteContent: { type: 'promotion', locale: 'en', page: 1, itemsPerPage: 10 },
    adminCreateSiteContent: content,
    adminUpdateTemplate: {
      id: ctx.contentId,
      title: content.title,
      summary: content.summary,
      body_html: content.body_html,
      image_url: content.image_url,
      sort: 1,
      published: false,
    },
    adminRemoveSiteContent: { id: ctx.contentId },
    pushSubscribe: {
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      keys: { p256dh: P256DH, auth: 'A'.repeat(22) },
    },
    pushUnsubscribe: { endpoint: 'https://push.example.com/send/abc' },
    adminPushBroadcast: {
      title: { es: 'Hola', en: 'Hello' },
      body: { es: 'Texto', en: 'Text' },
      url: '/promotion/3',
    },
    adminLiveChatMute: { username, minutes: 5, reason: 'Spam at the table', hideMessages: true },
    adminLiveChatUnmute: { username },
    adminGetSportsLimits: {},
    adminSetSportsStakeLimits: { sportId: 'football', inPlay: true, minStake: 0.5, maxStake: 500 },
    adminSetSportsBookLimits: {
      maxPayout: 100_000,
      marketLiability: 200_000,
      eventLiability: 500_000,
    },
    adminSetSportsStakeFactor: { username, factor: 0.5 },
    providerBalance: { ...session, currency: 'mBTC' },
    providerBet: {
      ...session,
      transactionId: 'tx-1',
      roundId: 'round-1',
      amount: 1,
      currency: 'mBTC',
    },
    providerWin: {
      transactionId: 'tx-2',
      game: session.game,
      roundId: 'round-1',
      amount: 0.5,
      currency: 'mBTC',
    },
    providerRollback: { transactionId: 'tx-1' },
    staffLogin: { username: 'admin', password: 'not the password', totp: '123456' },
    staffEnrolTotp: { enrolmentToken: 'A'.repeat(43), code: '123456' },
    staffVerifyTotp: { code: '123456' },
    staffLogout: {},
    staffGetSessions: {},
    staffRevokeSession: { sessionId: randomUUID() },
    staffCreate: { username: 'newstaff', password: 'staff-pass-1', roles: ['support', 'risk'] },
    staffList: {},
    staffSetRoles: { staffId: 1, roles: ['support'] },
    staffDisable: { staffId: 1 },
    getAuditLog: {
      staffId: 1,
      action: 'admin/complete_withdrawal',
      player: playerId,
      from: '2026-01-01',
      to: '2026-12-31T00:00:00.000Z',
      page: 1,
      itemsPerPage: 10,
    },
    adminGetReport: { granularity: 'week', from: '2026-01-01', to: '2026-03-31', vertical: 'live' },
    adminExportReport: { granularity: 'month', from: '2026-01-01', to: '2026-12-31' },
    adminLiveGetRounds: { table: 'crash', page: 1, itemsPerPage: 20 },
    adminLiveGetRound: { roundId: 'crash:1:1' },
    adminPushAudience: {},
    adminSportsGetEvents: { status: 'live', eventId: 'match-1', page: 1, itemsPerPage: 10 },
    adminSportsSuspendMarket: { eventId: 'match-1', marketType: '1x2', reason: 'news' },
    adminSportsResumeMarket: { eventId: 'match-1', marketType: 'total', specifiers: 'total=2.5' },
    getSecurityStatus: {},
    totpBegin: {},
    totpEnable: { code: '123456' },
    totpDisable: { code: 'abcde-fghij' },
    getSessions: {},
    revokeSession: { id: '00000000-0000-4000-8000-000000000000', others: false },
    verifyEmail: { token: 'a'.repeat(43) },
    getEmailVerification: {},
    resendVerification: {},
    getProtectionStatus: { playerId },
    setLimit: { playerId, type: 'loss', period: 'week', amount: 500 },
    confirmLimit: { playerId, type: 'loss', period: 'week' },
    setRealityCheck: { playerId, intervalMinutes: 30, sessionLimitMinutes: 120 },
    takeBreak: { playerId, kind: 'time_out', duration: '24h' },
    exportHistory: { playerId },
    requestExclusionReview: { playerId, reason: 'I have had help and want to play again' },
    adminLiftExclusion: { player: playerId, reason: 'Reviewed: request granted' },
  };
}

export function validHouseRequests(ctx: FuzzContext): Record<string, unknown> {
  const session = ctx.launch;
  const stake = { ...session, amount: 1 };
  return {
    open: session,
    dice: { ...stake, target: 50.5, direction: 'over' },
    limbo: { ...stake, target: 2 },
    roulette: { ...session, bets: [{ bet: { kind: 'straight', pocket: 7 }, amount: 1 }] },
    'hi-lo/start': stake,
    'hi-lo/guess': { ...session, roundId: 'round-1', guess: 'higher' },
    'hi-lo/cash-out': { ...session, roundId: 'round-1' },
    'seeds/rotate': { ...session, clientSeed: 'my lucky seed' },
    history: session,
  };
}
