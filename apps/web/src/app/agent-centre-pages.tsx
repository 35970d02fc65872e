import { lazy, type ComponentType } from 'react';
import {
  CalendarIcon,
  HandCoinsIcon,
  HourglassIcon,
  MegaphoneIcon,
  TreeIcon,
  UserPlusIcon,
} from '../features/agent-centre/agent-icons';
import type { AgentCentreRegistry } from '../features/agent-centre/agent-centre-modal';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { CoinsIcon } from '../ui/game-icons';
import { BoltIcon, ChartIcon, ReceiptIcon, TicketIcon, UsersIcon } from '../ui/icons';

/** A page in its own chunk, loaded the first time the agent opens it (120 s time-out, spec §9). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await lazyWithTimeout(load)) }));
}

const AnnouncementPage = page(
  () => import('../features/agent-centre/team/announcement-page'),
  (m) => m.AnnouncementPage,
);
const RegisterCentrePage = page(
  () => import('../features/agent-centre/team/register-centre-page'),
  (m) => m.RegisterCentrePage,
);
const DownlinePage = page(
  () => import('../features/agent-centre/team/downline-page'),
  (m) => m.DownlinePage,
);
const TeamOverviewPage = page(
  () => import('../features/agent-centre/reports/team-overview-page'),
  (m) => m.TeamOverviewPage,
);
const TeamBettingPage = page(
  () => import('../features/agent-centre/reports/team-betting-page'),
  (m) => m.TeamBettingPage,
);
const LossStatementsPage = page(
  () => import('../features/agent-centre/reports/loss-statements-page'),
  (m) => m.LossStatementsPage,
);
const AccountDetailsPage = page(
  () => import('../features/agent-centre/reports/account-details-page'),
  (m) => m.AccountDetailsPage,
);

const IncomePage = page(
  () => import('../features/agent-centre/contracts/income-page'),
  (m) => m.IncomePage,
);
const DividendRecordPage = page(
  () => import('../features/agent-centre/contracts/contract-page'),
  (m) => m.DividendRecordPage,
);
const DailyWagesPage = page(
  () => import('../features/agent-centre/contracts/contract-page'),
  (m) => m.DailyWagesPage,
);
const HourSalaryPage = page(
  () => import('../features/agent-centre/contracts/contract-page'),
  (m) => m.HourSalaryPage,
);
const RealtimeSalaryPage = page(
  () => import('../features/agent-centre/contracts/contract-page'),
  (m) => m.RealtimeSalaryPage,
);

/**
 * The agent centre's twelve pages (spec §2, wire reference §2.7), in menu order, composed from the
 * features that build them. The last four show only when their contract module is switched on.
 */
export function agentCentreRegistry(): AgentCentreRegistry {
  return {
    agentAnnouncement: {
      label: 'in_increase_announcement',
      icon: <MegaphoneIcon size={18} />,
      Component: AnnouncementPage,
    },
    agentTeamOverview: {
      label: 'in_increase_overview',
      icon: <UsersIcon size={18} />,
      Component: TeamOverviewPage,
    },
    registerCenter: {
      label: 'in_increase_account',
      icon: <UserPlusIcon size={18} />,
      Component: RegisterCentrePage,
    },
    downlineManagmentView: {
      label: 'in_team_management',
      icon: <TreeIcon size={18} />,
      Component: DownlinePage,
    },
    personalHistoryCopy: {
      label: 'in_team_betting',
      icon: <TicketIcon size={18} />,
      Component: TeamBettingPage,
    },
    palStatementsAgentCopy: {
      label: 'in_user_loss',
      icon: <ChartIcon size={18} />,
      Component: LossStatementsPage,
    },
    agentRevenueReport: {
      label: 'in_my_income',
      icon: <CoinsIcon size={18} />,
      Component: IncomePage,
    },
    agentDownlineTransactionDetailsCopy: {
      label: 'in_account_details',
      icon: <ReceiptIcon size={18} />,
      Component: AccountDetailsPage,
    },
    agentDividendRecord2: {
      label: 'in_bonus_bmwmuf',
      icon: <HandCoinsIcon size={18} />,
      Component: DividendRecordPage,
      module: 'SIGNCONDIV3',
    },
    agentDailyWages2: {
      label: 'in_daily_hdtmkj',
      icon: <CalendarIcon size={18} />,
      Component: DailyWagesPage,
      module: 'DAILYSALCONT3',
    },
    agentHourSalary: {
      label: 'in_hourly_salary',
      icon: <HourglassIcon size={18} />,
      Component: HourSalaryPage,
      module: 'HOURSAL3',
    },
    agentRealtimeSalary: {
      label: 'real_time_salary_menu',
      icon: <BoltIcon size={18} />,
      Component: RealtimeSalaryPage,
      module: 'RTSALARY3',
    },
  };
}
