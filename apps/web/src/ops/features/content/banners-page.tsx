import { BANNER_GROUPS } from '@jade/contract/content-constants';
import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useBanners, useDeleteBanner, type BannerGroup } from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { BannerEditor } from './banner-editor';
import { bannerStatus, STATUS_TONES } from './banner-status';

type Banner = CallValue<typeof opsContentCalls.banners>[number];

export const groupKey = (group: BannerGroup) => `group_${group}` as OpsTextKey;

/** Banners per page group (issue 16, content): what players see at the top of each page. */
export function BannersPage() {
  const { t } = useOpsText();
  const [group, setGroup] = useState<BannerGroup | ''>('w_home');
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const canEdit = useCan('content');
  const query = useBanners(group);
  const remove = useDeleteBanner();
  // Statuses as of when the list came (a render stays pure; a refetch brings them up to date).
  const now = query.dataUpdatedAt;

  return (
    <>
      <PageTitle
        title={t('banners_title')}
        lead={t('banners_lead')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing('new')} data-testid="ops-banner-new">
              {t('banner_new')}
            </Button>
          )
        }
      />
      <div className="mb-4 max-w-xs">
        <FilterSelect
          name="group"
          label={t('banner_group')}
          value={group}
          onChange={(value) => setGroup(value)}
          options={[
            { value: '', label: t('all') },
            ...BANNER_GROUPS.map((g) => ({ value: g, label: t(groupKey(g)) })),
          ]}
        />
      </div>
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      {query.isPending ? (
        <p className="text-sm text-muted">{t('loading')}</p>
      ) : query.isError ? (
        <FormMessage>{t('load_failed', { 0: opsErrorText(t, query.error) })}</FormMessage>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong p-10 text-center text-sm text-muted">
          {t('banner_none')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="ops-banners">
          {query.data.map((banner) => {
            const status = bannerStatus(banner, now);
            const english = banner.translations.EN;
            return (
              <li
                key={banner.id}
                className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
                data-testid="ops-banner"
              >
                <div className="aspect-[3/1] bg-surface-3">
                  <img
                    src={banner.imageUrl}
                    alt={english?.alt ?? ''}
                    className="h-full w-full object-cover"
                    loading="lazy"
                  />
                </div>
                <div className="grid gap-2 p-4">
                  <div className="flex items-center justify-between gap-2">
                    <p className="truncate font-bold text-fg">{english?.title || '—'}</p>
                    <StatusBadge tone={STATUS_TONES[status]}>
                      {t(`banner_status_${status}` as OpsTextKey)}
                    </StatusBadge>
                  </div>
                  <p className="text-xs text-muted">
                    {t(groupKey(banner.groupName))} · {banner.merchantCode ?? t('all')} ·{' '}
                    {t('banner_languages', { 0: Object.keys(banner.translations).length })} ·{' '}
                    {t('banner_order', { 0: banner.sort })}
                  </p>
                  {canEdit && (
                    <div className="mt-1 flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(banner)}>
                        {t('edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (!window.confirm(t('banner_delete_confirm'))) return;
                          setMessage(null);
                          remove.mutate(banner.id, {
                            onSuccess: () => setMessage({ tone: 'success', text: t('banner_deleted') }),
                            onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
                          });
                        }}
                      >
                        {t('banner_delete')}
                      </Button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <BannerEditor
          banner={editing === 'new' ? null : editing}
          defaultGroup={group || 'w_home'}
          onClose={() => setEditing(null)}
          onSaved={() => setMessage({ tone: 'success', text: t('banner_saved') })}
        />
      )}
    </>
  );
}
