import {
  CONTRACT_KINDS,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BPS,
  type ContractKind,
  type ContractValue,
} from '@jade/contract/agent-contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { usePauseContract, useSetContract } from '../../api/agents';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterSelect } from '../../ui/filter-bar';
import { kindText, percent } from './agent-text';

/** A dialog with one confirm action: busy while it runs, the server's refusal in words. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  confirmLabel,
  onConfirm,
  testId,
  tone = 'primary',
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  confirmLabel: string;
  /** Returns false to keep the dialog open (a field to fix). */
  onConfirm(): Promise<boolean | void>;
  testId: string;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const { t } = useOpsText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm(close: () => void) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if ((await onConfirm()) !== false) close();
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          onClose();
        }
      }}
      title={title}
      width={560}
      minHeight={0}
      draggable={false}
      testId={testId}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            variant={tone}
            className="min-w-28"
            onClick={() => void confirm(close)}
            disabled={busy}
            aria-busy={busy}
            data-testid={`${testId}-confirm`}
          >
            {busy && <Spinner />}
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4">
        {children}
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}

/** Pauses a contract in force (its periods are settled as withheld, paying nothing) or resumes it. */
export function PauseDialog({
  contract,
  onClose,
  onDone,
}: {
  contract: ContractValue | null;
  onClose(): void;
  onDone(text: string): void;
}) {
  const { t } = useOpsText();
  const pause = usePauseContract();
  const resume = contract?.status === 'paused';
  return (
    <ConfirmDialog
      open={contract !== null}
      onClose={onClose}
      title={t(resume ? 'agents_resume_title' : 'agents_pause_title')}
      confirmLabel={t(resume ? 'agents_resume' : 'agents_pause')}
      tone={resume ? 'primary' : 'danger'}
      testId="ops-contract-pause-dialog"
      onConfirm={async () => {
        if (!contract) return;
        await pause.mutateAsync({ contractId: contract.id, paused: !resume });
        onDone(
          t(resume ? 'agents_resumed' : 'agents_paused', {
            0: kindText(t, contract.kind),
            1: contract.downline.account,
          }),
        );
      }}
    >
      {contract && (
        <p className="text-sm text-fg">
          {t(resume ? 'agents_resume_lead' : 'agents_pause_lead', {
            0: kindText(t, contract.kind),
            1: contract.downline.account,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
}

interface TierDraft {
  threshold: string;
  minActive: string;
  rate: string;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;
const emptyTier = (): TierDraft => ({ threshold: '0', minActive: '0', rate: '' });

/**
 * Sets a top-level agent's contract with the house (replaces the one in force of that kind). Tiers:
 * from a team figure and a number of active members, a rate in percent (stored in basis points).
 */
export function SetContractDialog({
  open,
  onOpenChange,
  merchantCode,
  account,
  onDone,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  merchantCode: string;
  account: string;
  onDone(text: string): void;
}) {
  const { t } = useOpsText();
  const setContract = useSetContract();
  const [kind, setKind] = useState<ContractKind>('daily');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier()]);
  const [problem, setProblem] = useState<string | null>(null);
  const max = MAX_RATE_BPS[kind];

  const update = (i: number, patch: Partial<TierDraft>) =>
    setTiers(tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));

  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        setTiers([emptyTier()]);
        setProblem(null);
        onOpenChange(false);
      }}
      title={t('agents_set_contract_title', { 0: account })}
      confirmLabel={t('save')}
      testId="ops-set-contract-dialog"
      onConfirm={async () => {
        const bad = tiers.some(
          (tier) =>
            !AMOUNT.test(tier.threshold.trim()) ||
            !/^\d{1,7}$/.test(tier.minActive.trim()) ||
            !RATE.test(tier.rate.trim()) ||
            Math.round(Number(tier.rate) * 100) < 1 ||
            Math.round(Number(tier.rate) * 100) > max,
        );
        setProblem(bad ? t('agents_tiers_invalid', { 0: percent(max) }) : null);
        if (bad) return false;
        const contract = await setContract.mutateAsync({
          merchantCode,
          account,
          kind,
          tiers: tiers.map((tier) => ({
            threshold: Number(tier.threshold),
            minActive: Number(tier.minActive),
            rateBps: Math.round(Number(tier.rate) * 100),
          })),
        });
        onDone(t('agents_contract_set', { 0: kindText(t, contract.kind), 1: account }));
      }}
    >
      <p className="text-sm text-fg">{t('agents_set_contract_lead')}</p>
      <FilterSelect
        name="kind"
        label={t('agents_kind')}
        value={kind}
        onChange={(value) => setKind((value || 'daily') as ContractKind)}
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: kindText(t, k) }))}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-[13px] font-semibold text-muted">
          {t('agents_tiers', { 0: percent(max) })}
        </legend>
        {tiers.map((tier, i) => (
          <div key={i} className="grid grid-cols-3 items-end gap-2" data-testid="ops-contract-tier">
            <TextField
              label={t(kind === 'dividend' ? 'agents_tier_loss' : 'agents_tier_bet')}
              inputMode="decimal"
              value={tier.threshold}
              onChange={(e) => update(i, { threshold: e.currentTarget.value })}
            />
            <TextField
              label={t('agents_tier_active')}
              inputMode="numeric"
              value={tier.minActive}
              onChange={(e) => update(i, { minActive: e.currentTarget.value })}
            />
            <TextField
              label={t('agents_tier_rate')}
              inputMode="decimal"
              value={tier.rate}
              onChange={(e) => update(i, { rate: e.currentTarget.value })}
            />
          </div>
        ))}
        <div className="flex gap-2">
          {tiers.length < MAX_CONTRACT_TIERS && (
            <Button variant="ghost" size="sm" onClick={() => setTiers([...tiers, emptyTier()])}>
              {t('agents_tier_add')}
            </Button>
          )}
          {tiers.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => setTiers(tiers.slice(0, -1))}>
              {t('agents_tier_remove')}
            </Button>
          )}
        </div>
      </fieldset>
      {problem && <FormMessage>{problem}</FormMessage>}
    </ConfirmDialog>
  );
}
