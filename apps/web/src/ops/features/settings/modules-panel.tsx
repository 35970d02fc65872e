import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { FormMessage } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useChangeSettings, type ModuleSwitch, type OpsSettings } from '../../api/settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';

/** Roots in the stored order, each followed by its children (the tree is two levels deep). */
function grouped(modules: readonly ModuleSwitch[]): { root: ModuleSwitch; children: ModuleSwitch[] }[] {
  const ids = new Set(modules.map((m) => m.modId));
  const roots = modules.filter((m) => m.parentModId === null || !ids.has(m.parentModId));
  return roots.map((root) => ({ root, children: modules.filter((m) => m.parentModId === root.modId) }));
}

/** The region's module switches: what the player site offers, and which calls answer. */
export function ModulesPanel({ data, canWrite }: { data: OpsSettings; canWrite: boolean }) {
  const { t } = useOpsText();
  const change = useChangeSettings();
  const [error, setError] = useState<string | null>(null);

  const toggle = async (m: ModuleSwitch) => {
    setError(null);
    try {
      await change.mutateAsync({
        kind: 'module',
        body: { region: data.region.code, modId: m.modId, enabled: !m.enabled },
      });
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  };

  const row = (m: ModuleSwitch, child: boolean) => {
    const name = t(`module_${m.modId}` as OpsTextKey, { defaultValue: m.modId });
    const status = m.effective ? 'on' : m.enabled ? 'parent_off' : 'off';
    return (
      <li
        key={m.modId}
        data-testid={`ops-module-${m.modId}`}
        className={cn('flex items-center gap-3 px-4 py-3', child && 'pl-10 max-sm:pl-6')}
      >
        <div className="min-w-0 flex-1">
          <p className={cn('text-sm text-fg', child ? 'font-medium' : 'font-bold')}>{name}</p>
          <p className="font-mono text-xs text-muted">{m.modId}</p>
        </div>
        <StatusBadge
          tone={status === 'on' ? 'success' : status === 'off' ? 'neutral' : 'warning'}
          testId={`ops-module-${m.modId}-status`}
        >
          {t(`settings_module_${status}`)}
        </StatusBadge>
        {canWrite &&
          (m.locked ? (
            <span className="text-xs whitespace-nowrap text-muted" title={t('settings_module_locked')}>
              {t('settings_module_always')}
            </span>
          ) : (
            <button
              type="button"
              role="switch"
              aria-checked={m.enabled}
              aria-label={t('settings_module_switch', { 0: name })}
              disabled={change.isPending}
              data-testid={`ops-module-${m.modId}-switch`}
              onClick={() => void toggle(m)}
              className={cn(
                'relative h-6 w-11 shrink-0 rounded-full transition disabled:opacity-60',
                m.enabled ? 'bg-brand' : 'bg-line-strong',
              )}
            >
              <span
                className={cn(
                  'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition',
                  m.enabled && 'translate-x-5',
                )}
              />
            </button>
          ))}
      </li>
    );
  };

  return (
    <section className="grid gap-3">
      {error && <FormMessage>{error}</FormMessage>}
      <p className="text-[13px] text-muted">{t('settings_modules_hint')}</p>
      <div className="grid gap-3 lg:grid-cols-2">
        {grouped(data.modules).map(({ root, children }) => (
          <ul
            key={root.modId}
            className="divide-y divide-line self-start overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          >
            {row(root, false)}
            {children.map((c) => row(c, true))}
          </ul>
        ))}
      </div>
    </section>
  );
}
