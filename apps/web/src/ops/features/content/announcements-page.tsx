import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { useDeleteNotice, useNotices } from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { ListState, RowActions, ScheduleBadge, when, type Notice } from './content-kit';
import { NoticeEditor, type NoticeType, type OpsNotice } from './notice-editor';

/** Announcements (issue 16, content): notice-bar notices, popup announcements and help-page notices. */
export function AnnouncementsPage() {
  const { t } = useOpsText();
  const [type, setType] = useState<NoticeType | ''>('');
  const [editing, setEditing] = useState<OpsNotice | 'new' | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const canEdit = useCan('content');
  const query = useNotices(type);
  const remove = useDeleteNotice();
  const now = query.dataUpdatedAt;

  return (
    <>
      <PageTitle
        title={t('notices_title')}
        lead={t('notices_lead')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing('new')} data-testid="ops-notice-new">
              {t('notice_new')}
            </Button>
          )
        }
      />
      <div className="mb-4 max-w-xs">
        <FilterSelect<NoticeType>
          name="type"
          label={t('notice_type')}
          value={type}
          onChange={setType}
          options={[
            { value: '', label: t('all') },
            ...(['PL', 'PU', 'H'] as const).map((v) => ({
              value: v,
              label: t(`notice_type_${v}` as OpsTextKey),
            })),
          ]}
        />
      </div>
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <ListState query={query} empty={t('notices_none')}>
        {(notices) => (
          <ul className="grid gap-3" data-testid="ops-notices">
            {notices.map((notice) => (
              <li
                key={notice.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-surface p-4 shadow-card"
                data-testid="ops-notice"
              >
                <div className="min-w-0 flex-1 basis-full sm:basis-0">
                  <p className="truncate font-bold text-fg">{notice.translations.EN?.title || '—'}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {t(`notice_type_${notice.type}` as OpsTextKey)}
                    {notice.execution &&
                      ` (${t(`notice_execution_${notice.execution}` as OpsTextKey)})`} ·{' '}
                    {t(`notice_audience_${notice.audience}` as OpsTextKey)} ·{' '}
                    {notice.merchantCode ?? t('all')} ·{' '}
                    {t('banner_languages', { 0: Object.keys(notice.translations).length })} ·{' '}
                    {when(notice.updatedAt)}
                  </p>
                </div>
                <ScheduleBadge item={notice} now={now} />
                <RowActions
                  canEdit={canEdit}
                  onEdit={() => setEditing(notice)}
                  busy={remove.isPending}
                  confirmText={t('notice_delete_confirm')}
                  onDelete={() => {
                    setMessage(null);
                    remove.mutate(notice.id, {
                      onSuccess: () => setMessage({ tone: 'success', text: t('content_deleted') }),
                      onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
                    });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing && (
        <NoticeEditor
          notice={editing === 'new' ? null : editing}
          defaultType={type || 'PL'}
          onClose={() => setEditing(null)}
          onSaved={() => setMessage({ tone: 'success', text: t('content_saved') })}
        />
      )}
    </>
  );
}
