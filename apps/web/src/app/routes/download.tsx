import { useTranslation } from '../../lib/use-translation';
import { DownloadPage } from '../../features/app-download/download-page';
import { useBrandName } from '../../stores/site-store';
import { DownloadIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

/** /down and /download: the app download page with the QR codes and install guides of each app. */
export function Component() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <>
      <PageHeader
        title={t('app_download')}
        subtitle={t('download_subtitle', { 0: brand })}
        icon={<DownloadIcon size={30} />}
      />
      <div className="content-width mt-10">
        <DownloadPage />
      </div>
    </>
  );
}
