import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { useChangeSettings, type CustomerServiceLink, type OpsSettings } from '../../api/settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';

const TYPES = [1, 2, 3] as const;
const MAX_LINKS = 20;
const HTTPS = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#]\S*)?$/;

/**
 * The brand's customer-service links, in the order the site shows them: live chat (1), the VIP
 * channel (2), and external links (3, sent encrypted to the site). Saved as a whole list; the page
 * mounts it anew when the stored list changes.
 */
export function CustomerServicePanel({ data, canWrite }: { data: OpsSettings; canWrite: boolean }) {
  const { t } = useOpsText();
  const change = useChangeSettings();
  const [links, setLinks] = useState<CustomerServiceLink[]>(data.customerService);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const edit = (i: number, patch: Partial<CustomerServiceLink>) => {
    setSaved(false);
    setLinks(links.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...links];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setLinks(next);
  };
  const bad = links.map((l) => !l.name.trim() || !HTTPS.test(l.url.trim()));

  const save = async () => {
    setSaved(false);
    if (bad.some(Boolean)) {
      setError(t('settings_cs_invalid'));
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({
        kind: 'customerService',
        body: {
          region: data.region.code,
          links: links.map((l) => ({ ...l, name: l.name.trim(), url: l.url.trim() })),
        },
      });
      setSaved(true);
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  };

  return (
    <section className="grid gap-3" data-testid="ops-cs">
      <p className="text-[13px] text-muted">{t('settings_cs_hint')}</p>
      <ol className="grid gap-3">
        {links.length === 0 && <li className="text-sm text-muted">{t('settings_list_empty')}</li>}
        {links.map((link, i) => (
          <li
            key={i}
            className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:grid-cols-[160px_1fr_2fr_auto] sm:items-end"
          >
            <label className="grid gap-1.5 text-[13px] font-semibold text-muted">
              {t('settings_cs_type')}
              <select
                className="h-11 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand disabled:opacity-60"
                value={link.csType}
                disabled={!canWrite}
                onChange={(e) => edit(i, { csType: Number(e.currentTarget.value) as 1 | 2 | 3 })}
              >
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`settings_cs_type_${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t('settings_cs_name')}
              value={link.name}
              readOnly={!canWrite}
              maxLength={60}
              error={bad[i] && !link.name.trim() ? t('settings_cs_name_missing') : undefined}
              onChange={(e) => edit(i, { name: e.currentTarget.value })}
            />
            <TextField
              label={t('settings_cs_url')}
              value={link.url}
              readOnly={!canWrite}
              maxLength={500}
              inputMode="url"
              error={bad[i] && link.name.trim() ? t('settings_cs_url_invalid') : undefined}
              onChange={(e) => edit(i, { url: e.currentTarget.value })}
            />
            {canWrite && (
              <div className="flex gap-1">
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('settings_move_up')}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('settings_move_down')}
                  disabled={i === links.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('settings_remove_entry', { 0: link.name })}
                  onClick={() => setLinks(links.filter((_, j) => j !== i))}
                >
                  ×
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {error && <FormMessage>{error}</FormMessage>}
      {saved && <FormMessage tone="success">{t('settings_saved')}</FormMessage>}
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={links.length >= MAX_LINKS}
            onClick={() => setLinks([...links, { csType: 3, name: '', url: 'https://' }])}
          >
            {t('settings_cs_add')}
          </Button>
          <Button onClick={() => void save()} disabled={change.isPending} data-testid="ops-cs-save">
            {change.isPending && <Spinner />}
            {t('settings_save')}
          </Button>
        </div>
      )}
    </section>
  );
}
