import type { CallValue } from '@jade/contract/call';
import type { opsGameCalls } from '@jade/contract/call-routes';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { useChangeGames } from '../../api/games';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { fromLocal, toLocal } from './games-kit';

const HOUR = 3_600_000;

type Vendor = CallValue<typeof opsGameCalls.vendors>['list'][number];

/**
 * A vendor's scheduled maintenance: players see it in maintenance from the start to the end (the
 * browser's time zone); removing the window ends it at once.
 */
export function MaintenanceDialog({ vendor, onClose }: { vendor: Vendor; onClose(): void }) {
  const { t } = useOpsText();
  const change = useChangeGames();
  // A new window defaults to the next full hour, for two hours.
  const [initial] = useState(() => {
    const start = vendor.maintenanceFrom ?? Math.ceil(Date.now() / HOUR) * HOUR;
    return { from: toLocal(start), until: toLocal(vendor.maintenanceUntil ?? start + 2 * HOUR) };
  });
  const [from, setFrom] = useState(initial.from);
  const [until, setUntil] = useState(initial.until);
  const [error, setError] = useState<string | null>(null);

  async function save(window: { from: number; until: number } | null, close: () => void) {
    setError(null);
    try {
      await change.mutateAsync({ kind: 'vendor', body: { code: vendor.code, window } });
      close();
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  }
  const submit = (close: () => void) => {
    const f = fromLocal(from);
    const u = fromLocal(until);
    if (f === null || u === null) return setError(t('games_window_missing'));
    void save({ from: f, until: u }, close);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games_window_title', { 0: vendor.displayName })}
      width={480}
      minHeight={0}
      draggable={false}
      testId="ops-vendor-window"
      defaultAction={submit}
      footer={(close) => (
        <>
          {vendor.maintenanceFrom !== null && (
            <Button
              variant="ghost"
              className="mr-auto"
              disabled={change.isPending}
              onClick={() => void save(null, close)}
              data-testid="ops-vendor-window-remove"
            >
              {t('games_window_remove')}
            </Button>
          )}
          <Button variant="outline" onClick={close} disabled={change.isPending}>
            {t('cancel')}
          </Button>
          <Button
            className="min-w-28"
            onClick={() => submit(close)}
            disabled={change.isPending}
            data-testid="ops-vendor-window-save"
          >
            {change.isPending ? <Spinner /> : t('save')}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4 p-1">
        <p className="text-sm text-muted">{t('games_window_lead')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('games_window_from')}
            name="from"
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            data-testid="ops-vendor-window-from"
          />
          <TextField
            label={t('games_window_until')}
            name="until"
            type="datetime-local"
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
            data-testid="ops-vendor-window-until"
          />
        </div>
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}
