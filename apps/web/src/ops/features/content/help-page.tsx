import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useDeleteHelpArticle, useDeleteHelpCategory, useHelp } from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { ListState, RowActions, type Notice } from './content-kit';
import {
  HelpArticleEditor,
  HelpCategoryEditor,
  type OpsHelpArticle,
  type OpsHelpCategory,
} from './help-editors';

/** The help centre (issue 16, content): categories, each with its articles, in every language. */
export function HelpPage() {
  const { t } = useOpsText();
  const [category, setCategory] = useState<OpsHelpCategory | 'new' | null>(null);
  const [article, setArticle] = useState<{ article: OpsHelpArticle | null; categoryId: number } | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const canEdit = useCan('content');
  const query = useHelp();
  const removeCategory = useDeleteHelpCategory();
  const removeArticle = useDeleteHelpArticle();
  const done = (text: string) => setMessage({ tone: 'success', text });
  const failed = (error: unknown) => setMessage({ tone: 'error', text: opsErrorText(t, error) });

  return (
    <>
      <PageTitle
        title={t('help_title')}
        lead={t('help_lead')}
        actions={
          canEdit && (
            <Button onClick={() => setCategory('new')} data-testid="ops-help-category-new">
              {t('help_category_new')}
            </Button>
          )
        }
      />
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <ListState query={query} empty={t('help_none')}>
        {(categories) => (
          <ul className="grid gap-4" data-testid="ops-help">
            {categories.map((c) => (
              <li
                key={c.id}
                className="rounded-2xl border border-line bg-surface shadow-card"
                data-testid="ops-help-category"
              >
                <div className="flex flex-wrap items-center gap-3 border-b border-line p-4">
                  <span
                    aria-hidden="true"
                    className="h-8 w-2 rounded-full bg-brand"
                    style={c.bgColor ? { backgroundColor: c.bgColor } : undefined}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-bold text-fg">{c.translations.EN?.title || '—'}</p>
                    <p className="text-xs text-muted">
                      {t(`help_tag_${c.tag}` as OpsTextKey)} · {c.merchantCode ?? t('all')} ·{' '}
                      {t('banner_languages', { 0: Object.keys(c.translations).length })} ·{' '}
                      {t('help_articles', { 0: c.articles.length })}
                    </p>
                  </div>
                  {!c.active && <StatusBadge tone="neutral">{t('banner_status_off')}</StatusBadge>}
                  <RowActions
                    canEdit={canEdit}
                    onEdit={() => setCategory(c)}
                    busy={removeCategory.isPending}
                    confirmText={t('help_category_delete_confirm', { 0: c.articles.length })}
                    onDelete={() => {
                      setMessage(null);
                      removeCategory.mutate(c.id, {
                        onSuccess: () => done(t('content_deleted')),
                        onError: failed,
                      });
                    }}
                    extra={
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setArticle({ article: null, categoryId: c.id })}
                        data-testid="ops-help-article-new"
                      >
                        {t('help_article_new')}
                      </Button>
                    }
                  />
                </div>
                {c.articles.length > 0 && (
                  <ul className="divide-y divide-line">
                    {c.articles.map((a) => (
                      <li
                        key={a.id}
                        className="flex flex-wrap items-center gap-3 px-4 py-2.5"
                        data-testid="ops-help-article"
                      >
                        <p className="min-w-0 flex-1 truncate text-sm text-fg">
                          {a.translations.EN?.title || '—'}
                          <span className="ml-2 text-xs text-subtle">
                            {Object.keys(a.translations).join(' · ')}
                          </span>
                        </p>
                        {!a.active && <StatusBadge tone="neutral">{t('banner_status_off')}</StatusBadge>}
                        <RowActions
                          canEdit={canEdit}
                          onEdit={() => setArticle({ article: a, categoryId: c.id })}
                          busy={removeArticle.isPending}
                          confirmText={t('help_article_delete_confirm')}
                          onDelete={() => {
                            setMessage(null);
                            removeArticle.mutate(a.id, {
                              onSuccess: () => done(t('content_deleted')),
                              onError: failed,
                            });
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {category && (
        <HelpCategoryEditor
          category={category === 'new' ? null : category}
          onClose={() => setCategory(null)}
          onSaved={() => done(t('content_saved'))}
        />
      )}
      {article && query.data && (
        <HelpArticleEditor
          article={article.article}
          categories={query.data}
          defaultCategoryId={article.categoryId}
          onClose={() => setArticle(null)}
          onSaved={() => done(t('content_saved'))}
        />
      )}
    </>
  );
}
