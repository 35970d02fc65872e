import { createBrowserRouter, Navigate } from 'react-router';
import { AccountPage } from '../features/account/account-page';
import { AuditPage } from '../features/audit/audit-page';
import { BannersPage } from '../features/content/banners-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { DepositsPage } from '../features/payments/deposits-page';
import { WithdrawalsPage } from '../features/payments/withdrawals-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { ConsoleLayout } from './layout';
import { RequireSession } from './require-session';
import { RouteProblem } from './route-problem';

/** Where the console lives (the server sends ops.html for every page under it). */
export const CONSOLE_BASE = '/ops/console';

/** The console's pages. Its first page is the deposit queue until the dashboard lands. */
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
        { index: true, element: <Navigate to="/payments/deposits" replace /> },
        { path: 'payments/deposits', element: <DepositsPage /> },
        { path: 'payments/withdrawals', element: <WithdrawalsPage /> },
        { path: 'content/banners', element: <BannersPage /> },
        { path: 'operators', element: <OperatorsPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'account', element: <AccountPage /> },
        { path: '*', element: <RouteProblem notFound /> },
      ],
    },
  ],
  { basename: CONSOLE_BASE },
);
