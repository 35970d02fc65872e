import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getDownlineCount } from '../../api/accounts/accounts';
import { errorText } from '../../lib/error-text';
import { useSessionStore } from '../../stores/session-store';
import { Avatar } from '../../ui/avatar';
import { FormMessage } from '../../ui/form-field';

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

/**
 * Team overview as it stood before the team reports (own info and the two downline counts); the
 * reports feature replaces this entry with the full overview.
 */
export function OverviewCounts() {
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
