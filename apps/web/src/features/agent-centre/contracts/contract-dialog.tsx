import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import type { ContractKind, ContractValue } from '@jade/contract/agent-contracts';
import { actOnContract, contractKeys, offerContract } from '../../../api/agents/contracts';
import { walletKeys } from '../../../api/wallet/wallet';
import { errorText, errorValue } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/money';
import { useSessionStore } from '../../../stores/session-store';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { CloseIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal/modal';
import { StatusBadge } from '../../../ui/status-badge';
import {
  choicesFor,
  KIND_LABELS,
  PERIOD_LABELS,
  percentToBps,
  rateText,
  roleIn,
  STATUS_LABELS,
  STATUS_TONES,
  thresholdLabel,
  type ContractChoice,
} from './contract-format';

/** The contract screens of spec §2: request (offer), accept and terminate. */
export type ContractScreen =
  | { mode: 'offer'; kind: ContractKind; downline: { id: number; account: string }; capRateBps: number }
  | { mode: 'review'; contract: ContractValue };

const CHOICE_LABELS = {
  accept: 'ct_accept',
  reject: 'ct_reject',
  cancel: 'ct_cancel_offer',
  terminate: 'ct_terminate',
  acceptTermination: 'ct_accept_termination',
  rejectTermination: 'ct_reject_termination',
} as const;

/** A refusal's text, with the limit ({0}) of a rate refusal filled in. */
function refusalText(t: TFunction, error: unknown): string {
  const limit = errorValue(error).limit;
  const code = (error as { errorCode?: string } | null)?.errorCode;
  if (
    typeof limit === 'string' &&
    (code === 'contract.rate.above.upline' || code === 'contract.rate.above.max')
  )
    return t(code, { 0: limit });
  return errorText(t, error);
}

/** The tiers of a contract as a small table. */
export function TierTable({ contract }: { contract: Pick<ContractValue, 'kind' | 'tiers'> }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-xl border border-line">
      <table className="w-full text-sm" data-testid="ct-tiers">
        <thead className="bg-surface-2 text-left text-xs text-muted">
          <tr>
            <th className="px-3 py-2 font-semibold">{t(thresholdLabel(contract.kind))}</th>
            <th className="px-3 py-2 font-semibold">{t('ct_min_active')}</th>
            <th className="px-3 py-2 text-right font-semibold">{t('ct_rate')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i} className="border-t border-line">
              <td className="px-3 py-2 tabular-nums">{formatMoney(tier.threshold)}</td>
              <td className="px-3 py-2 tabular-nums">{tier.minActive}</td>
              <td className="px-3 py-2 text-right font-bold text-brand-fg tabular-nums">
                {rateText(tier.rateBps)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface TierDraft {
  threshold: string;
  minActive: string;
  rate: string;
}

function OfferForm({
  kind,
  downline,
  capRateBps,
  onDone,
}: {
  kind: ContractKind;
  downline: { id: number; account: string };
  capRateBps: number;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [tiers, setTiers] = useState<TierDraft[]>([{ threshold: '0', minActive: '0', rate: '' }]);
  const [local, setLocal] = useState<string | null>(null);
  const offer = useMutation({
    mutationFn: offerContract,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: contractKeys.overview(kind) });
      onDone(t('ct_offer_sent', { 0: downline.account }));
    },
  });
  const set = (i: number, patch: Partial<TierDraft>) =>
    setTiers((rows) => rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLocal(null);
    const parsed = tiers.map((row) => ({
      threshold: row.threshold.trim() || '0',
      minActive: Number(row.minActive || '0'),
      rateBps: percentToBps(row.rate),
    }));
    if (parsed.some((p) => p.rateBps === undefined || !Number.isInteger(p.minActive) || p.minActive < 0)) {
      setLocal(t('contract.tiers.invalid'));
      return;
    }
    offer.mutate({
      kind,
      downlineId: downline.id,
      tiers: parsed.map((p) => ({ threshold: p.threshold, minActive: p.minActive, rateBps: p.rateBps! })),
    });
  };
  const input =
    'h-10 w-full min-w-0 rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg tabular-nums outline-none focus:border-brand';
  return (
    <form id={`${id}-form`} onSubmit={submit} className="grid gap-4" data-testid="ct-offer-form">
      <p className="text-sm text-muted">
        {capRateBps > 0 ? t('ct_cap_note', { 0: rateText(capRateBps) }) : t('ct_no_cap')}
      </p>
      <div className="grid gap-2">
        <div className="grid grid-cols-[1fr_0.8fr_0.7fr_2.25rem] gap-2 px-0.5 text-xs font-semibold text-muted">
          <span>{t(thresholdLabel(kind))}</span>
          <span>{t('ct_min_active')}</span>
          <span>{t('ct_rate')} %</span>
          <span />
        </div>
        {tiers.map((row, i) => (
          <div
            key={i}
            className="grid grid-cols-[1fr_0.8fr_0.7fr_2.25rem] items-center gap-2"
            data-testid={`ct-tier-${i}`}
          >
            <input
              aria-label={`${t(thresholdLabel(kind))} ${i + 1}`}
              inputMode="decimal"
              value={row.threshold}
              onChange={(e) => set(i, { threshold: e.target.value })}
              className={input}
              data-testid={`ct-tier-threshold-${i}`}
            />
            <input
              aria-label={`${t('ct_min_active')} ${i + 1}`}
              inputMode="numeric"
              value={row.minActive}
              onChange={(e) => set(i, { minActive: e.target.value.replace(/\D/g, '') })}
              className={input}
              data-testid={`ct-tier-active-${i}`}
            />
            <input
              aria-label={`${t('ct_rate')} ${i + 1}`}
              inputMode="decimal"
              placeholder="0.5"
              value={row.rate}
              onChange={(e) => set(i, { rate: e.target.value })}
              className={input}
              data-testid={`ct-tier-rate-${i}`}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={t('ct_remove_tier')}
              disabled={tiers.length === 1}
              onClick={() => setTiers((rows) => rows.filter((_, j) => j !== i))}
            >
              <CloseIcon size={15} />
            </Button>
          </div>
        ))}
        {tiers.length < 10 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setTiers((rows) => [...rows, { threshold: '', minActive: '0', rate: '' }])}
            data-testid="ct-add-tier"
          >
            {t('ct_add_tier')}
          </Button>
        )}
      </div>
      {(local || offer.isError) && <FormMessage>{local ?? refusalText(t, offer.error)}</FormMessage>}
      <Button type="submit" disabled={offer.isPending || capRateBps === 0} data-testid="ct-send-offer">
        {t('ct_send_offer')}
      </Button>
    </form>
  );
}

