import { useTranslation } from '../../lib/use-translation';
import { CustomerServiceList } from '../../features/customer-service/customer-service-list';
import { LanguageMenu } from '../../features/preferences/language-menu';
import { ThemeToggle } from '../../features/preferences/theme-toggle';
import { useLocaleStore } from '../../stores/locale-store';
import { useBrandName } from '../../stores/site-store';
import { HeadsetIcon, ShieldIcon, WrenchIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { Popover } from '../../ui/popover';
import { buttonClass } from '../../ui/button';
import { languageInfo } from '@jade/contract/languages';
import type { ReactNode } from 'react';

function CustomerServiceButton() {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('customer_service')}
      placement="top-center"
      panelClassName="w-[300px] text-left"
      testId="status-cs-panel"
      trigger={(props) => (
        <button
          type="button"
          className={buttonClass('gold', 'lg', 'min-w-56')}
          data-testid="status-cs"
          {...props}
        >
          <HeadsetIcon size={20} />
          {t('customer_service')}
        </button>
      )}
    >
      {(close) => <CustomerServiceList onChoose={close} />}
    </Popover>
  );
}

function StatusFrame({ icon, testId, children }: { icon: ReactNode; testId: string; children: ReactNode }) {
  const brand = useBrandName();
  return (
    <div className="header-surface relative flex min-h-screen flex-col text-on-header" data-testid={testId}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-50"
        style={{
          backgroundImage:
            'radial-gradient(circle at 20% 20%, rgb(230 189 85 / 0.14), transparent 40%), radial-gradient(circle at 80% 70%, rgb(32 201 151 / 0.18), transparent 45%)',
        }}
      />
      <header className="content-width relative flex h-20 items-center justify-between">
        <Logo name={brand} size={40} />
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-[560px] rounded-3xl border border-header-line bg-surface p-8 text-center text-fg shadow-pop max-sm:p-6">
          <span className="mx-auto mb-5 flex h-20 w-20 items-center justify-center rounded-full bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold">
            {icon}
          </span>
          {children}
          <div className="mt-8 flex justify-center">
            <CustomerServiceButton />
          </div>
        </div>
      </main>
    </div>
  );
}

/** Status 1 (spec §2): maintenance, with its end time only when one is set. */
export function MaintenancePage({ maintenanceEnd }: { maintenanceEnd: number | null }) {
  const { t } = useTranslation();
  const language = useLocaleStore((s) => s.language);
  let end: string | null = null;
  if (maintenanceEnd != null) {
    const date = new Date(maintenanceEnd);
    try {
      end = new Intl.DateTimeFormat(languageInfo(language).tag, {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(date);
    } catch {
      end = date.toLocaleString();
    }
  }
  return (
    <StatusFrame icon={<WrenchIcon size={36} />} testId="maintenance-page">
      <h1 className="text-2xl font-extrabold">{t('game_maintenance')}</h1>
      {end && (
        <p
          className="mt-4 inline-flex flex-wrap items-center justify-center gap-2 rounded-xl bg-gold-soft px-4 py-2 text-sm"
          data-testid="maintenance-end"
        >
          <span className="font-semibold text-gold-fg">{t('end_time')}</span>
          <time dateTime={new Date(maintenanceEnd!).toISOString()} className="font-bold">
            {end}
          </time>
        </p>
      )}
      <p className="mt-4 text-sm leading-relaxed text-muted">{t('maintenance_text')}</p>
    </StatusFrame>
  );
}

/** Status 2 (spec §2): the region is blocked; the visitor's IP address is shown. */
export function RegionBlockedPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <StatusFrame icon={<ShieldIcon size={36} />} testId="blocked-page">
      <h1 className="text-2xl font-extrabold">{t('region_blocked_title')}</h1>
      <p className="mt-4 inline-flex items-center gap-2 rounded-xl bg-surface-3 px-4 py-2 text-sm">
        <span className="font-semibold text-muted">{t('your_ip')}</span>
        <span className="font-mono font-bold" data-testid="blocked-ip">
          {ip}
        </span>
      </p>
      <p className="mt-4 text-sm leading-relaxed text-muted">{t('region_blocked_text')}</p>
    </StatusFrame>
  );
}
