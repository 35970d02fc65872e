import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { HelpCategory, HelpTag } from '@jade/contract/content';
import { useHelpCentre } from '../../api/content/help';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/form-field';
import { SearchIcon } from '../../ui/game-icons';
import { HtmlContent } from '../../ui/html-content';
import {
  BadgeCheckIcon,
  ChatIcon,
  ChevronRightIcon,
  CloseIcon,
  HeadsetIcon,
  LockIcon,
  PlayIcon,
  ShieldIcon,
} from '../../ui/icons';
import { DepositIcon, WithdrawIcon } from '../../ui/money-icons';
import { htmlToText, searchHelp } from './help-search';

const TAG_ICONS: Record<HelpTag, (size: number) => ReactNode> = {
  aboutus: (s) => <ShieldIcon size={s} />,
  deposit: (s) => <DepositIcon size={s} />,
  withdraw: (s) => <WithdrawIcon size={s} />,
  game: (s) => <PlayIcon size={s} />,
  faqs: (s) => <ChatIcon size={s} />,
  security: (s) => <LockIcon size={s} />,
  responsible: (s) => <HeadsetIcon size={s} />,
  fair: (s) => <BadgeCheckIcon size={s} />,
};

/** The category's own colour (operator-chosen) as a round icon backing; white icons read on it. */
function TopicIcon({ category, size = 40 }: { category: HelpCategory; size?: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-xl text-white shadow-card"
      style={{ width: size, height: size, backgroundColor: category.bgColor }}
    >
      {TAG_ICONS[category.tag](Math.round(size * 0.5))}
    </span>
  );
}

/**
 * The help centre (spec §2 help, §7 helpCenter): the operator's categories and articles in the site
 * language (a language change loads them again), a search over them, the topics and an article view.
 * Where the visitor is lives in the URL (`?topic=`, `?article=`, `?q=`), so articles can be linked and
 * the browser's back button works.
 */
