import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@jade/i18n/format';
import { getDownlineCount } from '../../api/accounts/accounts';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useSessionStore } from '../../stores/session-store';
import { Avatar } from '../../ui/avatar';
import { FormMessage } from '../../ui/form-field';
import { UsersIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <p className="text-[13px] text-muted">{label}</p>
      <p className="mt-1 text-3xl font-extrabold text-brand-fg tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** Team overview (agentTeamOverview, in_increase_overview): the real downline count and own info. */
function TeamOverview() {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.memberInfo);
  const avatar = useSessionStore((s) => s.avatar);
  const count = useQuery({ queryKey: ['agent', 'downlineCount'], queryFn: getDownlineCount });
  return (
    <div className="grid gap-4" data-testid="agent-overview">
      <div className="flex items-center gap-3.5 rounded-2xl border border-line bg-surface p-4 shadow-card">
        <Avatar avatar={avatar} size={52} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold">{info?.nickname ?? '…'}</p>
          <p className="text-[13px] text-muted">
            {t('mc_account')}: <span className="font-semibold text-fg">{info?.account ?? '…'}</span>
          </p>
        </div>
        {info?.affiliateCode && (
          <div className="text-right">
            <p className="text-xs text-muted">{t('ac_affiliate_code')}</p>
            <p className="font-mono text-base font-bold text-gold-fg" data-testid="ac-affiliate-code">
              {info.affiliateCode}
            </p>
          </div>
        )}
      </div>
      {count.isError ? (
        <FormMessage>{errorText(t, count.error)}</FormMessage>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Stat label={t('ac_direct_members')} value={count.data?.direct ?? '…'} testId="ac-direct" />
          <Stat label={t('ac_team_members')} value={count.data?.total ?? '…'} testId="ac-total" />
        </div>
      )}
    </div>
  );
}

interface AgentEntry {
  label: MessageKey;
  icon: ReactNode;
  Component: ComponentType;
}

/** Agent centre pages built so far; the agent issue adds the others (wire reference §2.7). */
const REGISTRY: Partial<Record<AgentCentrePage, AgentEntry>> = {
  agentTeamOverview: {
    label: 'in_increase_overview',
    icon: <UsersIcon size={18} />,
    Component: TeamOverview,
  },
};

/** The agent centre (spec §2): a modal with a left menu, one active page, a close button. */
export function AgentCentreModal({
  open,
  onOpenChange,
  page,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  page?: AgentCentrePage;
}) {
  const { t } = useTranslation();
  const entries = AGENT_CENTRE_PAGES.filter((key) => REGISTRY[key]);
  const [active, setActive] = useState<AgentCentrePage | undefined>(
    page && REGISTRY[page] ? page : entries[0],
  );
  const current = active ? REGISTRY[active] : undefined;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('agent_center')}
      width={920}
      minHeight={520}
      testId="agent-centre"
      bodyClassName="p-0 flex max-md:flex-col"
    >
      <nav
        aria-label={t('agent_center')}
        className="shrink-0 border-line bg-surface-2 p-3 md:w-[210px] md:border-r max-md:border-b"
      >
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {entries.map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-current={key === active ? 'page' : undefined}
                data-testid={`ac-entry-${key}`}
                onClick={() => setActive(key)}
                className={cn(
                  'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition',
                  key === active
                    ? 'bg-brand text-on-brand shadow-card'
                    : 'text-muted hover:bg-surface-3 hover:text-fg',
                )}
              >
                {REGISTRY[key]!.icon}
                {t(REGISTRY[key]!.label)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-h-0 flex-1 overflow-y-auto bg-bg p-5">
        {current && (
          <>
            <h2 className="mb-4 text-lg font-bold">{t(current.label)}</h2>
            <current.Component />
          </>
        )}
      </div>
    </Modal>
  );
}
