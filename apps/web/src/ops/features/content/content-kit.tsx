import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField, FormMessage, TextField } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { timeParts } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { bannerStatus, STATUS_TONES } from './banner-status';

export { filledTranslations, LanguageTabs, useLanguageOrder } from '../../ui/language-tabs';
export { ImageUpload } from '../../ui/image-upload';

/** `datetime-local` text of an epoch-ms time in the browser's zone, and back. */
export const toLocal = (ms: number | null | undefined) => {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
export const fromLocal = (text: string) => (text ? new Date(text).getTime() : null);

/** A time on one line: day and time of day. */
export function when(ms: number): string {
  const { day, time } = timeParts(ms);
  return `${day} ${time}`;
}

/** A multi-line field for HTML or plain text, styled like the console's text fields. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  rows = 6,
  hint,
  maxLength,
  requiredMark,
}: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  hint?: string;
  maxLength?: number;
  requiredMark?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-semibold text-muted">
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        dir="auto"
        onChange={(e) => onChange(e.currentTarget.value)}
        className="w-full rounded-xl border border-line-strong bg-surface-2 px-3 py-2.5 font-mono text-[13px] text-fg outline-none focus:border-brand focus:bg-surface"
      />
      {hint && <p className="mt-1.5 text-xs text-subtle">{hint}</p>}
    </div>
  );
}

/** Live / off / scheduled / ended of anything with a switch and a window. */
export function ScheduleBadge({
  item,
  now,
}: {
  item: { active: boolean; startAt: number | null; endAt: number | null };
  now: number;
}) {
  const { t } = useOpsText();
  const status = bannerStatus(item, now);
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`banner_status_${status}` as OpsTextKey)}</StatusBadge>;
}

/** Loading, failure and empty states of a content list; the list itself otherwise. */
export function ListState<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: readonly T[] | undefined };
  empty: string;
  children(items: readonly T[]): ReactNode;
}) {
  const { t } = useOpsText();
  if (query.isPending) return <p className="text-sm text-muted">{t('loading')}</p>;
  if (query.isError || !query.data)
    return <FormMessage>{t('load_failed', { 0: opsErrorText(t, query.error) })}</FormMessage>;
  if (query.data.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-line-strong p-10 text-center text-sm text-muted">
        {empty}
      </p>
    );
  return <>{children(query.data)}</>;
}

export type Notice = { tone: 'error' | 'success'; text: string } | null;

/** Edit and delete buttons of a row (delete asks first); hidden without the content permission. */
export function RowActions({
  canEdit,
  onEdit,
  onDelete,
  confirmText,
  busy,
  extra,
}: {
  canEdit: boolean;
  onEdit?(): void;
  onDelete?(): void;
  confirmText: string;
  busy?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useOpsText();
  if (!canEdit) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {onEdit && (
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('edit')}
        </Button>
      )}
      {extra}
      {onDelete && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => {
            if (window.confirm(confirmText)) onDelete();
          }}
        >
          {t('banner_delete')}
        </Button>
      )}
    </div>
  );
}

/** What every published item has: its order, its brand (empty: all), its window and its switch. */
export interface Publishing {
  sort: string;
  merchant: string;
  startAt: string;
  endAt: string;
  active: boolean;
}

/** The editor's publishing state, from the item being edited (or a new item's defaults). */
export function usePublishing(
  item: {
    sort: number;
    merchantCode: string | null;
    startAt: number | null;
    endAt: number | null;
    active: boolean;
  } | null,
) {
  const [value, setValue] = useState<Publishing>(() => ({
    sort: String(item?.sort ?? 0),
    merchant: item?.merchantCode ?? '',
    startAt: toLocal(item?.startAt),
    endAt: toLocal(item?.endAt),
    active: item?.active ?? true,
  }));
  return { value, change: (patch: Partial<Publishing>) => setValue((v) => ({ ...v, ...patch })) };
}

/** The publishing part of a save call's body. */
export function publishingBody(p: Publishing) {
  return {
    merchantCode: p.merchant.trim() || null,
    active: p.active,
    sort: Number.parseInt(p.sort, 10) || 0,
    startAt: fromLocal(p.startAt),
    endAt: fromLocal(p.endAt),
  };
}

/** Order, brand, shown from / until and "shown on the site", under an editor's preview. */
export function PublishingFields({
  value,
  onChange,
}: {
  value: Publishing;
  onChange(patch: Partial<Publishing>): void;
}) {
  const { t } = useOpsText();
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('banner_sort')}
          name="sort"
          inputMode="numeric"
          value={value.sort}
          onChange={(e) => onChange({ sort: e.currentTarget.value })}
        />
        <TextField
          label={t('banner_brand')}
          name="merchantCode"
          value={value.merchant}
          onChange={(e) => onChange({ merchant: e.currentTarget.value })}
          maxLength={32}
        />
        <TextField
          label={t('banner_starts')}
          name="startAt"
          type="datetime-local"
          value={value.startAt}
          onChange={(e) => onChange({ startAt: e.currentTarget.value })}
        />
        <TextField
          label={t('banner_ends')}
          name="endAt"
          type="datetime-local"
          value={value.endAt}
          onChange={(e) => onChange({ endAt: e.currentTarget.value })}
        />
      </div>
      <CheckboxField checked={value.active} onChange={(e) => onChange({ active: e.currentTarget.checked })}>
        {t('banner_active')}
      </CheckboxField>
    </>
  );
}
