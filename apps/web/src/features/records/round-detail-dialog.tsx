import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { INHOUSE_VENDOR } from '@jade/contract/inhouse-games';
import type { LotteryBetStatus, PlayType } from '@jade/contract/lottery';
import { getBetRecordDetail, verifyInhouseRound } from '../../api/records/records';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { paths } from '../../config/paths';
import { Button, buttonClass } from '../../ui/button';
import { ShieldIcon } from '../../ui/icons';
import { FormMessage } from '../../ui/form-field';
import { Modal } from '../../ui/modal/modal';
import { DrawBalls } from '../../ui/draw-balls';
import { playTypeLabel, selectionLabel, statusLabel } from '../../lib/lottery-labels';
import { lotteryCheckHref } from '../../lib/lottery-check';
import { useRecordNames } from './record-names';
import { SignedMoney, useDateTime } from './record-filters';
import { RoundReplay, type SlotLook } from './round-replay';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A long hex or seed value, wrapped and selectable. */
function Code({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <code
      className="block rounded-lg bg-surface-2 px-2.5 py-1.5 font-mono text-xs break-all select-all"
      data-testid={testId}
    >
      {children}
    </code>
  );
}

/** What the server answers for a lottery bet line (`LT-` records): the line and its draw. */
interface LotteryLine {
  gameCode: string;
  betDetail: { playType: PlayType; selection: string; odds: number };
  result: {
    drawNo: string;
    digits: number[] | null;
    outcome: LotteryBetStatus;
    serverSeedHash: string;
    serverSeed: string | null;
  };
}

