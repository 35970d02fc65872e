import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { HtmlContent } from '../../../ui/html-content';
import { Svg, type IconProps } from '../../../ui/icons';
import { useOpsText } from '../../lib/use-ops-text';

/*
 * Previews drawn with the player site's own pieces (HtmlContent sanitises with the site's DOMPurify
 * profile, the .html-content styles) and its layout classes, so an operator sees what players see.
 * They are static: the site's components need the player session and i18n stores.
 */

/** The notice bar's megaphone (the console may not import the player site's features). */
export function MegaphoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 10.5v3a1.5 1.5 0 0 0 1.5 1.5H7l6 4V5L7 9H4.5A1.5 1.5 0 0 0 3 10.5Z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </Svg>
  );
}

/** The frame around a preview: a caption naming which player screen it imitates. */
export function PreviewFrame({
  caption,
  children,
  testId,
}: {
  caption: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useOpsText();
  return (
    <div data-testid={testId}>
      <p className="mb-1.5 text-[13px] font-semibold text-muted">
        {t('banner_preview')} · {caption}
      </p>
      <div className="rounded-2xl bg-[radial-gradient(ellipse_at_top,var(--surface-3),var(--surface-2))] p-4">
        {children}
      </div>
    </div>
  );
}

/** A player modal's shell: title bar, body, optional gold button. */
function ModalShell({
  title,
  children,
  button,
  width = 'max-w-[420px]',
}: {
  title: string;
  children: ReactNode;
  button?: string;
  width?: string;
}) {
  return (
    <div
      className={cn('mx-auto overflow-hidden rounded-2xl border border-line bg-surface shadow-pop', width)}
    >
      <p className="border-b border-line px-5 py-3.5 text-base font-bold text-fg" dir="auto">
        {title || '—'}
      </p>
      {children}
      {button && (
        <div className="border-t border-line px-5 py-3">
          <span className="flex h-10 w-full items-center justify-center rounded-xl bg-[linear-gradient(135deg,#f0cc70,#b48412)] text-sm font-bold text-on-gold">
            {button}
          </span>
        </div>
      )}
    </div>
  );
}

/** A player notice (PL): the notice bar's line and the notice dialog's body. */
export function NoticeBarPreview({ title, content }: { title: string; content: string }) {
  const { t } = useOpsText();
  return (
    <div className="grid gap-3">
      <div className="flex h-11 items-center overflow-hidden rounded-xl border border-line bg-surface shadow-card">
        <span className="flex h-full shrink-0 items-center gap-2 bg-[linear-gradient(135deg,#f0cc70,#b48412)] px-3.5 text-sm font-bold text-on-gold">
          <MegaphoneIcon size={18} />
          {t('preview_announcement')}
        </span>
        <span className="inline-flex min-w-0 items-center gap-2 truncate px-3 text-sm text-fg" dir="auto">
          <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rotate-45 bg-gold" />
          {title || '—'}
        </span>
      </div>
      <ModalShell title={title} width="max-w-[560px]">
        <HtmlContent html={content} className="max-h-64 overflow-auto px-5 py-4 text-sm leading-relaxed" />
      </ModalShell>
    </div>
  );
}

/** A popup announcement (PU) as the site shows it after (or before) sign-in. */
export function PopupNoticePreview({ title, content }: { title: string; content: string }) {
  const { t } = useOpsText();
  return (
    <ModalShell title={title} button={t('preview_close')} width="max-w-[560px]">
      <HtmlContent
        html={content}
        className="max-h-64 min-h-24 overflow-auto px-5 py-4 text-sm leading-relaxed"
        testId="ops-preview-html"
      />
    </ModalShell>
  );
}

/** The gift or activity popup: artwork, label, HTML and the main button. */
export function ContentPopupPreview({
  kind,
  title,
  content,
  imageUrl,
  buttonText,
}: {
  kind: 'gift_before_login' | 'gift_after_login' | 'activity';
  title: string;
  content: string;
  imageUrl: string;
  buttonText: string;
}) {
  const { t } = useOpsText();
  return (
    <ModalShell title={title} button={buttonText || undefined}>
      {imageUrl && (
        <div className="flex justify-center bg-[radial-gradient(ellipse_at_top,var(--surface-3),var(--surface-2))]">
          <img
            src={imageUrl}
            alt={title}
            className="block h-auto max-h-56 w-auto max-w-full object-contain"
          />
        </div>
      )}
      <div className="px-5 pt-4 pb-5">
        <p className="mb-1 text-[11px] font-bold tracking-[0.12em] text-gold-fg uppercase">
          {t(kind === 'activity' ? 'preview_activity_label' : 'preview_gift_label')}
        </p>
        <HtmlContent html={content} className="text-sm leading-relaxed" testId="ops-preview-html" />
      </div>
    </ModalShell>
  );
}

/** The promotion's card on the promotions page, and the top of its detail page. */
export function PromotionPreview({
  title,
  summary,
  content,
  imageUrl,
  period,
}: {
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  period: string;
}) {
  const { t } = useOpsText();
  return (
    <div className="grid gap-3">
      <div className="mx-auto w-full max-w-[380px] overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        <div className="aspect-[10/3] bg-surface-3">
          {imageUrl && <img src={imageUrl} alt={title} className="block h-full w-full object-cover" />}
        </div>
        <div className="grid gap-2 p-4">
          <p className="text-base leading-snug font-bold text-fg" dir="auto">
            {title || '—'}
          </p>
          <p className="line-clamp-2 text-sm leading-relaxed text-muted" dir="auto">
            {summary}
          </p>
          <p className="flex justify-between pt-2 text-xs text-subtle">
            <span className="tabular-nums">{period}</span>
            <span className="font-semibold text-brand-fg">{t('preview_details')} ›</span>
          </p>
        </div>
      </div>
      <div className="rounded-2xl border border-line bg-surface p-4 shadow-card">
        <HtmlContent html={content} className="max-h-56 overflow-auto text-sm leading-relaxed" />
      </div>
    </div>
  );
}

/** A help article as the help centre opens it: category, title, body. */
export function HelpArticlePreview({
  category,
  title,
  content,
}: {
  category: string;
  title: string;
  content: string;
}) {
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <p className="text-xs font-semibold text-subtle">{category}</p>
      <h3 className="mt-1 text-lg font-bold text-fg" dir="auto">
        {title || '—'}
      </h3>
      <HtmlContent
        html={content}
        className="mt-3 max-h-72 overflow-auto text-sm leading-relaxed text-fg"
        testId="ops-preview-html"
      />
    </article>
  );
}

/** A message as the member reads it in the message centre ({nickname} filled with a sample name). */
export function MessagePreview({
  title,
  content,
  personal,
}: {
  title: string;
  content: string;
  personal: boolean;
}) {
  const { t } = useOpsText();
  const sample = t('preview_sample_nickname');
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div className="flex items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-[11px] font-bold',
            personal ? 'bg-gold-soft text-gold-fg' : 'bg-surface-3 text-muted',
          )}
        >
          {t(personal ? 'preview_personal' : 'preview_broadcast')}
        </span>
      </div>
      <h3 className="mt-2 text-base font-bold text-fg" dir="auto">
        {(title || '—').replaceAll('{nickname}', sample)}
      </h3>
      <HtmlContent
        html={content.replaceAll('{nickname}', sample)}
        className="mt-3 max-h-64 overflow-auto text-sm leading-relaxed text-fg"
        testId="ops-preview-html"
      />
    </article>
  );
}
