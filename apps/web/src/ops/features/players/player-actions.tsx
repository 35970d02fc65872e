import type { OpsPlayerDetail } from '@jade/contract/ops-players';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { usePlayerAction, useResetPassword } from '../../api/players';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { CopyButton } from '../../ui/copy-button';
import { DecisionDialog } from '../../ui/decision-dialog';
import { AdjustDialog } from './adjust-dialog';

type Open = 'lock' | 'unlock' | 'logout' | 'password' | 'adjust' | null;

/**
 * The actions on a player's account, each with a reason and audited: lock or unlock, end every
 * session, a temporary password (shown once), and a manual adjustment under four eyes. A role sees
 * only what it may do; the server checks again.
 */
export function PlayerActions({
  player,
  onDone,
}: {
  player: OpsPlayerDetail;
  onDone(message: string): void;
}) {
  const { t } = useOpsText();
  const canFreeze = useCan('freeze');
  const canAdjust = useCan('adjust');
  const action = usePlayerAction();
  const reset = useResetPassword();
  const [open, setOpen] = useState<Open>(null);
  const [password, setPassword] = useState<string | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  const who = { 0: player.username };
  if (!canFreeze && !canAdjust) return null;

  return (
    <>
      <div className="flex flex-wrap gap-2" data-testid="ops-player-actions">
        {canFreeze &&
          (player.status === 'active' ? (
            <Button variant="outline" size="sm" onClick={() => setOpen('lock')} data-testid="ops-player-lock">
              {t('player_lock')}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOpen('unlock')}
              data-testid="ops-player-unlock"
            >
              {t('player_unlock')}
            </Button>
          ))}
        {canFreeze && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOpen('logout')}
            data-testid="ops-player-logout"
          >
            {t('player_logout')}
          </Button>
        )}
        {canFreeze && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOpen('password')}
            data-testid="ops-player-password"
          >
            {t('player_password')}
          </Button>
        )}
        {canAdjust && (
          <Button size="sm" onClick={() => setOpen('adjust')} data-testid="ops-player-adjust">
            {t('player_adjust')}
          </Button>
        )}
      </div>

      {(open === 'lock' || open === 'unlock') && (
        <DecisionDialog
          open
          onOpenChange={close}
          testId={`ops-player-${open}-dialog`}
          title={t(open === 'lock' ? 'player_lock_title' : 'player_unlock_title', who)}
          lead={t(open === 'lock' ? 'player_lock_lead' : 'player_unlock_lead')}
          confirmLabel={t(open === 'lock' ? 'player_lock' : 'player_unlock')}
          tone={open === 'lock' ? 'danger' : 'primary'}
          reasonRequired
          reasonHint={t('player_reason_hint')}
          onConfirm={async ({ reason }) => {
            const body = { merchant: player.merchant, username: player.username, reason };
            await action.mutateAsync({ kind: open, body });
            onDone(t(open === 'lock' ? 'player_locked_done' : 'player_unlocked_done', who));
          }}
        />
      )}
      {open === 'logout' && (
        <DecisionDialog
          open
          onOpenChange={close}
          testId="ops-player-logout-dialog"
          title={t('player_logout_title', who)}
          lead={t('player_logout_lead', { 0: player.activeSessions })}
          confirmLabel={t('player_logout')}
          tone="danger"
          reasonRequired
          reasonHint={t('player_reason_hint')}
          onConfirm={async ({ reason }) => {
            const answer = (await action.mutateAsync({
              kind: 'logout',
              body: { memberId: player.memberId, reason },
            })) as { endedSessions: number };
            onDone(t('player_logout_done', { 0: answer.endedSessions }));
          }}
        />
      )}
      {open === 'password' && (
        <DecisionDialog
          open
          onOpenChange={close}
          testId="ops-player-password-dialog"
          title={t('player_password_title', who)}
          lead={t('player_password_lead')}
          confirmLabel={t('player_password')}
          tone="danger"
          reasonRequired
          reasonHint={t('player_reason_hint')}
          onConfirm={async ({ reason }) => {
            const answer = await reset.mutateAsync({ memberId: player.memberId, reason });
            setPassword(answer.temporaryPassword);
          }}
        />
      )}
      {password !== null && (
        <TemporaryPasswordDialog
          password={password}
          username={player.username}
          onClose={() => setPassword(null)}
        />
      )}
      {open === 'adjust' && (
        <AdjustDialog player={player} onClose={() => setOpen(null)} onRequested={onDone} />
      )}
    </>
  );
}

/** The temporary password, once: the operator copies it and passes it on by a verified channel. */
function TemporaryPasswordDialog({
  password,
  username,
  onClose,
}: {
  password: string;
  username: string;
  onClose(): void;
}) {
  const { t } = useOpsText();
  return (
    <DecisionDialog
      open
      onOpenChange={(next) => !next && onClose()}
      testId="ops-player-password-shown"
      title={t('player_password_shown_title', { 0: username })}
      lead={t('player_password_shown_lead')}
      confirmLabel={t('done')}
      tone="primary"
      reasonRequired={false}
      hideReason
      onConfirm={async () => undefined}
    >
      <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3">
        <code
          className="font-mono text-lg font-bold tracking-widest text-fg"
          data-testid="ops-temporary-password"
        >
          {password}
        </code>
        <CopyButton value={password} />
      </div>
    </DecisionDialog>
  );
}
