import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useRankProgress } from '../../api/rewards/vip';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/use-translation';
import { loadMemberInfo } from '../../lib/session';
import { useLocaleStore } from '../../stores/locale-store';
import { useIsTrial, useSessionStore } from '../../stores/session-store';
import { useModalStore } from '../../stores/modal-store';
import { Avatar } from '../../ui/avatar';
import { CrownIcon, LockIcon } from '../../ui/icons';
import { ProgressBar, percentOf } from '../../ui/progress-bar';
import { ChangePasswordForm } from './change-password-form';
import { ProfileSection } from './profile-form';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-line py-3 last:border-b-0">
      <dt className="text-[13px] text-muted">{label}</dt>
      <dd className="text-right text-sm font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** This month's way to the next VIP level, and the way to the VIP club page (which closes the centre). */
function VipProgress() {
  const { t } = useTranslation();
  const trial = useIsTrial();
  const progress = useRankProgress(!trial).data;
  const close = useModalStore((s) => s.close);
  if (!progress) return null;
  const percent = percentOf(progress.monthlyTurnover.actual, progress.monthlyTurnover.expected);
  return (
    <Link
      to={paths.vip}
      onClick={() => close('memberCentre')}
      data-testid="mc-vip-progress"
      className="mt-4 block rounded-xl border border-gold/40 bg-gold-soft/50 p-3.5 transition hover:border-gold"
    >
      <span className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-bold text-gold-fg">
          <CrownIcon size={16} />
          {progress.nextRankName ? t('vip_next_level', { 0: progress.nextRankName }) : t('vip_top_level')}
        </span>
        <span className="font-semibold text-muted tabular-nums">{percent}%</span>
      </span>
      <ProgressBar label={t('vip_month_turnover')} percent={percent} className="mt-2 h-2 bg-surface-3" />
    </Link>
  );
}

/** The member centre's securityCenter page (my account): member info, the password, personal details. */
export function SecurityCentrePage() {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.memberInfo);
  const avatar = useSessionStore((s) => s.avatar);
  const language = useLocaleStore((s) => s.language);
  useEffect(() => {
    void loadMemberInfo().catch(() => undefined);
  }, []);
  const dash = <span className="font-normal text-subtle">{t('not_set')}</span>;
  const date = info
    ? new Intl.DateTimeFormat(language === 'CN' ? 'zh-CN' : language === 'MY' ? 'my-MM' : 'en-GB', {
        dateStyle: 'medium',
      }).format(new Date(info.regDate))
    : '';
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_1.1fr]" data-testid="security-centre-page">
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <div className="mb-4 flex items-center gap-3.5">
          <Avatar avatar={avatar} size={56} />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold">{info?.nickname ?? '…'}</p>
            {info && (
              <span className="mt-1 inline-flex rounded-full bg-gold-soft px-2.5 py-0.5 text-xs font-bold text-gold-fg">
                {info.clubLabel.labelName}
              </span>
            )}
          </div>
        </div>
        <dl>
          <Row label={t('mc_account')} value={info?.account ?? '…'} testId="mc-account" />
          <Row label={t('mc_nickname')} value={info?.nickname ?? '…'} testId="mc-nickname" />
          <Row
            label={t('mc_mobile')}
            value={
              info?.mobile
                ? `${info.countryDialingCode ? `+${info.countryDialingCode} ` : ''}${info.mobile}`
                : dash
            }
            testId="mc-mobile"
          />
          <Row label={t('mc_email')} value={info?.email || dash} testId="mc-email" />
          <Row label={t('mc_reg_date')} value={date || '…'} testId="mc-reg-date" />
          <Row label={t('mc_vip')} value={info?.clubLabel.labelName ?? '…'} testId="mc-vip" />
        </dl>
        <VipProgress />
      </section>
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <h3 className="mb-4 flex items-center gap-2 text-base font-bold">
          <LockIcon size={18} className="text-brand-fg" />
          {info?.hasPassword === false ? t('set_password') : t('change_password')}
        </h3>
        <ChangePasswordForm askOldPassword={info?.hasPassword !== false} onChanged={() => loadMemberInfo()} />
      </section>
      <div className="lg:col-span-2">
        <ProfileSection />
      </div>
    </div>
  );
}
