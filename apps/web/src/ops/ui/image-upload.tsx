import { useId, useRef, useState } from 'react';
import { Spinner } from '../../ui/form-field';
import { uploadImage } from '../api/content';
import { opsErrorText } from '../lib/ops-errors';
import { useOpsText } from '../lib/use-ops-text';

/** Uploads a picture through the content image call (banners, point-mall items) and hands back its URL. */
export function ImageUpload({
  label,
  value,
  onChange,
  onBusy,
  testId,
  hint,
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  onBusy?(busy: boolean): void;
  testId: string;
  hint?: string;
}) {
  const { t } = useOpsText();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    onBusy?.(true);
    setError(null);
    try {
      onChange((await uploadImage(file)).url);
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(false);
      onBusy?.(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div>
      {label && <p className="mb-1.5 text-[13px] font-semibold text-muted">{label}</p>}
      <div className="flex items-center gap-3">
        {value && <img src={value} alt="" className="h-12 w-20 rounded-lg bg-surface-3 object-cover" />}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          data-testid={testId}
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
        />
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-line-strong px-4 text-sm font-semibold text-fg hover:bg-surface-2"
        >
          {busy && <Spinner />}
          {t(busy ? 'banner_uploading' : value ? 'banner_replace' : 'banner_upload')}
        </label>
      </div>
      {hint && <p className="mt-1.5 text-xs text-subtle">{hint}</p>}
      {error && <p className="mt-1.5 text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