/** A lottery bet line: its draw's digits, the pick and odds, and the draw's seed commitment. */
function LotteryRound({ line }: { line: LotteryLine }) {
  const { t } = useTranslation();
  const { betDetail: bet, result } = line;
  const sum = result.digits?.reduce((a, b) => a + b, 0);
  return (
    <section className="grid gap-4" data-testid="lottery-round">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1.5">
          <p className="text-xs font-semibold text-muted">{t('lt_draw_no', { 0: result.drawNo })}</p>
          <DrawBalls digits={result.digits} testId="lottery-round-digits" />
        </div>
        <span
          className="rounded-full bg-surface-2 px-3 py-1 text-sm font-bold"
          data-testid="lottery-round-outcome"
          data-outcome={result.outcome}
        >
          {statusLabel(t, result.outcome)}
          {sum !== undefined && ` · ${t('lt_sum', { 0: sum })}`}
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <Field label={t('lt_play')}>{playTypeLabel(t, bet.playType)}</Field>
        <Field label={t('lt_pick')} testId="lottery-round-selection">
          {selectionLabel(t, bet.playType, bet.selection)}
        </Field>
        <Field label={t('lt_odds')}>{bet.odds.toFixed(2)}</Field>
      </dl>
      <div className="grid gap-2 rounded-xl border border-line p-3.5">
        <h3 className="text-sm font-bold">{t('lt_commitment')}</h3>
        <p className="text-xs text-muted">{t('lt_seed_hint')}</p>
        <Code testId="lottery-round-hash">{result.serverSeedHash}</Code>
        <p className="text-xs font-semibold text-muted">{t('fair_server_seed')}</p>
        {result.serverSeed ? (
          <>
            <Code testId="lottery-round-seed">{result.serverSeed}</Code>
            <a
              href={lotteryCheckHref({
                gameCode: line.gameCode,
                drawNo: result.drawNo,
                serverSeed: result.serverSeed,
                serverSeedHash: result.serverSeedHash,
                digits: result.digits,
              })}
              target="_blank"
              rel="noopener"
              data-testid="lottery-round-check"
              className={buttonClass('outline', 'sm', 'justify-self-start')}
            >
              <ShieldIcon size={16} />
              {t('lt_chk_link')}
            </a>
          </>
        ) : (
          <p className="text-xs text-muted">{t('lt_not_drawn')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * One round of the betting record: bet, win, result and game version, the replay of its outcome, and
 * for in-house rounds the provably fair inputs with the revealed server seed once the member rotated it.
 */
export function RoundDetailDialog({ recordId, onClose }: { recordId: string; onClose(): void }) {
  const { t } = useTranslation();
  const names = useRecordNames();
  const formatTime = useDateTime();
  const detail = useQuery({
    queryKey: ['member', 'records', 'detail', recordId],
    queryFn: () => getBetRecordDetail({ recordId }),
  });
  const d = detail.data;
  const inhouse = d?.vendor === INHOUSE_VENDOR;
  const verify = useQuery({
    queryKey: ['member', 'records', 'verify', d?.roundId],
    queryFn: () => verifyInhouseRound(Number(d!.roundId)),
    enabled: inhouse && !!d?.roundId,
  });
  const description = names.games?.find((g) => g.gameId === d?.gameCode)?.description as
    Partial<SlotLook> | undefined;
  const look: SlotLook | undefined =
    description?.symbols && description.lines
      ? { symbols: description.symbols, lines: description.lines }
      : undefined;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={d ? d.gameName : t('record_detail')}
      width={720}
      minHeight={0}
      testId="round-detail"
      defaultAction={(close) => close()}
      footer={(close) => (
        <Button onClick={close} className="min-w-28" data-testid="dialog-default-button">
          {t('close')}
        </Button>
      )}
    >
      {detail.isError ? (
        <FormMessage>{errorText(t, detail.error)}</FormMessage>
      ) : !d ? (
        <div className="h-40 animate-pulse rounded-xl bg-surface-3" aria-busy="true" />
      ) : (
        // Its own focusable scroll area: keyboard users scroll the replay with the arrow keys.
        <div
          className="-m-1 grid max-h-[min(70vh,640px)] gap-5 overflow-y-auto p-1"
          tabIndex={0}
          role="region"
          aria-label={t('record_detail')}
          data-testid="round-detail-body"
        >
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Field label={t('record_bet')} testId="detail-bet">
              {formatMoney(d.bet)}
            </Field>
            <Field label={t('record_win')} testId="detail-win">
              {formatMoney(d.win)}
            </Field>
            <Field label={t('record_net')}>
              <SignedMoney value={d.net} testId="detail-net" />
            </Field>
            <Field label={t('record_status')} testId="detail-status">
              {t(`round_status_${d.status as 'settled'}`, { defaultValue: d.status })}
            </Field>
            <Field label={t('record_vendor')}>{names.vendorName(d.vendor)}</Field>
            <Field label={t('record_game_type')}>{names.typeName(d.gameType)}</Field>
            <Field label={t('record_time')}>{formatTime(d.createdAt)}</Field>
            <Field label={t('record_round_id')} testId="detail-round-id">
              {d.roundId}
            </Field>
          </dl>
          {d.gameVersion && (
            <div>
              <p className="mb-1 text-xs font-semibold text-muted">{t('record_game_version')}</p>
              <Code testId="detail-version">{d.gameVersion}</Code>
            </div>
          )}
          {d.recordId.startsWith('LT-') && d.betDetail && d.result ? (
            <LotteryRound line={d as unknown as LotteryLine} />
          ) : (
            d.result && (
              <section>
                <h3 className="mb-2 text-sm font-bold">{t('record_result')}</h3>
                <RoundReplay gameType={d.gameType} result={d.result} look={look} />
              </section>
            )
          )}
          {d.fairness && (
            <section className="grid gap-2 rounded-xl border border-line p-3.5" data-testid="detail-fairness">
              <h3 className="text-sm font-bold">{t('fair_title')}</h3>
              <p className="text-xs font-semibold text-muted">{t('fair_server_seed_hash')}</p>
              <Code testId="fair-hash">{d.fairness.serverSeedHash}</Code>
              <p className="text-xs font-semibold text-muted">{t('fair_server_seed')}</p>
              {verify.data?.revealed && verify.data.serverSeed ? (
                <Code testId="fair-seed">{verify.data.serverSeed}</Code>
              ) : (
                <p className="text-xs text-muted" data-testid="fair-seed-hidden">
                  {t('fair_seed_hidden')}
                </p>
              )}
              <dl className="grid grid-cols-[1fr_auto] gap-3">
                <Field label={t('fair_client_seed')} testId="fair-client-seed">
                  {d.fairness.clientSeed}
                </Field>
                <Field label={t('fair_nonce')} testId="fair-nonce">
                  {d.fairness.nonce}
                </Field>
              </dl>
              {/* The link carries the round's unguessable verify id: the new tab has no session. */}
              {verify.data && (
                <a
                  href={`${paths.verify}?id=${encodeURIComponent(verify.data.verifyId)}`}
                  target="_blank"
                  rel="noopener"
                  className={buttonClass('outline', 'sm', 'justify-self-start')}
                  data-testid="fair-verify-link"
                >
                  <ShieldIcon size={16} />
                  {t('fair_verify')}
                </a>
              )}
              {verify.data?.revealed && (
                <p
                  className={
                    verify.data.valid ? 'text-sm font-bold text-success' : 'text-sm font-bold text-danger'
                  }
                  data-testid="fair-verdict"
                >
                  {verify.data.valid ? t('fair_valid') : t('fair_invalid')}
                </p>
              )}
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
