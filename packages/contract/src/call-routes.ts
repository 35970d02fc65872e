// Generated from the calls of this package by `npm run call-routes -w @jade/contract`: do not edit.
// The site's calls without their schemas (call.ts CallRoute; docs/decisions.md P3). A test fails
// when this file and the calls differ.
import type { CallRoutes } from './call';
import type * as accountCallsModule from './account-calls';
import type * as agentContractCallsModule from './agent-contract-calls';
import type * as opsAgentCallsModule from './ops-agent-calls';
import type * as agentReportCallsModule from './agent-report-calls';
import type * as opsAgentReportCallsModule from './ops-agent-report-calls';
import type * as opsAgentSettlementCallsModule from './ops-agent-settlement-calls';
import type * as opsDashboardCallsModule from './ops-dashboard-calls';
import type * as agentTeamCallsModule from './agent-team-calls';
import type * as betRecordCallsModule from './bet-record-calls';
import type * as chatCallsModule from './chat-calls';
import type * as contentCallsModule from './content-calls';
import type * as gameCallsModule from './game-calls';
import type * as inhouseGameCallsModule from './inhouse-game-calls';
import type * as lotteryCallsModule from './lottery-calls';
import type * as missionCallsModule from './mission-calls';
import type * as paymentCallsModule from './payment-calls';
import type * as pointCallsModule from './point-calls';
import type * as profileCallsModule from './profile-calls';
import type * as prizeWheelCallsModule from './prize-wheel-calls';
import type * as rewardCallsModule from './reward-calls';
import type * as opsRewardCallsModule from './ops-reward-calls';
import type * as opsPlayerCallsModule from './ops-player-calls';
import type * as opsGameCallsModule from './ops-game-calls';
import type * as opsPaymentSettingsCallsModule from './ops-payment-settings-calls';
import type * as opsSessionCallsModule from './ops-session-calls';
import type * as opsSettingsCallsModule from './ops-settings-calls';
import type * as systemCallsModule from './system-calls';
import type * as walletCallsModule from './wallet-calls';

export const accountCalls = {
  sealingKey: { method: 'GET', path: '/wps/system/sealingKey', module: 'COMM3', auth: 'public' },
  login: { method: 'POST', path: '/wps/session/login', module: 'COMM3', auth: 'public', encrypted: true },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', module: 'FREEPLAY3', auth: 'public' },
  logout: { method: 'DELETE', path: '/wps/session/logout', module: 'COMM3', auth: 'public' },
  logoutPost: { method: 'POST', path: '/wps/session/logout', module: 'COMM3', auth: 'public' },
  smsNoLogin: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    module: 'VERIFICATION3',
    auth: 'public',
  },
  smsRegister: {
    method: 'POST',
    path: '/wps/verification/sms/register',
    module: 'REGMOBVERF3',
    auth: 'public',
  },
  memberInfo: { method: 'GET', path: '/wps/member/info', module: 'COMM3', auth: 'public' },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', module: 'PROFPIC3', auth: 'member' },
  playerAvatar: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    module: 'PROFPIC3',
    auth: 'member',
  },
  register: { method: 'PUT', path: '/wps/member/register', module: 'REG3', auth: 'public', encrypted: true },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    module: 'MOBILENUMREG3',
    auth: 'public',
    encrypted: true,
  },
  affiliate: { method: 'GET', path: '/wps/agent/affiliate', module: 'AFFMAN3', auth: 'public' },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    module: 'PASS3',
    auth: 'real-member',
    encrypted: true,
  },
  forgotPasswordEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    module: 'COMM3',
    auth: 'public',
  },
  resetPassword: {
    method: 'POST',
    path: '/wps/member/password/reset',
    module: 'COMM3',
    auth: 'public',
    encrypted: true,
  },
  phonePassword: {
    method: 'POST',
    path: '/wps/member/password/verification',
    module: 'CHNGPASSVERIF3',
    auth: 'public',
    encrypted: true,
  },
  captcha: { method: 'GET', path: '/wps/captcha', module: 'CAPTCHA3', auth: 'public' },
  captchaPow: { method: 'GET', path: '/wps/captcha/pow', module: 'CAPTCHA3', auth: 'public' },
  downlineCount: { method: 'GET', path: '/wps/agent/downlines/count', module: 'COMM3', auth: 'agent' },
} as CallRoutes<typeof accountCallsModule.accountCalls>;

