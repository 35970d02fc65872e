import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { Resource } from '@jade/contract/system';
import { paths } from '../../config/paths';
import { useBrandName, useSiteStore } from '../../stores/site-store';
import { buttonClass } from '../../ui/button';
import { AndroidIcon, AppleIcon, BoltIcon, DownloadIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { QrCode } from '../../ui/qr-code';

const APPS = { Android: AndroidIcon, IOS: AppleIcon, LITE: BoltIcon } as const;

/** The home page's app strip: the brand's real download resources, with the Android QR code. */
export function AppPromo() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const resources = useSiteStore((s) => s.status?.info.resources ?? []);
  const apps = resources.filter(
    (r): r is Resource & { resourceType: keyof typeof APPS } => r.resourceType in APPS,
  );
  const primary = apps[0];
  if (!primary) return null;
  return (
    <section aria-labelledby="app-promo" className="content-width mt-10">
      <div className="header-surface relative overflow-hidden rounded-[22px] border border-header-line text-on-header shadow-card">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0"
          style={{
            backgroundImage:
              'radial-gradient(circle at 85% 50%, rgb(230 189 85 / 0.22), transparent 40%), repeating-linear-gradient(45deg, rgb(255 255 255 / 0.03) 0 2px, transparent 2px 14px)',
          }}
        />
        <div className="relative flex items-center gap-8 px-10 py-8 max-md:flex-col max-md:items-start max-md:px-6 max-md:py-6">
          <LogoMark size={76} className="shrink-0 max-md:hidden" />
          <div className="min-w-0 flex-1">
            <h2 id="app-promo" className="text-2xl font-extrabold max-sm:text-xl">
              {t('app_promo_title', { 0: brand })}
            </h2>
            <p className="mt-2 max-w-xl text-sm leading-relaxed text-on-header-muted">
              {t('app_promo_text')}
            </p>
            <ul className="mt-5 flex flex-wrap gap-2.5">
              {apps.map((app) => {
                const Icon = APPS[app.resourceType];
                return (
                  <li key={app.resourceType}>
                    <a
                      href={app.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass('header-ghost', 'md')}
                    >
                      <Icon size={18} />
                      {app.labelNameEn}
                    </a>
                  </li>
                );
              })}
              <li>
                <Link to={paths.down} className={buttonClass('gold', 'md')}>
                  <DownloadIcon size={18} />
                  {t('app_download')}
                </Link>
              </li>
            </ul>
          </div>
          <div className="shrink-0 rounded-2xl border border-gold/40 bg-white p-1.5 shadow-gold max-md:hidden">
            <QrCode
              value={primary.qrCodeUrl || primary.url}
              label={t('download_qr_label', { 0: primary.labelNameEn })}
              className="origin-top-left scale-[0.7] -mr-[60px] -mb-[60px] rounded-xl"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
