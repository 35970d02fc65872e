import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { useDeletePopup, usePopups } from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { ListState, RowActions, ScheduleBadge, when, type Notice } from './content-kit';
import { PopupEditor, type OpsPopup } from './popup-editor';

/** Gift popups (before and after login) and the activity popup (issue 16, content). */
export function PopupsPage() {
  const { t } = useOpsText();
  const [editing, setEditing] = useState<OpsPopup | 'new' | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const canEdit = useCan('content');
  const query = usePopups();
  const remove = useDeletePopup();
  const now = query.dataUpdatedAt;

  return (
    <>
      <PageTitle
        title={t('popups_title')}
        lead={t('popups_lead')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing('new')} data-testid="ops-popup-new">
              {t('popup_new')}
            </Button>
          )
        }
      />
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <ListState query={query} empty={t('popups_none')}>
        {(popups) => (
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="ops-popups">
            {popups.map((popup) => (
              <li
                key={popup.id}
                className="flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
                data-testid="ops-popup"
              >
                <div className="h-24 w-20 shrink-0 overflow-hidden rounded-xl bg-surface-3">
                  {popup.imageUrl && (
                    <img src={popup.imageUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
                  )}
                </div>
                <div className="grid min-w-0 flex-1 content-start gap-2">
                  <div className="flex items-center justify-between gap-2">
                    <p className="truncate font-bold text-fg">{popup.translations.EN?.title || '—'}</p>
                    <ScheduleBadge item={popup} now={now} />
                  </div>
                  <p className="text-xs text-muted">
                    {t(`popup_kind_${popup.kind}` as OpsTextKey)} · {popup.merchantCode ?? t('all')} ·{' '}
                    {t('banner_languages', { 0: Object.keys(popup.translations).length })} ·{' '}
                    {when(popup.updatedAt)}
                  </p>
                  <RowActions
                    canEdit={canEdit}
                    onEdit={() => setEditing(popup)}
                    busy={remove.isPending}
                    confirmText={t('popup_delete_confirm')}
                    onDelete={() => {
                      setMessage(null);
                      remove.mutate(popup.id, {
                        onSuccess: () => setMessage({ tone: 'success', text: t('content_deleted') }),
                        onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
                      });
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing && (
        <PopupEditor
          popup={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setMessage({ tone: 'success', text: t('content_saved') })}
        />
      )}
    </>
  );
}
