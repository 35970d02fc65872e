import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { MessageKey } from '@jade/i18n/format';
import { isAgentType } from '@jade/contract/account-types';
import { paths } from '../../config/paths';
import { CustomerServiceList } from '../../features/customer-service/customer-service-list';
import { openAgentCentre } from '../../lib/centres';
import { useSessionStore } from '../../stores/session-store';
import { useBrandName } from '../../stores/site-store';
import { Button, buttonClass } from '../../ui/button';
import { CrownIcon, GiftIcon, HeadsetIcon, RefreshIcon, ShieldIcon, UsersIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

const BENEFITS: { icon: typeof UsersIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: UsersIcon, title: 'join_benefit_team', text: 'join_benefit_team_text' },
  { icon: GiftIcon, title: 'join_benefit_earn', text: 'join_benefit_earn_text' },
  { icon: RefreshIcon, title: 'join_benefit_transfer', text: 'join_benefit_transfer_text' },
  { icon: ShieldIcon, title: 'join_benefit_reports', text: 'join_benefit_reports_text' },
];

/** The agent programme's ways of earning (spec §1 agent features, §4 contract periods, §9 salary). */
const EARNINGS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'join_earn_dividend', text: 'join_earn_dividend_text' },
  { title: 'join_earn_daily', text: 'join_earn_daily_text' },
  { title: 'join_earn_hourly', text: 'join_earn_hourly_text' },
  { title: 'join_earn_realtime', text: 'join_earn_realtime_text' },
];

const STEPS: MessageKey[] = ['join_step_1', 'join_step_2', 'join_step_3'];

/** /join: the affiliate (agent programme) page — benefits, how agents earn, and how to join. */
export function Component() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const isAgent = useSessionStore((s) => Boolean(s.token) && isAgentType(s.memberType));
  return (
    <>
      <PageHeader
        title={t('footer_join')}
        subtitle={t('join_subtitle', { 0: brand })}
        icon={<CrownIcon size={30} />}
      />
      <div className="content-width mt-10 grid gap-12">
        <section aria-labelledby="join-benefits">
          <h2 id="join-benefits" className="text-2xl font-extrabold tracking-tight">
            {t('join_benefits_title', { 0: brand })}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="join-benefits">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl border border-gold/40 bg-gold-soft text-gold-fg">
                  <Icon size={24} />
                </span>
                <h3 className="mt-4 text-base font-bold">{t(title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="join-earn"
          className="header-surface relative overflow-hidden rounded-3xl border border-header-line p-8 text-on-header shadow-card max-sm:p-5"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-20 -right-10 h-64 w-64 rounded-full bg-gold/20 blur-3xl"
          />
          <h2 id="join-earn" className="relative text-2xl font-extrabold tracking-tight">
            {t('join_earn_title')}
          </h2>
          <p className="relative mt-1 max-w-2xl text-sm text-on-header-muted">{t('join_earn_subtitle')}</p>
          <dl className="relative mt-6 grid gap-4 md:grid-cols-2">
            {EARNINGS.map(({ title, text }) => (
              <div key={title} className="rounded-2xl border border-white/10 bg-white/[0.06] p-5">
                <dt className="font-bold text-gold">{t(title)}</dt>
                <dd className="mt-1.5 text-sm leading-relaxed text-on-header-muted">{t(text)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="join-how" className="grid gap-8 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <h2 id="join-how" className="text-2xl font-extrabold tracking-tight">
              {t('join_how_title')}
            </h2>
            <ol className="mt-6 grid gap-4">
              {STEPS.map((step, index) => (
                <li
                  key={step}
                  className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-[linear-gradient(180deg,#ffe7a3_0%,#e6bd55_48%,#c8962a_100%)] font-extrabold text-on-gold"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1.5 text-sm leading-relaxed">{t(step, { 0: brand })}</p>
                </li>
              ))}
            </ol>
            <div className="mt-6 flex flex-wrap gap-3">
              {isAgent ? (
                <Button
                  variant="gold"
                  size="lg"
                  data-testid="join-agent-centre"
                  onClick={() => openAgentCentre('registerCenter')}
                >
                  {t('join_open_agent_centre')}
                </Button>
              ) : (
                <Link to={paths.register} className={buttonClass('gold', 'lg')} data-testid="join-register">
                  {t('join_register')}
                </Link>
              )}
            </div>
          </div>
          <aside
            aria-labelledby="join-contact"
            className="rounded-2xl border border-line bg-surface p-6 shadow-card"
          >
            <h2 id="join-contact" className="flex items-center gap-2.5 text-lg font-bold">
              <HeadsetIcon size={22} className="text-brand-fg" />
              {t('join_contact_title')}
            </h2>
            <p className="mt-1.5 mb-4 text-sm leading-relaxed text-muted">{t('join_contact_text')}</p>
            <CustomerServiceList />
          </aside>
        </section>
      </div>
    </>
  );
}
