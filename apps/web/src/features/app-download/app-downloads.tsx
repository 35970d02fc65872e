import { useTranslation } from '../../lib/use-translation';
import type { Resource } from '@jade/contract/system';
import type { MessageKey } from '@jade/i18n/format';
import { cn } from '../../lib/cn';
import { useSiteStore } from '../../stores/site-store';
import { AndroidIcon, AppleIcon, BoltIcon } from '../../ui/icons';
import { QrCode } from '../../ui/qr-code';

const APP_TYPES = ['Android', 'IOS', 'LITE'] as const;
const LABELS: Record<(typeof APP_TYPES)[number], MessageKey> = {
  Android: 'download_android',
  IOS: 'download_ios',
  LITE: 'download_lite',
};
const ICONS = { Android: AndroidIcon, IOS: AppleIcon, LITE: BoltIcon } as const;

export function useAppResources(): Resource[] {
  const resources = useSiteStore((s) => s.status?.info.resources);
  return (resources ?? []).filter(
    (r): r is Resource & { resourceType: (typeof APP_TYPES)[number] } =>
      (APP_TYPES as readonly string[]).includes(r.resourceType) && r.url !== '',
  );
}

/** App download QR codes, rendered in the browser from the Android, iOS and lite resources. */
export function AppDownloads({ size = 'sm', className }: { size?: 'sm' | 'lg'; className?: string }) {
  const { t } = useTranslation();
  const apps = useAppResources();
  if (apps.length === 0) return <p className="text-sm text-muted">{t('download_none')}</p>;
  return (
    <ul
      className={cn('flex gap-4', size === 'sm' ? 'flex-row' : 'flex-wrap justify-center gap-6', className)}
    >
      {apps.map((app) => {
        const type = app.resourceType as (typeof APP_TYPES)[number];
        const Icon = ICONS[type];
        const label = t(LABELS[type]);
        return (
          <li
            key={type}
            className={cn(
              'flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface-2 p-3 text-center',
              size === 'lg' && 'p-5 shadow-card',
            )}
          >
            <span className="flex items-center gap-2 text-sm font-bold">
              <Icon size={18} />
              {label}
            </span>
            <QrCode
              value={app.qrCodeUrl || app.url}
              label={t('download_qr_label', { 0: label })}
              className={cn('rounded-xl', size === 'sm' && 'origin-top scale-[0.6] -mb-[80px]')}
            />
            <a
              href={app.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-xs font-semibold text-brand-fg underline-offset-2 hover:underline"
            >
              {t('download_open_link')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
