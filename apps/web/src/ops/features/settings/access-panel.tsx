import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, TextField } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useChangeSettings, type OpsSettings, type SettingsChange } from '../../api/settings';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { ConfirmDialog } from './confirm-dialog';

/** `yyyy-MM-ddTHH:mm` in the browser's zone (what a datetime-local field holds) to epoch ms. */
function localToMs(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

function Card({ title, status, children }: { title: string; status?: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-3 self-start rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-fg">{title}</h2>
        {status}
      </div>
      {children}
    </section>
  );
}

/**
 * Who may use the region's player site: maintenance (with an optional end), the country restriction,
 * countries allowed besides the brand's own, and addresses that pass both. The back office itself is
 * never closed by them.
 */
export function AccessPanel({ data, canWrite }: { data: OpsSettings; canWrite: boolean }) {
  const { t } = useOpsText();
  const change = useChangeSettings();
  const access = data.access;
  const region = data.region.code;
  const [end, setEnd] = useState('');
  const [confirm, setConfirm] = useState<'maintenance' | 'region' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (next: SettingsChange) => {
    setError(null);
    try {
      await change.mutateAsync(next);
      return true;
    } catch (failure) {
      setError(opsErrorText(t, failure));
      return false;
    }
  };
  const [endProblem, setEndProblem] = useState<string | null>(null);
  const endAt = localToMs(end);
  const pickEnd = (value: string) => {
    const ms = localToMs(value);
    setEnd(value);
    setEndProblem(
      value && (ms === null || ms <= Date.now()) ? t('error.settings.maintenance.end.invalid') : null,
    );
  };

  return (
    <div className="grid gap-4">
      {(access.overriddenByEnv.maintenance || access.overriddenByEnv.regionRestriction) && (
        <p
          role="status"
          className="rounded-xl bg-warning/10 px-3.5 py-2.5 text-[13px] text-fg ring-1 ring-warning/45"
        >
          {t('settings_env_override')}
        </p>
      )}
      {error && <FormMessage>{error}</FormMessage>}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card
          title={t('settings_maintenance')}
          status={
            <StatusBadge tone={access.maintenance ? 'danger' : 'success'} testId="ops-maintenance-status">
              {t(access.maintenance ? 'settings_maintenance_on' : 'settings_maintenance_off')}
            </StatusBadge>
          }
        >
          <p className="text-[13px] text-muted">
            {access.maintenance
              ? access.maintenanceEnd
                ? t('settings_maintenance_until', {
                    0: formatTime(access.maintenanceSince),
                    1: formatTime(access.maintenanceEnd),
                  })
                : t('settings_maintenance_open_ended', { 0: formatTime(access.maintenanceSince) })
              : t('settings_maintenance_hint')}
          </p>
          {canWrite && (
            <div className="grid gap-3">
              <TextField
                type="datetime-local"
                label={t('settings_maintenance_end')}
                hint={t('settings_maintenance_end_hint')}
                value={end}
                error={endProblem ?? undefined}
                data-testid="ops-maintenance-end"
                onChange={(e) => pickEnd(e.currentTarget.value)}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant={access.maintenance ? 'outline' : 'danger'}
                  disabled={change.isPending || Boolean(endProblem)}
                  data-testid="ops-maintenance-start"
                  onClick={() => setConfirm('maintenance')}
                >
                  {t(access.maintenance ? 'settings_maintenance_update' : 'settings_maintenance_start')}
                </Button>
                {access.maintenance && (
                  <Button
                    disabled={change.isPending}
                    data-testid="ops-maintenance-stop"
                    onClick={() => void run({ kind: 'maintenance', body: { region, on: false } })}
                  >
                    {t('settings_maintenance_stop')}
                  </Button>
                )}
              </div>
            </div>
          )}
        </Card>

        <Card
          title={t('settings_region_restriction')}
          status={
            <StatusBadge tone={access.regionRestriction ? 'warning' : 'neutral'} testId="ops-region-status">
              {t(access.regionRestriction ? 'settings_on' : 'settings_off')}
            </StatusBadge>
          }
        >
          <p className="text-[13px] text-muted">
            {t('settings_region_hint', { 0: access.regionCountries.join(', ') })}
          </p>
          {canWrite && (
            <div>
              <Button
                variant={access.regionRestriction ? 'outline' : 'danger'}
                disabled={change.isPending}
                data-testid="ops-region-toggle"
                onClick={() =>
                  access.regionRestriction
                    ? void run({ kind: 'regionRestriction', body: { region, on: false } })
                    : setConfirm('region')
                }
              >
                {t(access.regionRestriction ? 'settings_region_off' : 'settings_region_on')}
              </Button>
            </div>
          )}
        </Card>

        <ListCard
          title={t('settings_allowed_countries')}
          hint={t('settings_allowed_countries_hint')}
          placeholder="US"
          items={access.allowedCountries}
          canWrite={canWrite}
          busy={change.isPending}
          testId="ops-allowed-country"
          check={(v) => (/^[A-Za-z]{2}$/.test(v) ? null : t('error.settings.country.invalid'))}
          onChange={(action, value) =>
            run({ kind: 'allowedCountry', body: { region, action, country: value } })
          }
        />
        <ListCard
          title={t('settings_ip_allow_list')}
          hint={t('settings_ip_allow_list_hint')}
          placeholder="203.0.113.0/24"
          items={access.ipAllowList}
          canWrite={canWrite}
          busy={change.isPending}
          testId="ops-allowed-ip"
          check={(v) => (/^[0-9A-Fa-f.:/]+$/.test(v) ? null : t('error.settings.ip.invalid'))}
          onChange={(action, value) => run({ kind: 'allowedIp', body: { region, action, entry: value } })}
        />
      </div>

      <ConfirmDialog
        open={confirm === 'maintenance'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('settings_maintenance_confirm_title')}
        lead={
          endAt
            ? t('settings_maintenance_confirm_until', { 0: data.region.countryName, 1: formatTime(endAt) })
            : t('settings_maintenance_confirm', { 0: data.region.countryName })
        }
        confirmLabel={t(access.maintenance ? 'settings_maintenance_update' : 'settings_maintenance_start')}
        testId="ops-maintenance-confirm"
        onConfirm={async () => {
          await change.mutateAsync({ kind: 'maintenance', body: { region, on: true, endAt } });
          pickEnd('');
        }}
      />
      <ConfirmDialog
        open={confirm === 'region'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('settings_region_confirm_title')}
        lead={t('settings_region_confirm', {
          0: data.region.countryName,
          1: [...access.regionCountries, ...access.allowedCountries].join(', '),
        })}
        confirmLabel={t('settings_region_on')}
        testId="ops-region-confirm"
        onConfirm={() => change.mutateAsync({ kind: 'regionRestriction', body: { region, on: true } })}
      />
    </div>
  );
}

/** A list of short entries with add and remove; the server checks each entry again. */
function ListCard({
  title,
  hint,
  placeholder,
  items,
  canWrite,
  busy,
  testId,
  check,
  onChange,
}: {
  title: string;
  hint: string;
  placeholder: string;
  items: readonly string[];
  canWrite: boolean;
  busy: boolean;
  testId: string;
  check(value: string): string | null;
  onChange(action: 'add' | 'remove', value: string): Promise<boolean>;
}) {
  const { t } = useOpsText();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    const found = check(value);
    setProblem(found);
    if (found) return;
    if (await onChange('add', value)) setDraft('');
  };

  return (
    <Card title={title}>
      <p className="text-[13px] text-muted">{hint}</p>
      <ul className="flex flex-wrap gap-2" data-testid={`${testId}-list`}>
        {items.length === 0 && <li className="text-sm text-muted">{t('settings_list_empty')}</li>}
        {items.map((item) => (
          <li
            key={item}
            className="inline-flex items-center gap-1 rounded-full bg-surface-3 py-1 pr-1 pl-3 font-mono text-[13px] text-fg"
          >
            {item}
            {canWrite && (
              <button
                type="button"
                disabled={busy}
                aria-label={t('settings_remove_entry', { 0: item })}
                className="flex h-6 w-6 items-center justify-center rounded-full text-muted hover:bg-line hover:text-danger"
                onClick={() => void onChange('remove', item)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <form className="flex items-start gap-2" onSubmit={(e) => void add(e)}>
          <TextField
            label={t('settings_add_entry', { 0: title })}
            showLabel={false}
            placeholder={placeholder}
            value={draft}
            error={problem ?? undefined}
            data-testid={`${testId}-input`}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <Button
            type="submit"
            variant="outline"
            disabled={busy || !draft.trim()}
            data-testid={`${testId}-add`}
          >
            {t('settings_add')}
          </Button>
        </form>
      )}
    </Card>
  );
}
