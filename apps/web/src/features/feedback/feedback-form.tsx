import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN } from '@jade/contract/content-constants';
import { sendFeedback, useFeedbackTypes } from '../../api/content/feedback';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { CheckIcon } from '../../ui/icons';
import {
  validateFeedback,
  type FeedbackDraft,
  type FeedbackProblem,
  type FeedbackProblems,
} from './validate-feedback';

const EMPTY: FeedbackDraft = { type: '', content: '', contact: '' };

/**
 * The feedback form (spec §5 feedback, §7 PUT /wps/feedback): question type, content within the
 * contract's bounds, an optional contact. Checked here first with localised messages; the server
 * checks again and stores it (visitors may send too; it is rate-limited per address and member).
 */
export function FeedbackForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const types = useFeedbackTypes();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [sent, setSent] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const typeLegend = useId();
  const contentId = useId();
  const send = useMutation({
    mutationFn: () =>
      sendFeedback({
        type: draft.type,
        content: draft.content.trim(),
        ...(draft.contact.trim() ? { contact: draft.contact.trim() } : {}),
      }),
    onSuccess: () => {
      setSent(true);
      setDraft(EMPTY);
    },
  });
  const text = (p: FeedbackProblem | undefined) => (p ? t(p.key, p.args ?? {}) : undefined);
  const update = (field: keyof FeedbackDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      if (found.content && !found.type) contentRef.current?.focus();
      return;
    }
    send.mutate();
  };

  if (sent)
    return (
      <div
        className="grid justify-items-center gap-3 py-4 text-center"
        data-testid="feedback-sent"
        role="status"
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
          <CheckIcon size={28} />
        </span>
        <p className="text-lg font-bold">{t('feedback_sent_title')}</p>
        <p className="max-w-xs text-sm text-muted">{t('feedback_sent_text')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={() => setSent(false)} data-testid="feedback-again">
            {t('feedback_send_another')}
          </Button>
          {onDone && (
            <Button onClick={onDone} data-testid="feedback-done">
              {t('close')}
            </Button>
          )}
        </div>
      </div>
    );

  const length = draft.content.trim().length;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="feedback-form">
      <p className="text-sm text-muted">{t('feedback_intro')}</p>
      <fieldset aria-describedby={problems.type ? `${typeLegend}-error` : undefined}>
        <legend id={typeLegend} className="mb-2 text-[13px] font-semibold text-muted">
          {t('feedback_type')}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        {types.isError ? (
          <FormMessage>{errorText(t, types.error)}</FormMessage>
        ) : (
          <div className="flex flex-wrap gap-2" data-testid="feedback-types">
            {(types.data ?? []).map((type) => (
              <label
                key={type.code}
                className={cn(
                  'cursor-pointer rounded-full border px-3.5 py-2 text-[13px] font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                  draft.type === type.code
                    ? 'border-brand bg-brand text-on-brand shadow-card'
                    : 'border-line-strong bg-surface-2 text-fg hover:border-brand',
                )}
              >
                <input
                  type="radio"
                  name="feedback-type"
                  value={type.code}
                  checked={draft.type === type.code}
                  onChange={() => update('type', type.code)}
                  className="sr-only"
                  data-testid={`feedback-type-${type.code}`}
                />
                {type.label}
              </label>
            ))}
            {types.isPending &&
              Array.from({ length: 5 }, (_, i) => (
                <span key={i} className="h-9 w-20 animate-pulse rounded-full bg-surface-3" />
              ))}
          </div>
        )}
        {problems.type && (
          <p id={`${typeLegend}-error`} role="alert" className="mt-1.5 text-xs font-medium text-danger">
            {text(problems.type)}
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor={contentId} className="mb-1.5 block text-[13px] font-semibold text-muted">
          {t('feedback_content')}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <textarea
          ref={contentRef}
          id={contentId}
          rows={5}
          value={draft.content}
          onChange={(e) => update('content', e.target.value)}
          placeholder={t('feedback_content_placeholder')}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={`${contentId}-message ${contentId}-count`}
          data-testid="feedback-content"
          className={cn(
            'block w-full resize-y rounded-xl border bg-surface-2 px-3.5 py-3 text-sm leading-relaxed text-fg outline-none placeholder:text-subtle focus:border-brand focus:bg-surface',
            problems.content ? 'border-danger' : 'border-line-strong',
          )}
        />
        <div className="mt-1.5 flex items-start gap-3 text-xs">
          {problems.content ? (
            <p
              id={`${contentId}-message`}
              role="alert"
              className="font-medium text-danger"
              data-testid="feedback-content-error"
            >
              {text(problems.content)}
            </p>
          ) : (
            <p id={`${contentId}-message`} className="text-subtle">
              {t('feedback_content_hint', { 0: FEEDBACK_CONTENT_MIN, 1: FEEDBACK_CONTENT_MAX })}
            </p>
          )}
          <p
            id={`${contentId}-count`}
            className={cn(
              'ml-auto shrink-0 tabular-nums',
              length > FEEDBACK_CONTENT_MAX ? 'font-semibold text-danger' : 'text-subtle',
            )}
          >
            <span aria-hidden="true">
              {length}/{FEEDBACK_CONTENT_MAX}
            </span>
            <span className="sr-only">
              {t('feedback_char_count', { 0: length, 1: FEEDBACK_CONTENT_MAX })}
            </span>
          </p>
        </div>
      </div>

      <TextField
        label={t('feedback_contact')}
        value={draft.contact}
        onChange={(e) => update('contact', e.target.value)}
        placeholder={t('feedback_contact_placeholder')}
        error={text(problems.contact)}
        autoComplete="email"
        data-testid="feedback-contact"
      />

      {send.isError && <FormMessage>{errorText(t, send.error)}</FormMessage>}
      <SubmitButton busy={send.isPending} data-testid="feedback-submit">
        {t('feedback_submit')}
      </SubmitButton>
    </form>
  );
}
