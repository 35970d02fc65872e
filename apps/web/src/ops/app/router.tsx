import { createBrowserRouter } from 'react-router';
import { AccountPage } from '../features/account/account-page';
import { AgentPage } from '../features/agents/agent-page';
import { AgentsPage } from '../features/agents/agents-page';
import { SettlementsPage } from '../features/agents/settlements-page';
import { AuditPage } from '../features/audit/audit-page';
import { ChatPage } from '../features/chat/chat-page';
import { BannersPage } from '../features/content/banners-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { DepositsPage } from '../features/payments/deposits-page';
import { WithdrawalsPage } from '../features/payments/withdrawals-page';
import { ApprovalsPage } from '../features/players/approvals-page';
import { PlayerPage } from '../features/players/player-page';
import { PlayersPage } from '../features/players/players-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
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
        { path: 'operators', element: <OperatorsPage /> },
        { path: 'chat', element: <ChatPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'account', element: <AccountPage /> },
        { path: '*', element: <RouteProblem notFound /> },
      ],
    },
  ],
  { basename: CONSOLE_BASE },
);