export const agentContractCalls = {
  processDividend: {
    method: 'GET',
    path: '/wps/relay/MCSFE_processContractDividend',
    module: 'SIGNCONDIV3',
    auth: 'agent',
  },
  processDaily: {
    method: 'GET',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    module: 'DAILYSALCONT3',
    auth: 'agent',
  },
  processHourly: {
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    module: 'HOURSAL3',
    auth: 'agent',
  },
  processRealtime: {
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    module: 'RTSALARY3',
    auth: 'agent',
  },
  offer: { method: 'POST', path: '/wps/agent/contract', module: 'AGENTPOLICY3', auth: 'agent' },
  act: { method: 'PUT', path: '/wps/agent/contract', module: 'AGENTPOLICY3', auth: 'agent' },
  dailySalRec: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_dailySalRec',
    module: 'DAILYSALCONT3',
    auth: 'agent',
  },
  hourSalRec: { method: 'GET', path: '/wps/relay/ODSFE2_hourSalRec', module: 'HOURSAL3', auth: 'agent' },
  realtimeSalRec: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_realTimeSalRec',
    module: 'RTSALARY3',
    auth: 'agent',
  },
  queryDividend: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_QueryDividend',
    module: 'SIGNCONDIV3',
    auth: 'agent',
  },
  payoutDividend: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_PayoutDividend',
    module: 'SIGNCONDIV3',
    auth: 'agent',
  },
  income: { method: 'GET', path: '/wps/relay/ODSFE2_getIncomeData', module: 'COMM3', auth: 'agent' },
} as CallRoutes<typeof agentContractCallsModule.agentContractCalls>;

