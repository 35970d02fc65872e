import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionDetail } from '@jade/contract/content';
import { claimRaffle } from '../../api/content/promotions';
import { errorText } from '../../lib/error-text';
import { passGate } from '../../lib/gates';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatDay } from '../../lib/dates';
import { DEFAULT_CURRENCY_SYMBOL, formatMoney, withCurrency } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { ApplicationDialog } from './application-dialog';
import { ApplicationStatusBadge } from './promo-status';

/** After an application or a claim every promotion query is stale (statuses are personal). */
function useRefreshPromotions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['content', 'promotion'] }),
      queryClient.invalidateQueries({ queryKey: ['content', 'promotions'] }),
    ]);
}

const money = (amount: number) => withCurrency(formatMoney(amount), DEFAULT_CURRENCY_SYMBOL);

/**
 * What the viewer can do with a promotion (spec §4 statuses, §5 application): apply (MANUAL), claim
 * (RAFFLE), or read where things stand. Visitors see the action and get the login modal.
 */
export function PromotionActions({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const isMember = useSessionStore((s) => Boolean(s.token));
  const [applying, setApplying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = useRefreshPromotions();
  const [claimKey] = useState(() => newIdempotencyKey('raffle'));

  const claim = useMutation({
    mutationFn: () => claimRaffle(promotion.id, claimKey),
    onSuccess: async (value) => {
      setNotice(t('promo_claimed_amount', { 0: money(value.amount) }));
      void refreshWallet();
      await refresh();
    },
  });

  const manual = promotion.promotionType === 'MANUAL';
  const raffle = promotion.promotionType === 'RAFFLE';
  const running = promotion.status !== 'coming_soon' && promotion.status !== 'closed';

  let action: ReactNode = null;
  if (manual && running && (!isMember || promotion.canApply)) {
    action = (
      <Button
        variant="gold"
        size="lg"
        data-testid="promotion-apply"
        className="w-full sm:w-auto sm:min-w-48"
        onClick={() => {
          setNotice(null);
          if (passGate('member', 'apply')) setApplying(true);
        }}
      >
        {promotion.application?.status === 'refused' ? t('promo_apply_again') : t('promo_apply')}
      </Button>
    );
  } else if (raffle && running && (!isMember || promotion.canClaim)) {
    action = (
      <Button
        variant="gold"
        size="lg"
        data-testid="promotion-claim"
        className="w-full sm:w-auto sm:min-w-48"
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => {
          if (passGate('member', 'claim')) claim.mutate();
        }}
      >
        {claim.isPending && <Spinner />}
        {t('promo_claim')}
      </Button>
    );
  }

  const state =
    promotion.status === 'coming_soon'
      ? t('promo_not_open_yet')
      : promotion.status === 'closed'
        ? t('promo_has_ended')
        : !manual && !raffle
          ? t('promo_info_only')
          : null;

  return (
    <div className="flex flex-col gap-3" data-testid="promotion-actions">
      {promotion.prizeRange && (
        <p className="text-sm font-semibold text-gold-fg">
          {t('promo_prize_range', {
            0: money(promotion.prizeRange.min),
            1: money(promotion.prizeRange.max),
          })}
        </p>
      )}
      {promotion.claimedAmount != null && (
        <p data-testid="promotion-claimed" className="text-sm font-semibold text-success">
          {t('promo_claimed_amount', { 0: money(promotion.claimedAmount) })}
        </p>
      )}
      {state && <p className="text-sm text-muted">{state}</p>}
      {action}
      {claim.isError && <FormMessage>{errorText(t, claim.error)}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {promotion.application && <ApplicationSummary application={promotion.application} />}
      {applying && (
        <ApplicationDialog
          promotionId={promotion.id}
          promotionTitle={promotion.title}
          onClose={() => setApplying(false)}
          onApplied={() => {
            setApplying(false);
            setNotice(t('promo_applied'));
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function ApplicationSummary({ application }: { application: NonNullable<PromotionDetail['application']> }) {
  const { t } = useTranslation();
  const language = useLocaleStore((s) => s.language);
  return (
    <section
      data-testid="promotion-application"
      aria-label={t('promo_your_application')}
      className="rounded-xl border border-line bg-surface-2 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-bold">{t('promo_your_application')}</h2>
        <ApplicationStatusBadge status={application.status} testId="application-status" />
      </div>
      <p className="mt-1 text-xs text-subtle">
        {t('promo_applied_on', { 0: formatDay(application.createdAt, language) })}
      </p>
      {application.comment && (
        <p className="mt-2 text-sm break-words whitespace-pre-line" data-testid="application-comment-text">
          {application.comment}
        </p>
      )}
      {application.reviewNote && (
        <p className="mt-2 text-[13px] text-muted">{t('promo_review_note', { 0: application.reviewNote })}</p>
      )}
      {application.bonusAmount != null && (
        <p className="mt-2 text-[13px] font-semibold text-success">
          {t('promo_bonus_credited', { 0: money(application.bonusAmount) })}
        </p>
      )}
    </section>
  );
}
