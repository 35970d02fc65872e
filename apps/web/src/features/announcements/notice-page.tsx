import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { usePlayerNotices } from '../../api/content/announcements';
import { ChatIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { NoticeBrowser } from './notice-dialog';

/** /noticePage (spec §2): every player notice, 9 titles per page; `?index=` opens one. */
export function NoticePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('index');
  const index = raw != null && /^\d+$/.test(raw) ? Number(raw) : null;
  const { notices, isPending, isError } = usePlayerNotices();
  return (
    <>
      <PageHeader title={t('announcement')} subtitle={t('notice_subtitle')} icon={<ChatIcon size={30} />} />
      <div className="content-width py-8 max-sm:py-4">
        <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          {isPending ? (
            <div className="h-[420px] animate-pulse bg-surface-2" aria-busy="true" />
          ) : isError ? (
            <p className="py-16 text-center text-sm text-danger">{t('system.error')}</p>
          ) : (
            <NoticeBrowser notices={notices} index={index} />
          )}
        </div>
      </div>
    </>
  );
}