function Review({ contract, onDone }: { contract: ContractValue; onDone(message: string | null): void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = useSessionStore((s) => s.memberInfo?.id);
  const token = useSessionStore((s) => s.token);
  const role = roleIn(contract, me);
  const [confirming, setConfirming] = useState(false);
  const act = useMutation({
    mutationFn: (action: ContractChoice) => actOnContract({ contractId: contract.id, action }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: contractKeys.all });
      await client.invalidateQueries({ queryKey: walletKeys.consolidated(token) });
      onDone(null);
    },
  });
  const other = role === 'downline' ? contract.upline?.account : contract.downline.account;
  const choices = choicesFor(contract, role);
  const date = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  return (
    <div className="grid gap-4" data-testid="ct-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[15px] font-bold">{t(KIND_LABELS[contract.kind])}</p>
        <StatusBadge tone={STATUS_TONES[contract.status]} testId="ct-review-status">
          {t(STATUS_LABELS[contract.status])}
        </StatusBadge>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-surface-2 p-3 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('ct_upline')}</dt>
          <dd className="font-semibold">{contract.upline?.account ?? t('ct_house')}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('ct_downline')}</dt>
          <dd className="font-semibold">{contract.downline.account}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('ct_period')}</dt>
          <dd className="font-semibold">{t(PERIOD_LABELS[contract.period])}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">
            {contract.acceptedAt ? t('ct_signed_at') : t('ct_offered_at')}
          </dt>
          <dd className="font-semibold tabular-nums">{date(contract.acceptedAt ?? contract.createdAt)}</dd>
        </div>
      </dl>
      <TierTable contract={contract} />
      {contract.status === 'applying' && role === 'downline' && (
        <p className="text-[13px] text-muted">{t('ct_accept_note')}</p>
      )}
      {contract.status === 'terminating' && contract.terminationBy !== role && (
        <p className="text-[13px] font-medium text-warning">
          {t('ct_request_termination', { 0: other ?? '' })}
        </p>
      )}
      {confirming && <p className="text-sm font-medium">{t('ct_terminate_confirm', { 0: other ?? '' })}</p>}
      {act.isError && <FormMessage>{errorText(t, act.error)}</FormMessage>}
      {choices.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          {choices.map((choice) => {
            const danger = choice === 'reject' || choice === 'terminate' || choice === 'cancel';
            const primary = choice === 'accept' || choice === 'acceptTermination';
            return (
              <Button
                key={choice}
                variant={primary ? 'primary' : danger ? (confirming ? 'danger' : 'outline') : 'outline'}
                disabled={act.isPending}
                data-testid={`ct-${choice}`}
                onClick={() => {
                  if (choice === 'terminate' && !confirming) {
                    setConfirming(true);
                    return;
                  }
                  act.mutate(choice);
                }}
              >
                {t(CHOICE_LABELS[choice])}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** One contract screen in a modal (opened from the contract pages and at login). */
export function ContractDialog({
  screen,
  onClose,
}: {
  screen: ContractScreen | null;
  onClose(message: string | null): void;
}) {
  const { t } = useTranslation();
  const title = !screen
    ? ''
    : screen.mode === 'offer'
      ? t('ct_offer_title')
      : screen.contract.status === 'applying'
        ? t('ct_accept_title')
        : screen.contract.status === 'approved' || screen.contract.status === 'terminating'
          ? t('ct_terminate_title')
          : t(KIND_LABELS[screen.contract.kind]);
  return (
    <Modal
      open={screen !== null}
      onOpenChange={(open) => !open && onClose(null)}
      title={title}
      width={520}
      minHeight={0}
      testId="ct-dialog"
    >
      {screen?.mode === 'offer' && (
        <div className="grid gap-3">
          <p className="text-[15px] font-bold">
            {t(KIND_LABELS[screen.kind])} · {t('ct_offer_to', { 0: screen.downline.account })}
          </p>
          <OfferForm
            kind={screen.kind}
            downline={screen.downline}
            capRateBps={screen.capRateBps}
            onDone={onClose}
          />
        </div>
      )}
      {screen?.mode === 'review' && <Review contract={screen.contract} onDone={onClose} />}
    </Modal>
  );
}
