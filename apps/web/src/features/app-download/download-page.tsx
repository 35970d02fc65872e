import { useTranslation } from '../../lib/use-translation';
import type { MessageKey } from '@jade/i18n/format';
import { useBrandName } from '../../stores/site-store';
import { buttonClass } from '../../ui/button';
import { AndroidIcon, AppleIcon, BoltIcon, DownloadIcon } from '../../ui/icons';
import { QrCode } from '../../ui/qr-code';
import { useAppResources } from './app-downloads';

type AppType = 'Android' | 'IOS' | 'LITE';

const APP_META: Record<AppType, { label: MessageKey; blurb: MessageKey; icon: typeof AndroidIcon }> = {
  IOS: { label: 'download_ios', blurb: 'down_ios_blurb', icon: AppleIcon },
  Android: { label: 'download_android', blurb: 'down_android_blurb', icon: AndroidIcon },
  LITE: { label: 'download_lite', blurb: 'down_lite_blurb', icon: BoltIcon },
};

/** The install steps of each kind of app (spec §1: iOS and lite install guides). */
const GUIDES: { type: AppType; title: MessageKey; steps: MessageKey[] }[] = [
  {
    type: 'IOS',
    title: 'down_guide_ios',
    steps: ['down_ios_step_1', 'down_ios_step_2', 'down_ios_step_3', 'down_ios_step_4'],
  },
  {
    type: 'Android',
    title: 'down_guide_android',
    steps: ['down_android_step_1', 'down_android_step_2', 'down_android_step_3', 'down_android_step_4'],
  },
  {
    type: 'LITE',
    title: 'down_guide_lite',
    steps: ['down_lite_step_1', 'down_lite_step_2', 'down_lite_step_3'],
  },
];

/**
 * The /down page body: one card per app the brand offers (QR code drawn in the browser with the spec
 * defaults, and the download link from the server's resources), then the install guide of each.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const apps = useAppResources();
  const offered = new Set(apps.map((a) => a.resourceType));
  if (apps.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
        {t('download_none')}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-3" data-testid="download-apps">
        {apps.map((app) => {
          const type = app.resourceType as AppType;
          const meta = APP_META[type];
          const Icon = meta.icon;
          const label = t(meta.label);
          return (
            <li
              key={type}
              data-testid={`download-app-${type}`}
              className="relative flex flex-col items-center overflow-hidden rounded-3xl border border-line bg-surface p-6 text-center shadow-card"
            >
              <div className="header-surface -mx-6 -mt-6 flex w-[calc(100%+3rem)] flex-col items-center px-6 pt-6 pb-5">
                <span className="flex h-14 w-14 items-center justify-center rounded-2xl border border-gold/40 bg-[linear-gradient(160deg,rgb(255_255_255/0.16),rgb(255_255_255/0.03))] text-gold shadow-gold">
                  <Icon size={28} />
                </span>
                <h2 className="mt-3 text-lg font-extrabold text-on-header">{label}</h2>
              </div>
              <p className="mt-5 min-h-10 text-sm leading-relaxed text-muted">
                {t(meta.blurb, { 0: brand })}
              </p>
              <div className="mt-4 rounded-2xl border border-line p-1.5 shadow-card">
                <QrCode
                  value={app.qrCodeUrl || app.url}
                  label={t('download_qr_label', { 0: label })}
                  className="rounded-xl"
                  testId={`qr-${type}`}
                />
              </div>
              <p className="mt-3 text-xs text-subtle">{t('down_scan_hint')}</p>
              <a
                href={app.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`download-link-${type}`}
                className={buttonClass('gold', 'md', 'mt-4 w-full')}
              >
                <DownloadIcon size={18} />
                {t('down_get_app', { 0: label })}
              </a>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="down-guides" className="mt-12">
        <h2 id="down-guides" className="text-2xl font-extrabold tracking-tight">
          {t('down_guides_title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('down_guides_subtitle')}</p>
        <div className="mt-6 grid gap-5 lg:grid-cols-3">
          {GUIDES.filter((g) => offered.has(g.type)).map((guide) => {
            const Icon = APP_META[guide.type].icon;
            return (
              <section
                key={guide.type}
                aria-labelledby={`guide-${guide.type}`}
                data-testid={`guide-${guide.type}`}
                className="rounded-2xl border border-line bg-surface p-6 shadow-card"
              >
                <h3 id={`guide-${guide.type}`} className="flex items-center gap-2.5 text-base font-bold">
                  <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-soft text-brand-fg">
                    <Icon size={18} />
                  </span>
                  {t(guide.title)}
                </h3>
                <ol className="mt-5 grid gap-4">
                  {guide.steps.map((step, index) => (
                    <li key={step} className="flex gap-3 text-sm leading-relaxed">
                      <span
                        aria-hidden="true"
                        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-[linear-gradient(180deg,#ffe7a3_0%,#e6bd55_48%,#c8962a_100%)] text-xs font-extrabold text-on-gold"
                      >
                        {index + 1}
                      </span>
                      <span className="pt-0.5 text-muted">{t(step, { 0: brand })}</span>
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      </section>
    </>
  );
}
