import { createBrowserRouter } from 'react-router';
import { AccountPage } from '../features/account/account-page';
import { AgentPage } from '../features/agents/agent-page';
import { AgentsPage } from '../features/agents/agents-page';
import { SettlementsPage } from '../features/agents/settlements-page';
import { AuditPage } from '../features/audit/audit-page';
import { ChatPage } from '../features/chat/chat-page';
import { BannersPage } from '../features/content/banners-page';
import { AnnouncementsPage } from '../features/content/announcements-page';
import { ApplicationsPage } from '../features/content/applications-page';
import { HelpPage } from '../features/content/help-page';
import { MessagesPage } from '../features/content/messages-page';
import { PopupsPage } from '../features/content/popups-page';
import { PromotionsPage } from '../features/content/promotions-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { GamesPage } from '../features/games/games-page';
import { RtpPage } from '../features/games/rtp-page';
import { VendorsPage } from '../features/games/vendors-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { DepositsPage } from '../features/payments/deposits-page';
import { WithdrawalsPage } from '../features/payments/withdrawals-page';
import { ApprovalsPage } from '../features/players/approvals-page';
import { PlayerPage } from '../features/players/player-page';
import { PlayersPage } from '../features/players/players-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SettingsPage } from '../features/settings/settings-page';
import { PaymentsSettingsPage } from '../features/settings-money/payments-settings-page';
import { RewardsSettingsPage } from '../features/settings-money/rewards-settings-page';
import { MissionsPage } from '../features/missions/missions-page';
import { ConsoleLayout } from './layout';
import { RequireSession } from './require-session';
import { RouteProblem } from './route-problem';

/** Where the console lives (the server sends ops.html for every page under it). */
export const CONSOLE_BASE = '/ops/console';

/** The console's pages. Its first page is the dashboard. */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage />, errorElement: <RouteProblem /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <ConsoleLayout />
        </RequireSession>
      ),
      errorElement: <RouteProblem />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'payments/deposits', element: <DepositsPage /> },
        { path: 'payments/withdrawals', element: <WithdrawalsPage /> },
        { path: 'players', element: <PlayersPage /> },
        { path: 'players/:memberId', element: <PlayerPage /> },
        { path: 'approvals', element: <ApprovalsPage /> },
        { path: 'agents', element: <AgentsPage /> },
        { path: 'agents/settlements', element: <SettlementsPage /> },
        { path: 'agents/:memberId', element: <AgentPage /> },
        { path: 'content/banners', element: <BannersPage /> },
        { path: 'content/announcements', element: <AnnouncementsPage /> },
        { path: 'content/popups', element: <PopupsPage /> },
        { path: 'content/promotions', element: <PromotionsPage /> },
        { path: 'content/applications', element: <ApplicationsPage /> },
        { path: 'content/help', element: <HelpPage /> },
        { path: 'content/messages', element: <MessagesPage /> },
        { path: 'games', element: <GamesPage /> },
        { path: 'games/vendors', element: <VendorsPage /> },
        { path: 'games/rtp', element: <RtpPage /> },
        { path: 'operators', element: <OperatorsPage /> },
        { path: 'chat', element: <ChatPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'account', element: <AccountPage /> },
        { path: 'settings', element: <SettingsPage tab="modules" /> },
        { path: 'settings/modules', element: <SettingsPage tab="modules" /> },
        { path: 'settings/registration', element: <SettingsPage tab="registration" /> },
        { path: 'settings/access', element: <SettingsPage tab="access" /> },
        { path: 'settings/customer-service', element: <SettingsPage tab="customer-service" /> },
        { path: 'settings/payments', element: <PaymentsSettingsPage /> },
        { path: 'settings/rewards', element: <RewardsSettingsPage /> },
        { path: 'settings/missions', element: <MissionsPage /> },
        { path: '*', element: <RouteProblem notFound /> },
      ],
    },
  ],
  { basename: CONSOLE_BASE },
);
