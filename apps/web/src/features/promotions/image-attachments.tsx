import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { APPLICATION_IMAGES_MAX } from '@jade/contract/content-constants';
import { cn } from '../../lib/cn';
import { CloseIcon } from '../../ui/icons';
import { UploadIcon } from '../../ui/money-icons';
import { addImages, APPLICATION_IMAGE_TYPES, type ImageProblem } from './application-rules';

/** A chosen image's preview as an object URL, revoked when the tile goes. */
function Preview({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} className="h-full w-full bg-surface-3 object-cover" />;
}

/**
 * Up to three images (spec §5): tiles of the chosen ones with a remove button, and an "add" tile while
 * fewer than three. A file that is not PNG/JPEG or is over 5 MB is left out and `onProblem` says why.
 */
export function ImageAttachments({
  images,
  onChange,
  onProblem,
  error,
  disabled,
}: {
  images: readonly File[];
  onChange(images: File[]): void;
  onProblem(problem: ImageProblem | null): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-message`} data-testid="application-images">
      <legend className="mb-1.5 block text-[13px] font-semibold text-muted">{t('promo_images')}</legend>
      <div className="grid grid-cols-3 gap-3">
        {images.map((file, i) => (
          <div
            key={`${file.name}:${file.size}:${file.lastModified}:${i}`}
            data-testid="application-image"
            className="relative aspect-square overflow-hidden rounded-xl border border-line bg-surface-2"
          >
            <Preview file={file} alt={t('promo_image_alt', { 0: i + 1 })} />
            <button
              type="button"
              disabled={disabled}
              aria-label={t('promo_remove_image', { 0: i + 1 })}
              title={t('promo_remove_image', { 0: i + 1 })}
              onClick={() => {
                onChange(images.filter((_, j) => j !== i));
                onProblem(null);
              }}
              className="absolute top-1.5 right-1.5 inline-flex h-7 w-7 items-center justify-center rounded-full bg-black/65 text-white transition hover:bg-black/85"
            >
              <CloseIcon size={14} />
            </button>
          </div>
        ))}
        {images.length < APPLICATION_IMAGES_MAX && (
          <label
            htmlFor={id}
            className={cn(
              'flex aspect-square cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border border-dashed bg-surface-2 text-center text-xs font-semibold text-muted transition',
              'hover:border-brand hover:text-brand-fg focus-within:border-brand focus-within:text-brand-fg',
              error ? 'border-danger' : 'border-line-strong',
            )}
          >
            <UploadIcon size={22} />
            {t('promo_add_image')}
            <input
              id={id}
              type="file"
              multiple
              disabled={disabled}
              accept={APPLICATION_IMAGE_TYPES.join(',')}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              data-testid="application-image-input"
              onChange={(event) => {
                const picked = [...(event.target.files ?? [])];
                event.target.value = '';
                if (picked.length === 0) return;
                const next = addImages(images, picked);
                onChange(next.images);
                onProblem(next.problem);
              }}
            />
          </label>
        )}
      </div>
      {error ? (
        <p
          id={`${id}-message`}
          role="alert"
          data-testid="application-images-error"
          className="mt-1.5 text-xs font-medium text-danger"
        >
          {error}
        </p>
      ) : (
        <p id={`${id}-message`} className="mt-1.5 text-xs text-subtle">
          {t('promo_images_hint')}
        </p>
      )}
    </fieldset>
  );
}