export const opsAgentContractCalls = {
  contracts: {
    method: 'GET',
    path: '/ops/agents/contracts',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  setContract: {
    method: 'POST',
    path: '/ops/agents/contracts',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  pauseContract: {
    method: 'POST',
    path: '/ops/agents/contracts/pause',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  rerun: {
    method: 'POST',
    path: '/ops/agents/settlements/rerun',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
  exportCsv: {
    method: 'GET',
    path: '/ops/agents/settlements/csv',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
} as CallRoutes<typeof opsAgentCallsModule.opsAgentContractCalls>;

export const agentReportCalls = {
  teamOverviewSum: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverviewSum',
    module: 'COMM3',
    auth: 'agent',
  },
  teamOverviewDaily: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverviewDailyList',
    module: 'COMM3',
    auth: 'agent',
  },
  teamKpi: { method: 'GET', path: '/wps/relay/ODSFE2_teamKPIC', module: 'COMM3', auth: 'agent' },
  teamCount: { method: 'GET', path: '/wps/relay/ODSFE2_teamCount', module: 'COMM3', auth: 'agent' },
  memberCount: { method: 'GET', path: '/wps/relay/GCSGAME_memberCount', module: 'COMM3', auth: 'agent' },
  teamBetting: { method: 'GET', path: '/wps/relay/ODSFE2_getMemberPnlv2', module: 'COMM3', auth: 'agent' },
  lottOrders: { method: 'GET', path: '/wps/relay/ODSFE2_LottOrders', module: 'COMM3', auth: 'agent' },
  lottTeamBet: { method: 'GET', path: '/wps/relay/ODSFE2_lottTeamBet', module: 'COMM3', auth: 'agent' },
  teamPnl: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamPNLV3', module: 'COMM3', auth: 'agent' },
  teamPnlDetail: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamPNLV2Detail',
    module: 'COMM3',
    auth: 'agent',
  },
  downlineTransactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_DownlineTransDet',
    module: 'COMM3',
    auth: 'agent',
  },
} as CallRoutes<typeof agentReportCallsModule.agentReportCalls>;

export const opsAgentReportCalls = {
  agents: { method: 'GET', path: '/ops/agents/list', module: 'COMM3', auth: 'operator', permission: 'view' },
  agentTree: {
    method: 'GET',
    path: '/ops/agents/tree',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
} as CallRoutes<typeof opsAgentReportCallsModule.opsAgentReportCalls>;

export const opsAgentSettlementCalls = {
  settlementPeriods: {
    method: 'GET',
    path: '/ops/agents/settlements',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
} as CallRoutes<typeof opsAgentSettlementCallsModule.opsAgentSettlementCalls>;

export const opsDashboardCalls = {
  summary: {
    method: 'GET',
    path: '/ops/dashboard/summary',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  exportCsv: {
    method: 'GET',
    path: '/ops/dashboard/csv',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
} as CallRoutes<typeof opsDashboardCallsModule.opsDashboardCalls>;

export const agentTeamCalls = {
  agentNotices: {
    method: 'GET',
    path: '/wps/relay/CCSFE_getAgentAnnouncements',
    module: 'COMM3',
    auth: 'agent',
  },
  checkUsername: { method: 'GET', path: '/wps/check/username', module: 'COMM3', auth: 'agent' },
  globalRebateSettings: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType',
    module: 'COMM3',
    auth: 'agent',
  },
  createDownline: {
    method: 'POST',
    path: '/wps/agent/downline',
    module: 'COMM3',
    auth: 'agent',
    encrypted: true,
  },
  createAffiliateUrl: {
    method: 'POST',
    path: '/wps/relay/MCSFE_createAffiliateUrl',
    module: 'AFFMAN3',
    auth: 'agent',
  },
  viewAffiliateUrls: {
    method: 'GET',
    path: '/wps/relay/MCSFE_viewAffiliateUrls',
    module: 'AFFMAN3',
    auth: 'agent',
  },
  deleteAffiliateUrl: {
    method: 'POST',
    path: '/wps/relay/MCSFE_deleteAffiliateUrl',
    module: 'AFFMAN3',
    auth: 'agent',
  },
  registeredAffiliates: {
    method: 'GET',
    path: '/wps/relay/MCSFE_viewRegisteredAffiliates',
    module: 'AFFMAN3',
    auth: 'agent',
  },
  downlines: { method: 'GET', path: '/wps/relay/ODSFE2_getSubordinatev2', module: 'COMM3', auth: 'agent' },
  downlineRebates: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    module: 'COMM3',
    auth: 'agent',
  },
  updateDownlineRebates: {
    method: 'PUT',
    path: '/wps/agent/updateDownlineRebates',
    module: 'COMM3',
    auth: 'agent',
  },
  promoteDownlineToAgent: {
    method: 'PUT',
    path: '/wps/agent/promoteDownlineToAgent',
    module: 'COMM3',
    auth: 'agent',
  },
  transferMultipleDownline: {
    method: 'PUT',
    path: '/wps/agent/transferMultipleDownline',
    module: 'COMM3',
    auth: 'agent',
    encrypted: true,
  },
  collectFromDownline: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
    module: 'COMM3',
    auth: 'agent',
    encrypted: true,
  },
} as CallRoutes<typeof agentTeamCallsModule.agentTeamCalls>;

export const betRecordCalls = {
  betRecords: { method: 'GET', path: '/wps/relay/ODSFE2_getBetRecords', module: 'MEMTRANS3', auth: 'member' },
  betRecordDetail: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBetRecordDetail',
    module: 'MEMTRANS3',
    auth: 'member',
  },
  memPnl: { method: 'GET', path: '/wps/relay/ODSFE2_MemPNL', module: 'MEMTRANS3', auth: 'member' },
} as CallRoutes<typeof betRecordCallsModule.betRecordCalls>;

export const chatCalls = {
  history: { method: 'GET', path: '/wps/relay/CBS_history', module: 'CBS3', auth: 'member' },
  send: { method: 'POST', path: '/wps/relay/CBS_send', module: 'CBS3', auth: 'member' },
  markRead: { method: 'POST', path: '/wps/relay/CBS_markRead', module: 'CBS3', auth: 'member' },
  unreadCount: { method: 'GET', path: '/wps/relay/CBS_unreadCount', module: 'CBS3', auth: 'member' },
  streamTicket: { method: 'POST', path: '/wps/relay/CBS_streamTicket', module: 'CBS3', auth: 'member' },
} as CallRoutes<typeof chatCallsModule.chatCalls>;

export const opsChatCalls = {
  conversations: {
    method: 'GET',
    path: '/ops/chat/conversations',
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
  },
  thread: { method: 'GET', path: '/ops/chat/messages', module: 'CBS3', auth: 'operator', permission: 'view' },
  reply: { method: 'POST', path: '/ops/chat/reply', module: 'CBS3', auth: 'operator', permission: 'chat' },
  markRead: { method: 'POST', path: '/ops/chat/read', module: 'CBS3', auth: 'operator', permission: 'chat' },
  streamTicket: {
    method: 'POST',
    path: '/ops/chat/stream-ticket',
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
  },
  cannedReplies: {
    method: 'GET',
    path: '/ops/chat/canned',
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
  },
  saveCannedReply: {
    method: 'POST',
    path: '/ops/chat/canned/save',
    module: 'CBS3',
    auth: 'operator',
    permission: 'chat',
  },
  deleteCannedReply: {
    method: 'POST',
    path: '/ops/chat/canned/delete',
    module: 'CBS3',
    auth: 'operator',
    permission: 'chat',
  },
} as CallRoutes<typeof chatCallsModule.opsChatCalls>;

export const contentCalls = {
  announcements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    module: 'COMM3',
    auth: 'public',
  },
  banners: { method: 'GET', path: '/wps/relay/CCSFE_getBanners', module: 'COMM3', auth: 'public' },
  noticeList: { method: 'GET', path: '/wps/relay/CCSFE_getNoticeList', module: 'COMM3', auth: 'public' },
  popupContent: {
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPopupContent',
    module: 'COMM3',
    auth: 'public',
  },
  promotions: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionList', module: 'COMM3', auth: 'public' },
  promotionDetail: {
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPromotionDetail',
    module: 'COMM3',
    auth: 'public',
  },
  applyActivity: {
    method: 'POST',
    path: '/wps/relay/PROMOFE_applyActivity',
    module: 'REWCEN3',
    auth: 'real-member',
  },
  applications: {
    method: 'GET',
    path: '/wps/relay/PROMOFE_getActivityApplications',
    module: 'REWCEN3',
    auth: 'real-member',
  },
  claimRaffle: {
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    module: 'REWCEN3',
    auth: 'real-member',
  },
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter', module: 'COMM3', auth: 'public' },
  feedbackTypes: { method: 'GET', path: '/wps/feedback/types', module: 'FEEDBACK3', auth: 'public' },
  feedback: { method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', auth: 'public' },
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', module: 'INBOX3', auth: 'member' },
  inbox: { method: 'GET', path: '/wps/relay/EMFE_getInbox', module: 'INBOX3', auth: 'member' },
  inboxMessage: { method: 'GET', path: '/wps/relay/EMFE_getInboxDetail', module: 'INBOX3', auth: 'member' },
  markInboxRead: {
    method: 'POST',
    path: '/wps/relay/EMFE_updateInboxRead',
    module: 'INBOX3',
    auth: 'member',
  },
  deleteInbox: { method: 'POST', path: '/wps/relay/EMFE_deleteInbox', module: 'INBOX3', auth: 'member' },
  jackpot: { method: 'GET', path: '/wps/relay/VIS_getJackpot', module: 'COMM3', auth: 'public' },
} as CallRoutes<typeof contentCallsModule.contentCalls>;

export const opsContentCalls = {
  languages: {
    method: 'GET',
    path: '/ops/content/languages',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  banners: {
    method: 'GET',
    path: '/ops/content/banners',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  saveBanner: {
    method: 'POST',
    path: '/ops/content/banners/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deleteBanner: {
    method: 'POST',
    path: '/ops/content/banners/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  uploadImage: {
    method: 'POST',
    path: '/ops/content/images',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  notices: {
    method: 'GET',
    path: '/ops/content/announcements',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  saveNotice: {
    method: 'POST',
    path: '/ops/content/announcements/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deleteNotice: {
    method: 'POST',
    path: '/ops/content/announcements/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  promotions: {
    method: 'GET',
    path: '/ops/content/promotions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  savePromotion: {
    method: 'POST',
    path: '/ops/content/promotions/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deletePromotion: {
    method: 'POST',
    path: '/ops/content/promotions/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  applications: {
    method: 'GET',
    path: '/ops/content/applications',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  decideApplication: {
    method: 'POST',
    path: '/ops/content/applications/decide',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  popups: {
    method: 'GET',
    path: '/ops/content/popups',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  savePopup: {
    method: 'POST',
    path: '/ops/content/popups/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deletePopup: {
    method: 'POST',
    path: '/ops/content/popups/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  help: { method: 'GET', path: '/ops/content/help', module: 'COMM3', auth: 'operator', permission: 'view' },
  saveHelpCategory: {
    method: 'POST',
    path: '/ops/content/help/categories/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deleteHelpCategory: {
    method: 'POST',
    path: '/ops/content/help/categories/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  saveHelpArticle: {
    method: 'POST',
    path: '/ops/content/help/articles/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deleteHelpArticle: {
    method: 'POST',
    path: '/ops/content/help/articles/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  feedbackTypes: {
    method: 'GET',
    path: '/ops/content/feedback-types',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  saveFeedbackType: {
    method: 'POST',
    path: '/ops/content/feedback-types/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  feedback: {
    method: 'GET',
    path: '/ops/content/feedback',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  messages: {
    method: 'GET',
    path: '/ops/content/messages',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  sendMessage: {
    method: 'POST',
    path: '/ops/content/messages/send',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  deleteMessage: {
    method: 'POST',
    path: '/ops/content/messages/delete',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
  jackpots: {
    method: 'GET',
    path: '/ops/content/jackpot',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  saveJackpot: {
    method: 'POST',
    path: '/ops/content/jackpot/save',
    module: 'COMM3',
    auth: 'operator',
    permission: 'content',
  },
} as CallRoutes<typeof contentCallsModule.opsContentCalls>;

export const gameCalls = {
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', module: 'COMM3', auth: 'public' },
  hotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', module: 'GAMELOHOT3', auth: 'public' },
  vassGameType: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    module: 'COMM3',
    auth: 'public',
  },
  popular: { method: 'GET', path: '/lgw/games/popular', module: 'AGEANNOUNCE3', auth: 'public' },
  favouriteIds: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    module: 'GAMELOFAV3',
    auth: 'member',
  },
  favouriteList: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    module: 'GAMELOFAV3',
    auth: 'member',
  },
  addFavourite: {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    module: 'GAMELOFAV3',
    auth: 'member',
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    module: 'GAMELOFAV3',
    auth: 'member',
  },
  recentGames: { method: 'GET', path: '/wps/relay/GCS_recentGame', module: 'GAMELOREC3', auth: 'member' },
  winnerBoard: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', module: 'COMM3', auth: 'public' },
  winnerBoardLegacy: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    module: 'COMM3',
    auth: 'public',
  },
  roomList: { method: 'GET', path: '/wps/relay/GLS2_roomList', module: 'GAMELO3', auth: 'member' },
  launch: { method: 'GET', path: '/wps/game/launchGame', module: 'GAMELO3', auth: 'member' },
  trialLaunch: { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', module: 'COMM3', auth: 'public' },
} as CallRoutes<typeof gameCallsModule.gameCalls>;

export const inhouseGameCalls = {
  list: { method: 'GET', path: '/wps/inhouse/games', module: 'COMM3', auth: 'public' },
  info: { method: 'GET', path: '/wps/inhouse/game/info', module: 'COMM3', auth: 'member' },
  setClientSeed: {
    method: 'POST',
    path: '/wps/inhouse/fairness/clientSeed',
    module: 'COMM3',
    auth: 'member',
  },
  rotateSeed: { method: 'POST', path: '/wps/inhouse/fairness/rotate', module: 'COMM3', auth: 'member' },
  fairness: { method: 'GET', path: '/wps/inhouse/fairness', module: 'COMM3', auth: 'member' },
  spin: { method: 'POST', path: '/wps/inhouse/slot/spin', module: 'COMM3', auth: 'member' },
  baccarat: { method: 'POST', path: '/wps/inhouse/baccarat/play', module: 'COMM3', auth: 'member' },
  fish: { method: 'POST', path: '/wps/inhouse/fish/shoot', module: 'COMM3', auth: 'member' },
  round: { method: 'GET', path: '/wps/inhouse/round', module: 'COMM3', auth: 'member' },
  verify: { method: 'GET', path: '/wps/inhouse/verify', module: 'COMM3', auth: 'public' },
} as CallRoutes<typeof inhouseGameCallsModule.inhouseGameCalls>;

export const lotteryCalls = {
  gameMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', module: 'COMM3', auth: 'public' },
  recent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', module: 'COMM3', auth: 'member' },
  current: { method: 'GET', path: '/lgw/numeros/near', module: 'COMM3', auth: 'public' },
  results: { method: 'GET', path: '/lgw/draw', module: 'COMM3', auth: 'public' },
  placeBets: { method: 'POST', path: '/lgw/orders', module: 'COMM3', auth: 'real-member' },
  myBets: { method: 'GET', path: '/lgw/orders', module: 'COMM3', auth: 'member' },
} as CallRoutes<typeof lotteryCallsModule.lotteryCalls>;

export const missionCalls = {
  summary: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    module: 'REWCEN3',
    auth: 'member',
  },
  count: { method: 'GET', path: '/wps/rewards/missions/count', module: 'REWCEN3', auth: 'member' },
  leaderboard: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    module: 'REWCEN3',
    auth: 'member',
  },
  claim: { method: 'POST', path: '/wps/relay/MCSFE_claimMissionRewards', module: 'REWCEN3', auth: 'member' },
} as CallRoutes<typeof missionCallsModule.missionCalls>;

export const opsMissionCalls = {
  list: {
    method: 'GET',
    path: '/ops/rewards/missions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  save: {
    method: 'POST',
    path: '/ops/rewards/missions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setActive: {
    method: 'POST',
    path: '/ops/rewards/missions/active',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
} as CallRoutes<typeof missionCallsModule.opsMissionCalls>;

export const paymentCalls = {
  depositSettings: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositSettings',
    module: 'COMM3',
    auth: 'real-member',
  },
  depositMethods: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositMethods',
    module: 'COMM3',
    auth: 'real-member',
  },
  fixedAmounts: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFixedAmounts',
    module: 'COMM3',
    auth: 'real-member',
  },
  manualDeposit: {
    method: 'POST',
    path: '/wps/relay/MCSFE_manualTransferByRemark',
    module: 'COMM3',
    auth: 'real-member',
  },
  gatewayDeposit: {
    method: 'POST',
    path: '/wps/relay/MCSFE_depositByLaunchUrl',
    module: 'COMM3',
    auth: 'real-member',
  },
  cancelDeposit: {
    method: 'POST',
    path: '/wps/relay/MCSFE_cancelDeposit',
    module: 'COMM3',
    auth: 'real-member',
  },
  depositReport: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositTransactionReport',
    module: 'COMM3',
    auth: 'real-member',
  },
  hasWithdrawalPassword: {
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    module: 'COMM3',
    auth: 'real-member',
  },
  setPaymentPassword: {
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    module: 'COMM3',
    auth: 'real-member',
    encrypted: true,
  },
  changePaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    module: 'COMM3',
    auth: 'real-member',
    encrypted: true,
  },
  withdrawSettings: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    module: 'COMM3',
    auth: 'real-member',
  },
  withdrawCharges: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
    module: 'COMM3',
    auth: 'real-member',
  },
  withdraw: {
    method: 'POST',
    path: '/wps/v2/transaction/withdraw',
    module: 'COMM3',
    auth: 'real-member',
    encrypted: true,
  },
  withdrawReport: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
    module: 'COMM3',
    auth: 'real-member',
  },
  confirmWithdrawal: {
    method: 'POST',
    path: '/wps/relay/MCSFE_confirmWithdrawal',
    module: 'COMM3',
    auth: 'real-member',
  },
} as CallRoutes<typeof paymentCallsModule.paymentCalls>;

export const operatorCalls = {
  deposits: { method: 'GET', path: '/ops/deposits', module: 'COMM3', auth: 'operator', permission: 'view' },
  approveDeposit: {
    method: 'POST',
    path: '/ops/deposits/approve',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  rejectDeposit: {
    method: 'POST',
    path: '/ops/deposits/reject',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  withdrawals: {
    method: 'GET',
    path: '/ops/withdrawals',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  approveWithdrawal: {
    method: 'POST',
    path: '/ops/withdrawals/approve',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  rejectWithdrawal: {
    method: 'POST',
    path: '/ops/withdrawals/reject',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  payWithdrawal: {
    method: 'POST',
    path: '/ops/withdrawals/pay',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  withdrawalProof: {
    method: 'POST',
    path: '/ops/withdrawals/proof',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  resolveWithdrawal: {
    method: 'POST',
    path: '/ops/withdrawals/resolve',
    module: 'COMM3',
    auth: 'operator',
    permission: 'decideMoney',
  },
  freezeMember: {
    method: 'POST',
    path: '/ops/members/freeze',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
  },
  unfreezeMember: {
    method: 'POST',
    path: '/ops/members/unfreeze',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
  },
} as CallRoutes<typeof paymentCallsModule.operatorCalls>;

export const pointCalls = {
  balance: { method: 'GET', path: '/wps/relay/MCSFE_getPointBalance', module: 'PTSYS3', auth: 'member' },
  config: { method: 'GET', path: '/wps/relay/MCSFE_getPointConfig', module: 'PTSYS3', auth: 'member' },
  items: { method: 'GET', path: '/wps/relay/MCSFE_getPointReward', module: 'PTSYS3', auth: 'member' },
  redemptions: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getRedeemPointList',
    module: 'PTSYS3',
    auth: 'member',
  },
  entries: { method: 'GET', path: '/wps/points/details', module: 'PTSYS3', auth: 'member' },
  redeem: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    module: 'PTSYS3',
    auth: 'member',
    encrypted: true,
  },
  convert: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
    module: 'PTSYS3',
    auth: 'member',
    encrypted: true,
  },
} as CallRoutes<typeof pointCallsModule.pointCalls>;

export const opsPointCalls = {
  settings: {
    method: 'GET',
    path: '/ops/points/settings',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  setSettings: {
    method: 'POST',
    path: '/ops/points/settings',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  items: { method: 'GET', path: '/ops/points/items', module: 'COMM3', auth: 'operator', permission: 'view' },
  saveItem: {
    method: 'POST',
    path: '/ops/points/items',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  redemptions: {
    method: 'GET',
    path: '/ops/points/redemptions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  decideRedemption: {
    method: 'POST',
    path: '/ops/points/redemptions/decide',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
} as CallRoutes<typeof pointCallsModule.opsPointCalls>;

export const profileCalls = {
  profile: { method: 'GET', path: '/wps/member/info/profile', module: 'COMM3', auth: 'real-member' },
  updateProfile: { method: 'POST', path: '/wps/member/info', module: 'COMM3', auth: 'real-member' },
} as CallRoutes<typeof profileCallsModule.profileCalls>;

export const opsProfileCalls = {
  playerProfile: {
    method: 'GET',
    path: '/ops/players/profile',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  correctProfile: {
    method: 'POST',
    path: '/ops/players/profile',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
  },
} as CallRoutes<typeof profileCallsModule.opsProfileCalls>;

export const wheelCalls = {
  wheel: { method: 'GET', path: '/wps/rewards/wheel', module: 'REWCEN3', auth: 'member' },
  spin: { method: 'POST', path: '/wps/rewards/wheel/spin', module: 'REWCEN3', auth: 'member' },
} as CallRoutes<typeof prizeWheelCallsModule.wheelCalls>;

export const opsWheelCalls = {
  wheel: { method: 'GET', path: '/ops/rewards/wheel', module: 'COMM3', auth: 'operator', permission: 'view' },
  setWheel: {
    method: 'POST',
    path: '/ops/rewards/wheel',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  issueTickets: {
    method: 'POST',
    path: '/ops/rewards/wheel/tickets',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
} as CallRoutes<typeof prizeWheelCallsModule.opsWheelCalls>;

export const rewardCalls = {
  rankProgress: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    module: 'COMM3',
    auth: 'member',
  },
  vipLadder: { method: 'GET', path: '/wps/rewards/vip', module: 'COMM3', auth: 'public' },
  rebateSettings: { method: 'GET', path: '/wps/rewards/rebate/settings', module: 'COMM3', auth: 'member' },
  rebateAccrued: { method: 'GET', path: '/wps/relay/ODSFE2_getRebate', module: 'COMM3', auth: 'member' },
  claimRebate: { method: 'POST', path: '/wps/relay/ODSFE2_rebateDisburse', module: 'COMM3', auth: 'member' },
  rebateRecords: { method: 'GET', path: '/wps/rewards/rebate/records', module: 'COMM3', auth: 'member' },
  bonuses: { method: 'GET', path: '/wps/rewards/bonuses', module: 'COMM3', auth: 'member' },
  rewardCentre: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    module: 'REWCEN3',
    auth: 'member',
  },
  rewardCount: { method: 'GET', path: '/wps/rewards/count', module: 'REWCEN3', auth: 'member' },
  claimReward: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    module: 'REWCEN3',
    auth: 'member',
  },
  referralDetails: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    module: 'COMM3',
    auth: 'member',
  },
} as CallRoutes<typeof rewardCallsModule.rewardCalls>;

export const opsRewardCalls = {
  vipLadder: {
    method: 'GET',
    path: '/ops/rewards/vip',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  setVipLadder: {
    method: 'POST',
    path: '/ops/rewards/vip',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  rebateRules: {
    method: 'GET',
    path: '/ops/rewards/rebate',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  setRebateRules: {
    method: 'POST',
    path: '/ops/rewards/rebate',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  bonusTemplates: {
    method: 'GET',
    path: '/ops/rewards/bonus/templates',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  setBonusTemplates: {
    method: 'POST',
    path: '/ops/rewards/bonus/templates',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  bonusGrants: {
    method: 'GET',
    path: '/ops/rewards/bonus/grants',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  grantBonus: {
    method: 'POST',
    path: '/ops/rewards/bonus/grant',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
  cancelBonus: {
    method: 'POST',
    path: '/ops/rewards/bonus/cancel',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
  adjustBonus: {
    method: 'POST',
    path: '/ops/rewards/bonus/adjust',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
  rewardCentre: {
    method: 'GET',
    path: '/ops/rewards/centre',
    module: 'REWCEN3',
    auth: 'operator',
    permission: 'view',
  },
  setRewardCentre: {
    method: 'POST',
    path: '/ops/rewards/centre',
    module: 'REWCEN3',
    auth: 'operator',
    permission: 'settings',
  },
  issueReward: {
    method: 'POST',
    path: '/ops/rewards/centre/issue',
    module: 'REWCEN3',
    auth: 'operator',
    permission: 'adjust',
  },
} as CallRoutes<typeof opsRewardCallsModule.opsRewardCalls>;

export const opsPlayerCalls = {
  searchPlayers: {
    method: 'GET',
    path: '/ops/players',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  player: {
    method: 'GET',
    path: '/ops/players/detail',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  playerLedger: {
    method: 'GET',
    path: '/ops/players/ledger',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  playerBets: {
    method: 'GET',
    path: '/ops/players/bets',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  playerSessions: {
    method: 'GET',
    path: '/ops/players/sessions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  playerNotes: {
    method: 'GET',
    path: '/ops/players/notes',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  addPlayerNote: {
    method: 'POST',
    path: '/ops/players/notes',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
  },
  forceLogout: {
    method: 'POST',
    path: '/ops/players/logout',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
  },
  resetPassword: {
    method: 'POST',
    path: '/ops/players/reset-password',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
  },
  requestAdjustment: {
    method: 'POST',
    path: '/ops/players/adjust',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
  approvals: { method: 'GET', path: '/ops/approvals', module: 'COMM3', auth: 'operator', permission: 'view' },
  decideApproval: {
    method: 'POST',
    path: '/ops/approvals/decide',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
  },
} as CallRoutes<typeof opsPlayerCallsModule.opsPlayerCalls>;

export const opsGameCalls = {
  vendors: {
    method: 'GET',
    path: '/ops/games/vendors',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  games: { method: 'GET', path: '/ops/games', module: 'COMM3', auth: 'operator', permission: 'view' },
  updateVendor: {
    method: 'POST',
    path: '/ops/games/vendors/update',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  updateGame: {
    method: 'POST',
    path: '/ops/games/update',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  orderGames: {
    method: 'POST',
    path: '/ops/games/order',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  orderVendors: {
    method: 'POST',
    path: '/ops/games/vendors/order',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  inhouseRtp: {
    method: 'GET',
    path: '/ops/games/inhouse-rtp',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
} as CallRoutes<typeof opsGameCallsModule.opsGameCalls>;

export const opsPaymentSettingsCalls = {
  paymentSettings: {
    method: 'GET',
    path: '/ops/payments/settings',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
  },
  updateDepositMethod: {
    method: 'POST',
    path: '/ops/payments/methods',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setWithdrawLimits: {
    method: 'POST',
    path: '/ops/payments/withdraw-limits',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
} as CallRoutes<typeof opsPaymentSettingsCallsModule.opsPaymentSettingsCalls>;

export const opsSessionCalls = {
  login: { method: 'POST', path: '/ops/session/login', module: 'COMM3', auth: 'public' },
  verify: { method: 'POST', path: '/ops/session/verify', module: 'COMM3', auth: 'public' },
  me: { method: 'GET', path: '/ops/session/me', module: 'COMM3', auth: 'operator', permission: 'self' },
  newRecoveryCodes: {
    method: 'POST',
    path: '/ops/session/recovery-codes',
    module: 'COMM3',
    auth: 'operator',
    permission: 'self',
  },
  logout: {
    method: 'POST',
    path: '/ops/session/logout',
    module: 'COMM3',
    auth: 'operator',
    permission: 'self',
  },
  operators: {
    method: 'GET',
    path: '/ops/operators',
    module: 'COMM3',
    auth: 'operator',
    permission: 'operators',
  },
  createOperator: {
    method: 'POST',
    path: '/ops/operators',
    module: 'COMM3',
    auth: 'operator',
    permission: 'operators',
  },
  updateOperator: {
    method: 'POST',
    path: '/ops/operators/update',
    module: 'COMM3',
    auth: 'operator',
    permission: 'operators',
  },
  audit: { method: 'GET', path: '/ops/audit', module: 'COMM3', auth: 'operator', permission: 'audit' },
} as CallRoutes<typeof opsSessionCallsModule.opsSessionCalls>;

export const opsSettingsCalls = {
  settings: { method: 'GET', path: '/ops/settings', module: 'COMM3', auth: 'operator', permission: 'view' },
  setModule: {
    method: 'POST',
    path: '/ops/settings/module',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setRegisterRule: {
    method: 'POST',
    path: '/ops/settings/register-rule',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setMaintenance: {
    method: 'POST',
    path: '/ops/settings/maintenance',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setRegionRestriction: {
    method: 'POST',
    path: '/ops/settings/region-restriction',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setAllowedCountry: {
    method: 'POST',
    path: '/ops/settings/allowed-country',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setAllowedIp: {
    method: 'POST',
    path: '/ops/settings/allowed-ip',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
  setCustomerService: {
    method: 'POST',
    path: '/ops/settings/customer-service',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
  },
} as CallRoutes<typeof opsSettingsCallsModule.opsSettingsCalls>;

export const systemCalls = {
  status: { method: 'GET', path: '/wps/system/status', module: 'COMM3', auth: 'public' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', module: 'COMM3', auth: 'public' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', module: 'COMM3', auth: 'public' },
  location: { method: 'GET', path: '/wps/system/location', module: 'COMM3', auth: 'public' },
  countries: { method: 'GET', path: '/wps/system/country', module: 'COMM3', auth: 'public' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', module: 'REG3', auth: 'public' },
  updateLanguage: { method: 'POST', path: '/wps/member/language', module: 'COMM3', auth: 'public' },
  gameVendors: { method: 'GET', path: '/wps/relay/GCSGAME_gameVendor', module: 'COMM3', auth: 'public' },
} as CallRoutes<typeof systemCallsModule.systemCalls>;

export const walletCalls = {
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', module: 'COMM3', auth: 'member' },
  consolidatedFunds: {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    module: 'AGENTPOLICY3',
    auth: 'real-member',
  },
  merchantWallet: { method: 'GET', path: '/wps/relay/GCS_merchantWallet', module: 'COMM3', auth: 'member' },
  walletTransfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    module: 'FUNDTRANS3',
    auth: 'real-member',
  },
  walletReturn: {
    method: 'GET',
    path: '/wps/relay/GCS_walletReturn',
    module: 'FUNDTRANS3',
    auth: 'real-member',
  },
  walletReturnPost: {
    method: 'POST',
    path: '/wps/relay/GCS_walletReturn',
    module: 'FUNDTRANS3',
    auth: 'real-member',
  },
  transferDownline: {
    method: 'PUT',
    path: '/wps/agent/transferDownline',
    module: 'COMM3',
    auth: 'agent',
    encrypted: true,
  },
  transferUpline: {
    method: 'POST',
    path: '/wps/member/transferUpline',
    module: 'COMM3',
    auth: 'real-member',
  },
  transactionHistory: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    module: 'MEMTRANS3',
    auth: 'member',
  },
} as CallRoutes<typeof walletCallsModule.walletCalls>;
