import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useDeletePromotion, usePromotions } from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { ListState, RowActions, when, type Notice } from './content-kit';
import { PromotionEditor, type OpsPromotion } from './promotion-editor';

/** Whether players see a promotion as coming, running or closed (and whether it is switched on). */
function promotionState(p: OpsPromotion, now: number) {
  if (!p.active) return { key: 'banner_status_off', tone: 'neutral' } as const;
  if (p.startAt > now) return { key: 'promo_state_coming', tone: 'info' } as const;
  if (p.endAt !== null && p.endAt <= now) return { key: 'promo_state_closed', tone: 'warning' } as const;
  return { key: 'promo_state_running', tone: 'success' } as const;
}

/** Promotions (issue 16, content): cards players see on the promotions page; applications beside. */
export function PromotionsPage() {
  const { t } = useOpsText();
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const canEdit = useCan('content');
  const query = usePromotions();
  const remove = useDeletePromotion();
  const now = query.dataUpdatedAt;

  return (
    <>
      <PageTitle
        title={t('promos_title')}
        lead={t('promos_lead')}
        actions={
          <div className="flex gap-2">
            <Link to="/content/applications" className={buttonClass('outline')}>
              {t('nav_applications')}
            </Link>
            {canEdit && (
              <Button onClick={() => setEditing('new')} data-testid="ops-promotion-new">
                {t('promo_new')}
              </Button>
            )}
          </div>
        }
      />
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <ListState query={query} empty={t('promos_none')}>
        {(promotions) => (
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="ops-promotions">
            {promotions.map((promotion) => {
              const state = promotionState(promotion, now);
              return (
                <li
                  key={promotion.id}
                  className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
                  data-testid="ops-promotion"
                >
                  <div className="aspect-[10/3] bg-surface-3">
                    <img
                      src={promotion.imageUrl}
                      alt=""
                      className="h-full w-full object-cover"
                      loading="lazy"
                    />
                  </div>
                  <div className="grid gap-2 p-4">
                    <div className="flex items-center justify-between gap-2">
                      <p className="truncate font-bold text-fg">{promotion.translations.EN?.title || '—'}</p>
                      <StatusBadge tone={state.tone}>{t(state.key)}</StatusBadge>
                    </div>
                    <p className="text-xs text-muted">
                      {t(`promo_cat_${promotion.category}` as OpsTextKey)} · {promotion.promotionType} ·{' '}
                      {promotion.merchantCode ?? t('all')} ·{' '}
                      {t('banner_languages', { 0: Object.keys(promotion.translations).length })}
                    </p>
                    <p className="text-xs text-subtle tabular-nums">
                      {when(promotion.startAt)} –{' '}
                      {promotion.endAt === null ? t('promo_no_end') : when(promotion.endAt)}
                    </p>
                    <RowActions
                      canEdit={canEdit}
                      onEdit={() => setEditing(promotion)}
                      busy={remove.isPending}
                      confirmText={t('promo_delete_confirm')}
                      onDelete={() => {
                        setMessage(null);
                        remove.mutate(promotion.id, {
                          onSuccess: () => setMessage({ tone: 'success', text: t('content_deleted') }),
                          onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
                        });
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      {editing && (
        <PromotionEditor
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setMessage({ tone: 'success', text: t('content_saved') })}
        />
      )}
    </>
  );
}