export function HelpCentre() {
  const { t } = useTranslation();
  const help = useHelpCentre();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const topicId = Number(params.get('topic')) || null;
  const articleId = Number(params.get('article')) || null;
  const categories = useMemo(() => help.data ?? [], [help.data]);

  const topic = categories.find((c) => c.id === topicId) ?? null;
  const found = articleId
    ? categories
        .flatMap((c) => c.children.map((a) => ({ category: c, article: a })))
        .find((x) => x.article.id === articleId)
    : undefined;
  const hits = useMemo(() => searchHelp(categories, query), [categories, query]);

  const go = (next: { topic?: number; article?: number; q?: string }) => {
    const p = new URLSearchParams();
    if (next.q) p.set('q', next.q);
    if (next.topic) p.set('topic', String(next.topic));
    if (next.article) p.set('article', String(next.article));
    setParams(p, { replace: next.q !== undefined && query !== '' && next.q !== '' });
  };

  if (help.isError)
    return (
      <div className="grid gap-3" data-testid="help-centre">
        <FormMessage>{errorText(t, help.error)}</FormMessage>
        <div>
          <Button variant="outline" onClick={() => void help.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="grid gap-6" data-testid="help-centre" aria-busy={help.isFetching}>
      <SearchField value={query} onChange={(q) => go({ q })} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[260px_minmax(0,1fr)] lg:items-start">
        <nav aria-label={t('help_topics')} className="min-w-0 lg:sticky lg:top-24">
          <h2 className="mb-3 text-[13px] font-bold tracking-[0.12em] text-muted uppercase max-lg:sr-only">
            {t('help_topics')}
          </h2>
          {help.isPending ? (
            <div className="grid gap-2">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="h-12 animate-pulse rounded-xl bg-surface-3" />
              ))}
            </div>
          ) : (
            <ul
              className="flex gap-2 overflow-x-auto pb-1 lg:grid lg:gap-1 lg:overflow-visible"
              data-testid="help-topics"
            >
              {categories.map((category) => {
                const active = (found?.category.id ?? topic?.id) === category.id && !query;
                return (
                  <li key={category.id} className="shrink-0">
                    <button
                      type="button"
                      aria-current={active ? 'true' : undefined}
                      data-testid="help-topic"
                      onClick={() => go({ topic: category.id })}
                      className={cn(
                        'flex h-12 w-full items-center gap-3 rounded-xl px-2.5 text-left text-sm font-semibold whitespace-nowrap transition max-lg:border max-lg:border-line max-lg:pr-4',
                        active
                          ? 'bg-brand text-on-brand shadow-card'
                          : 'hover:bg-surface-3 max-lg:bg-surface',
                      )}
                    >
                      <TopicIcon category={category} size={30} />
                      <span className="min-w-0 flex-1 truncate">{category.title}</span>
                      <span
                        className={cn(
                          'text-xs tabular-nums max-lg:hidden',
                          active ? 'text-on-brand/80' : 'text-subtle',
                        )}
                      >
                        {category.children.length}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>

        <section className="min-w-0" aria-live="polite">
          {help.isPending ? (
            <div className="h-64 animate-pulse rounded-2xl bg-surface-3" />
          ) : categories.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center text-muted">
              {t('help_empty')}
            </p>
          ) : query ? (
            <SearchResults query={query} hits={hits} onOpen={(a) => go({ article: a })} />
          ) : found ? (
            <ArticleView
              category={found.category}
              article={found.article}
              onTopic={() => go({ topic: found.category.id })}
              onOpen={(a) => go({ topic: found.category.id, article: a })}
              onAll={() => go({})}
            />
          ) : topic ? (
            <TopicView
              category={topic}
              onOpen={(a) => go({ topic: topic.id, article: a })}
              onAll={() => go({})}
            />
          ) : (
            <Overview
              categories={categories}
              onTopic={(id) => go({ topic: id })}
              onOpen={(id) => go({ article: id })}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function SearchField({ value, onChange }: { value: string; onChange(q: string): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="search"
      className="relative flex h-13 items-center rounded-2xl border border-line-strong bg-surface shadow-card transition focus-within:border-brand"
    >
      <SearchIcon size={20} className="pointer-events-none absolute left-4 text-subtle" />
      <label htmlFor="help-search" className="sr-only">
        {t('help_search')}
      </label>
      <input
        id="help-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('help_search_placeholder')}
        data-testid="help-search"
        autoComplete="off"
        className="h-full w-full rounded-2xl bg-transparent pr-12 pl-12 text-[15px] text-fg outline-none placeholder:text-subtle [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label={t('help_clear_search')}
          onClick={() => onChange('')}
          className="absolute right-2 inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}

function ArticleLink({ title, onOpen, sub }: { title: string; onOpen(): void; sub?: string }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="help-article-link"
      className="group flex w-full items-center gap-3 rounded-xl px-3.5 py-3 text-left transition hover:bg-surface-3"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-fg group-hover:text-brand-fg">{title}</span>
        {sub && <span className="mt-0.5 line-clamp-1 block text-[13px] text-muted">{sub}</span>}
      </span>
      <ChevronRightIcon size={18} className="shrink-0 text-subtle group-hover:text-brand-fg rtl:rotate-180" />
    </button>
  );
}

function Overview({
  categories,
  onTopic,
  onOpen,
}: {
  categories: HelpCategory[];
  onTopic(id: number): void;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="help-overview">
      {categories.map((category) => (
        <section key={category.id} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
          <h2 className="flex items-center gap-3 px-1">
            <TopicIcon category={category} />
            <button
              type="button"
              onClick={() => onTopic(category.id)}
              className="min-w-0 flex-1 text-left text-base font-bold hover:text-brand-fg"
            >
              {category.title}
            </button>
            <span className="text-xs text-subtle">
              {t('help_article_count', { 0: category.children.length })}
            </span>
          </h2>
          <ul className="mt-2 grid">
            {category.children.slice(0, 3).map((article) => (
              <li key={article.id}>
                <ArticleLink title={article.title} onOpen={() => onOpen(article.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Crumbs({ items }: { items: { label: string; onClick?: () => void }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('help_breadcrumb')} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1.5 text-[13px] text-muted">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1.5">
            {i > 0 && <ChevronRightIcon size={14} className="text-subtle rtl:rotate-180" />}
            {item.onClick ? (
              <button
                type="button"
                onClick={item.onClick}
                className="font-semibold hover:text-brand-fg hover:underline"
              >
                {item.label}
              </button>
            ) : (
              <span aria-current="page" className="text-fg">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function TopicView({
  category,
  onOpen,
  onAll,
}: {
  category: HelpCategory;
  onOpen(id: number): void;
  onAll(): void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="help-topic-view">
      <Crumbs items={[{ label: t('help_all_topics'), onClick: onAll }, { label: category.title }]} />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <div className="flex items-center gap-3.5">
          <TopicIcon category={category} size={48} />
          <div>
            <h2 className="text-xl font-bold" data-testid="help-topic-title">
              {category.title}
            </h2>
            <p className="text-[13px] text-muted">
              {t('help_article_count', { 0: category.children.length })}
            </p>
          </div>
        </div>
        {htmlToText(category.content) && (
          <HtmlContent html={category.content} className="mt-3 text-sm text-muted" />
        )}
        <ul className="mt-3 grid divide-y divide-line">
          {category.children.map((article) => (
            <li key={article.id}>
              <ArticleLink
                title={article.title}
                sub={htmlToText(article.content)}
                onOpen={() => onOpen(article.id)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ArticleView({
  category,
  article,
  onTopic,
  onOpen,
  onAll,
}: {
  category: HelpCategory;
  article: HelpCategory['children'][number];
  onTopic(): void;
  onOpen(id: number): void;
  onAll(): void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the article they chose.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('article')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [article.id]);
  const siblings = category.children.filter((a) => a.id !== article.id);
  return (
    <article data-testid="help-article" className="scroll-mt-36">
      <Crumbs
        items={[
          { label: t('help_all_topics'), onClick: onAll },
          { label: category.title, onClick: onTopic },
          { label: article.title },
        ]}
      />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-7">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-xl font-extrabold tracking-tight outline-none sm:text-2xl"
          data-testid="help-article-title"
        >
          {article.title}
        </h2>
        <HtmlContent
          html={article.content}
          className="mt-3 text-[15px] leading-relaxed"
          testId="help-article-content"
        />
      </div>
      {siblings.length > 0 && (
        <section className="mt-5">
          <h3 className="mb-2 flex items-center gap-2 px-1 text-sm font-bold text-muted">
            <TopicIcon category={category} size={24} />
            {category.title}
          </h3>
          <ul className="grid rounded-2xl border border-line bg-surface p-1.5">
            {siblings.map((a) => (
              <li key={a.id}>
                <ArticleLink title={a.title} onOpen={() => onOpen(a.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function SearchResults({
  query,
  hits,
  onOpen,
}: {
  query: string;
  hits: ReturnType<typeof searchHelp>;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="help-results">
      <p className="mb-3 px-1 text-sm text-muted" role="status">
        {hits.length > 0
          ? t('help_results', { 0: hits.length, 1: query })
          : t('help_no_results', { 0: query })}
      </p>
      {hits.length > 0 && (
        <ul className="grid gap-2">
          {hits.map(({ category, article }) => (
            <li
              key={article.id}
              className="flex items-center gap-2 rounded-2xl border border-line bg-surface p-1.5 pl-3 shadow-card"
            >
              <TopicIcon category={category} size={32} />
              <div className="min-w-0 flex-1">
                <ArticleLink title={article.title} sub={category.title} onOpen={() => onOpen(article.id)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
