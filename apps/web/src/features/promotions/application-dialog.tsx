import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMutation } from '@tanstack/react-query';
import { APPLICATION_COMMENT_MAX } from '@jade/contract/content-constants';
import type { Application } from '@jade/contract/content';
import { applyActivity } from '../../api/content/promotions';
import { isApiError } from '../../api/api-error';
import { errorText, errorValue } from '../../lib/error-text';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { Modal } from '../../ui/modal/modal';
import { checkComment, commentLength, serverErrorField, type ImageProblem } from './application-rules';
import { ImageAttachments } from './image-attachments';

/**
 * The activity application of spec §5: a comment of at most 140 characters and up to three PNG/JPEG
 * images under 5 MB each. Checked here first (localised errors on the fields); the server checks again
 * (the images by their bytes) and its refusal is shown on the field it concerns. Nothing is stored
 * unless the whole form is valid.
 */
export function ApplicationDialog({
  promotionId,
  promotionTitle,
  onClose,
  onApplied,
}: {
  promotionId: number;
  promotionTitle: string;
  onClose(): void;
  onApplied(application: Application): void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);
  const [commentTouched, setCommentTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'comment' | 'images' | null; text: string } | null>(
    null,
  );

  const apply = useMutation({
    mutationFn: () => applyActivity({ promotionId, comment: comment.trim(), images }),
    onSuccess: onApplied,
    onError: (error) => {
      const code = isApiError(error) ? error.errorCode : '';
      setServerError({ field: serverErrorField(code, errorValue(error).field), text: errorText(t, error) });
    },
  });

  const commentProblem = checkComment(comment);
  const commentError =
    (commentTouched || apply.isError) && commentProblem
      ? t(commentProblem)
      : serverError?.field === 'comment'
        ? serverError.text
        : undefined;
  const imagesError = imageProblem
    ? t(imageProblem, { 0: 3 })
    : serverError?.field === 'images'
      ? serverError.text
      : undefined;
  const length = commentLength(comment);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCommentTouched(true);
    if (commentProblem || apply.isPending) return;
    setServerError(null);
    apply.mutate();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('promo_application_title')}
      width={520}
      minHeight={0}
      testId="application-dialog"
      closable={!apply.isPending}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-bold">{promotionTitle}</p>
          <p className="mt-1 text-[13px] leading-relaxed text-muted">{t('promo_application_intro')}</p>
        </div>
        <div>
          <label htmlFor="application-comment" className="mb-1.5 block text-[13px] font-semibold text-muted">
            {t('promo_comment')}
          </label>
          <textarea
            id="application-comment"
            data-testid="application-comment"
            rows={4}
            value={comment}
            disabled={apply.isPending}
            placeholder={t('promo_comment_placeholder')}
            aria-invalid={commentError ? true : undefined}
            aria-describedby="application-comment-message"
            onChange={(event) => {
              setComment(event.target.value);
              if (serverError?.field === 'comment') setServerError(null);
            }}
            onBlur={() => setCommentTouched(true)}
            className={cn(
              'block w-full resize-none rounded-xl border bg-surface-2 px-3 py-2.5 text-sm text-fg outline-none transition placeholder:text-subtle focus:border-brand focus:bg-surface',
              commentError ? 'border-danger' : 'border-line-strong',
            )}
          />
          <div
            id="application-comment-message"
            className="mt-1.5 flex items-start justify-between gap-3 text-xs"
          >
            {commentError ? (
              <p role="alert" data-testid="application-comment-error" className="font-medium text-danger">
                {commentError}
              </p>
            ) : (
              <span />
            )}
            <span
              data-testid="application-comment-count"
              className={cn(
                'shrink-0 tabular-nums',
                length > APPLICATION_COMMENT_MAX ? 'font-semibold text-danger' : 'text-subtle',
              )}
            >
              {t('promo_comment_count', { 0: length, 1: APPLICATION_COMMENT_MAX })}
            </span>
          </div>
        </div>
        <ImageAttachments
          images={images}
          disabled={apply.isPending}
          onChange={(next) => {
            setImages(next);
            if (serverError?.field === 'images') setServerError(null);
          }}
          onProblem={setImageProblem}
          error={imagesError}
        />
        {serverError && serverError.field === null && <FormMessage>{serverError.text}</FormMessage>}
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={onClose} disabled={apply.isPending}>
            {t('promo_cancel')}
          </Button>
          <Button
            type="submit"
            variant="gold"
            disabled={apply.isPending}
            aria-busy={apply.isPending}
            data-testid="application-submit"
          >
            {apply.isPending && <Spinner />}
            {apply.isPending ? t('promo_submitting') : t('promo_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
