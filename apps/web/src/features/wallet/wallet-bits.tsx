import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@jade/contract/payments';
import { languageInfo } from '@jade/contract/languages';
import { cn } from '../../lib/cn';
import { useLocaleStore } from '../../stores/locale-store';
import { CloseIcon } from '../../ui/icons';
import { UploadIcon } from '../../ui/money-icons';

/** "21 Nov 2026, 14:05" in the player's language. */
export function useFormatTime() {
  const language = useLocaleStore((s) => s.language);
  return useCallback(
    (ms: number) => {
      try {
        return new Intl.DateTimeFormat(languageInfo(language).tag, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(ms));
      } catch {
        return new Date(ms).toLocaleString();
      }
    },
    [language],
  );
}

// The status pill moved to ui/ (promotions use it too); wallet code keeps importing it from here.
export { StatusBadge, type Tone } from '../../ui/status-badge';

/** A card section of a wallet page with its heading. */
export function WalletCard({
  title,
  icon,
  children,
  actions,
  className,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={cn('rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5', className)}
      data-testid={testId}
    >
      <div className="mb-4 flex items-center gap-2">
        {icon && <span className="text-brand-fg">{icon}</span>}
        <h3 className="text-base font-bold">{title}</h3>
        {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** The chosen image, read as a data URL (nothing to revoke, whatever the component's life). */
function Thumbnail({ file }: { file: File }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    let alive = true;
    reader.onload = () => {
      if (alive && typeof reader.result === 'string') setSrc(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      alive = false;
      reader.abort();
    };
  }, [file]);
  return src ? (
    <img
      src={src}
      alt={t('upload_preview_alt')}
      className="h-14 w-14 shrink-0 rounded-lg border border-line object-cover"
    />
  ) : (
    <span className="h-14 w-14 shrink-0 animate-pulse rounded-lg bg-surface-3" />
  );
}

/**
 * An image upload field (receipt, proof): PNG or JPEG, at most 5 MB (spec §9, what the server
 * enforces). The type and size are checked here to spare a useless upload; the server checks the
 * bytes themselves and its localised refusal is shown by the form.
 */
export function ImagePicker({
  label,
  hint,
  file,
  onChange,
  error,
  testId,
  required,
}: {
  label: string;
  hint: string;
  file: File | null;
  onChange(file: File | null, problem: 'upload.type.invalid' | 'upload.too.large' | null): void;
  error?: string | undefined;
  testId: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <span className="mb-1.5 block text-[13px] font-semibold text-muted" id={`${id}-label`}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </span>
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl border border-dashed bg-surface-2 p-3 transition focus-within:border-brand',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        {file ? (
          <Thumbnail key={`${file.name}:${file.size}:${file.lastModified}`} file={file} />
        ) : (
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-surface-3 text-subtle">
            <UploadIcon size={22} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-line-strong bg-surface px-3 py-1.5 text-[13px] font-semibold transition hover:border-brand hover:text-brand-fg"
          >
            <UploadIcon size={15} />
            {file ? t('upload_change') : t('upload_choose')}
          </label>
          <input
            id={id}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            data-testid={testId}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!picked) return;
              // The name's type is only a first filter: the server reads the bytes.
              if (picked.type && !(UPLOAD_TYPES as readonly string[]).includes(picked.type)) {
                return onChange(null, 'upload.type.invalid');
              }
              if (picked.size > UPLOAD_MAX_BYTES) return onChange(null, 'upload.too.large');
              onChange(picked, null);
            }}
          />
          <p id={`${id}-hint`} className="mt-1 truncate text-xs text-muted">
            {file ? file.name : hint}
          </p>
        </div>
        {file && (
          <button
            type="button"
            aria-label={t('upload_remove')}
            title={t('upload_remove')}
            onClick={() => onChange(null, null)}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
          >
            <CloseIcon size={16} />
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Previous / next page of a record list, with "Page 1 of 3". */
export function Pager({
  page,
  pages,
  onPage,
  testId,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const button =
    'h-9 rounded-lg border border-line-strong px-3 text-[13px] font-semibold transition enabled:hover:border-brand enabled:hover:text-brand-fg disabled:opacity-40';
  return (
    <nav
      aria-label={t('pager_label')}
      className="mt-4 flex items-center justify-center gap-3"
      data-testid={testId}
    >
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager_previous')}
      </button>
      <span className="text-[13px] text-muted">{t('pager_status', { 0: page, 1: pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager_next')}
      </button>
    </nav>
  );
}
