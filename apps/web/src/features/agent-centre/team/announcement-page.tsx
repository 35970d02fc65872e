import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { agentTeamKeys, getAgentNotices } from '../../../api/agents/team';
import { cn } from '../../../lib/cn';
import { HtmlContent } from '../../../ui/html-content';
import { ChevronRightIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { MegaphoneIcon } from '../agent-icons';
import { PageEmpty, PageError, PageLoading } from '../page-states';
import { dateTime } from './team-texts';

const PAGE_SIZE = 9;

/**
 * Announcement (agentAnnouncement): notices for agents only, which the operator edits as
 * announcements of audience "agents". Titles on the left (9 a page), the open one on the right; on a
 * phone the titles unfold in place.
 */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { pageNo, pageSize: PAGE_SIZE };
  const notices = useQuery({
    queryKey: agentTeamKeys.notices(query),
    queryFn: () => getAgentNotices(query),
    placeholderData: keepPreviousData,
  });
  if (notices.isPending) return <PageLoading />;
  if (notices.isError) return <PageError error={notices.error} onRetry={() => void notices.refetch()} />;
  const { list, totalPages } = notices.data;
  if (list.length === 0)
    return (
      <PageEmpty
        testId="an-empty"
        icon={<MegaphoneIcon size={22} />}
        title={t('an_empty')}
        text={t('an_empty_text')}
      />
    );
  const open = list.find((n) => n.id === openId) ?? list[0]!;
  const language = i18n.language.toUpperCase();
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="agent-announcements">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card md:grid md:min-h-[380px] md:grid-cols-[280px_1fr]">
        <ul className="border-line md:border-r" aria-label={t('in_increase_announcement')}>
          {list.map((notice) => {
            const active = notice.id === open.id;
            return (
              <li key={notice.id} className="border-b border-line last:border-b-0 md:last:border-b">
                <button
                  type="button"
                  aria-expanded={active}
                  data-testid="an-item"
                  onClick={() => setOpenId(notice.id)}
                  className={cn(
                    'flex w-full items-center gap-2 px-4 py-3 text-left transition',
                    active ? 'bg-brand-soft text-brand-fg' : 'hover:bg-surface-2',
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold">{notice.title}</span>
                    <span className="text-xs text-muted">{dateTime(notice.publishedAt, language)}</span>
                  </span>
                  <ChevronRightIcon
                    size={16}
                    className={cn('shrink-0 transition', active && 'max-md:rotate-90')}
                  />
                </button>
                {active && (
                  <div className="border-t border-line px-4 py-3 md:hidden">
                    <HtmlContent html={notice.content} className="text-sm leading-relaxed" />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <article className="hidden p-5 md:block" data-testid="an-open">
          <h3 className="text-base font-bold">{open.title}</h3>
          <p className="mt-1 text-xs text-muted">{dateTime(open.publishedAt, language)}</p>
          <HtmlContent html={open.content} className="mt-4 text-sm leading-relaxed" />
        </article>
      </div>
      <Pagination
        page={pageNo}
        totalPages={totalPages}
        onChange={(p) => {
          setPageNo(p);
          setOpenId(null);
        }}
      />
    </div>
  );
}
