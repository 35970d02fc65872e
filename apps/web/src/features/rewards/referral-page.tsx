import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ReferralDetails } from '@jade/contract/rewards';
import { useReferral } from '../../api/rewards/referral';
import { openMemberCentre } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { CheckIcon, ChevronRightIcon, LinkIcon, UserPlusIcon } from '../../ui/icons';
import { CopyIcon } from '../../ui/money-icons';
import { QrCode } from '../../ui/qr-code';
import { StatusBadge } from '../../ui/status-badge';
import { useDates, useMoney } from '../../lib/region-format';

/** The gold coin face of the reward pages. */
const GOLD_FACE = 'bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold';

/** How long "Copied" stays on a button, and the hand-copy hint under the link. */
const COPIED_MS = 2_000;
const MANUAL_HINT_MS = 8_000;

/** Stands for the reward in the hero's title, so the amount can be drawn in gold within the text. */
const AMOUNT_MARK = '\u2063';

type CopyTarget = 'code' | 'link';

/** The last copy: which value, and whether the clipboard took it (else its text was selected). */
interface CopyOutcome {
  target: CopyTarget;
  ok: boolean;
}

/** A wagering multiple without needless decimals: 5 → "5", 2.5 → "2.5". */
const multipleText = (value: number) => String(Number(value.toFixed(2)));

/** Selects an element's text, for the visitor to copy by hand when the clipboard is refused. */
function selectContents(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The member centre's referral page (issue 15, decision R6): the member's referral code and invite
 * link (with its QR code) to share, the reward an invitee's first deposit earns, how the invitations
 * went, and the last invitees with whether each one has earned the reward yet.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const referral = useReferral();

  if (referral.isPending) return <LoadingPage />;
  if (referral.isError) {
    return (
      <div className="grid justify-items-start gap-3" data-testid="referral-page">
        <FormMessage>{errorText(t, referral.error)}</FormMessage>
        <Button variant="outline" onClick={() => void referral.refetch()} disabled={referral.isFetching}>
          {referral.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </div>
    );
  }

  const details = referral.data;
  return (
    <div className="@container grid gap-5" data-testid="referral-page">
      <HeroCard details={details} />
      <ShareCard details={details} />
      <InviteesSection details={details} />
    </div>
  );
}

function LoadingPage() {
  return (
    <div className="@container grid gap-5" data-testid="referral-page" aria-busy="true">
      <div className="header-surface h-64 animate-pulse rounded-2xl opacity-80" />
      <div className="h-72 animate-pulse rounded-2xl border border-line bg-surface-3" />
      <div className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-3" />
        ))}
      </div>
    </div>
  );
}

/** "Invite friends, earn P 50.00" with the amount in gold (the whole text when a language moves it). */
function HeroTitle({ t, amount }: { t: TFunction; amount: string }) {
  const parts = t('ref_hero_title', { 0: AMOUNT_MARK }).split(AMOUNT_MARK);
  if (parts.length !== 2) return <>{t('ref_hero_title', { 0: amount })}</>;
  return (
    <>
      {parts[0]}
      <span className="whitespace-nowrap text-gold-bright">{amount}</span>
      {parts[1]}
    </>
  );
}

/** The offer in one sentence, the invitations' figures, and the way to the bonuses they earned. */
function HeroCard({ details }: { details: ReferralDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const active = details.rewardAmount > 0;
  const rule = !active
    ? t('ref_hero_off')
    : details.multiple > 0
      ? t('ref_hero_text', {
          0: money(details.minDeposit),
          1: money(details.rewardAmount),
          2: multipleText(details.multiple),
        })
      : t('ref_hero_text_free', { 0: money(details.minDeposit), 1: money(details.rewardAmount) });

  return (
    <section
      aria-labelledby="referral-title"
      data-testid="referral-hero"
      data-active={active}
      className="header-surface relative overflow-hidden rounded-2xl border border-gold/40 p-5 text-on-header shadow-pop sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-16 h-56 w-56 rounded-full bg-gold/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -left-16 h-48 w-48 rounded-full bg-brand/25 blur-3xl"
      />
      <div className="relative flex items-start gap-3.5">
        <span
          className={cn(
            'flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl sm:h-14 sm:w-14',
            GOLD_FACE,
          )}
        >
          <UserPlusIcon size={26} />
        </span>
        <div className="min-w-0">
          <h3
            id="referral-title"
            className="text-xl leading-snug font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-2xl"
          >
            {active ? <HeroTitle t={t} amount={money(details.rewardAmount)} /> : t('mc_referral')}
          </h3>
          <p
            className="mt-1.5 max-w-prose text-[13px] leading-relaxed text-on-header-muted"
            data-testid="referral-rule"
          >
            {rule}
          </p>
        </div>
      </div>

      <dl className="relative mt-5 grid grid-cols-2 gap-2 @lg:grid-cols-3">
        <Stat label={t('ref_stat_total')} testId="referral-total">
          {details.totalInvitations}
        </Stat>
        <Stat label={t('ref_stat_rewarded')} testId="referral-rewarded">
          {details.rewardedInvitations}
        </Stat>
        <Stat
          label={t('ref_stat_earned')}
          testId="referral-earned"
          gold
          className="col-span-2 @lg:col-span-1"
        >
          {money(details.rewardedTotal)}
        </Stat>
      </dl>

      <div className="relative mt-4 flex justify-end">
        <Button
          variant="header-ghost"
          className="max-[420px]:w-full"
          data-testid="referral-bonus-details"
          onClick={() => openMemberCentre('bonusDetails')}
        >
          {t('rw_view_bonuses')}
          <ChevronRightIcon size={16} className="rtl:rotate-180" />
        </Button>
      </div>
    </section>
  );
}

function Stat({
  label,
  testId,
  gold = false,
  className,
  children,
}: {
  label: string;
  testId: string;
  gold?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl border px-3 py-2.5',
        gold ? 'border-gold/35 bg-gold/10' : 'border-white/10 bg-black/20',
        className,
      )}
    >
      <dt className="text-[11px] leading-tight font-semibold text-on-header-muted">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-xl leading-tight font-extrabold [overflow-wrap:anywhere] tabular-nums',
          gold ? 'text-gold-bright' : 'text-on-header',
        )}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/** Copies to the clipboard; when it is refused (or missing), selects the text for a copy by hand. */
function useCopy() {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (target: CopyTarget, text: string, element: HTMLElement | null) => {
    clearTimeout(timer.current);
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      selectContents(element);
    }
    setOutcome({ target, ok });
    timer.current = setTimeout(() => setOutcome(null), ok ? COPIED_MS : MANUAL_HINT_MS);
  };
  return { outcome, copy };
}

/** The code and the link to share, each with its copy button, and the link's QR code. */
function ShareCard({ details }: { details: ReferralDetails }) {
  const { t } = useTranslation();
  const { outcome, copy } = useCopy();
  const codeRef = useRef<HTMLSpanElement>(null);
  const linkRef = useRef<HTMLSpanElement>(null);
  // Shared from the site the member is on; the brand's other domains are only listed.
  const link = `${window.location.origin}${details.registerPath}`;
  const copied = (target: CopyTarget) => outcome?.target === target && outcome.ok;

  return (
    <section
      aria-labelledby="referral-share-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h3 id="referral-share-title" className="text-base font-bold">
        {t('ref_share_title')}
      </h3>
      <div className="mt-4 grid gap-5 @2xl:grid-cols-[minmax(0,1fr)_auto] @2xl:items-start">
        <div className="grid min-w-0 gap-4">
          <div>
            <p className="text-xs font-semibold text-muted">{t('ref_your_code')}</p>
            <div className="mt-1.5 flex items-center gap-3 rounded-xl border border-dashed border-gold/60 bg-gold-soft/60 py-2 ps-4 pe-2">
              <span
                ref={codeRef}
                className="min-w-0 flex-1 font-mono text-xl font-extrabold tracking-[0.16em] break-all text-gold-fg select-all"
                data-testid="referral-code"
              >
                {details.referralCode}
              </span>
              <CopyButton
                copied={copied('code')}
                label={t('ref_copy_code')}
                testId="referral-copy-code"
                onClick={() => void copy('code', details.referralCode, codeRef.current)}
              />
            </div>
          </div>

          <div>
            <p className="text-xs font-semibold text-muted">{t('ref_your_link')}</p>
            <div className="mt-1.5 flex flex-col gap-2.5 rounded-xl border border-line bg-surface-2 p-2.5 @md:flex-row @md:items-center @md:ps-3.5">
              <span className="flex min-w-0 flex-1 items-start gap-2">
                <LinkIcon size={16} className="mt-0.5 shrink-0 text-muted" />
                <span
                  ref={linkRef}
                  className="min-w-0 font-mono text-[13px] leading-relaxed break-all select-all"
                  data-testid="referral-link"
                >
                  {link}
                </span>
              </span>
              <CopyButton
                primary
                copied={copied('link')}
                label={t('ref_copy_link')}
                testId="referral-copy-link"
                className="@max-md:w-full"
                onClick={() => void copy('link', link, linkRef.current)}
              />
            </div>
            {details.promotionDomains.length > 0 && (
              <div
                className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-muted"
                data-testid="referral-domains"
              >
                <span>{t('ref_domains')}:</span>
                {details.promotionDomains.map((domain) => (
                  <span
                    key={domain}
                    className="max-w-full rounded-md bg-surface-2 px-1.5 py-0.5 font-mono [overflow-wrap:anywhere]"
                  >
                    {domain}
                  </span>
                ))}
              </div>
            )}
          </div>

          {outcome && !outcome.ok && (
            <p
              className="rounded-xl bg-warning/10 px-3.5 py-2.5 text-[13px] font-medium text-warning"
              data-testid="referral-copy-manual"
            >
              {t('ref_copy_manual')}
            </p>
          )}
          <p role="status" className="sr-only">
            {outcome?.ok ? t('ref_copied') : ''}
          </p>
        </div>

        <figure className="flex flex-col items-center gap-2 justify-self-center">
          <div className="rounded-2xl border border-line bg-white p-2 shadow-card">
            <QrCode value={link} label={t('ref_qr_label')} testId="referral-qr" className="rounded-lg" />
          </div>
          <figcaption className="text-xs text-muted">{t('ref_qr_hint')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

function CopyButton({
  copied,
  label,
  testId,
  primary = false,
  className,
  onClick,
}: {
  copied: boolean;
  label: string;
  testId: string;
  primary?: boolean;
  className?: string;
  onClick(): void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={primary ? 'gold' : 'outline'}
      size="sm"
      className={cn(
        'shrink-0',
        copied && !primary && 'border-success/40 text-success hover:border-success/40 hover:text-success',
        className,
      )}
      data-testid={testId}
      data-copied={copied}
      onClick={onClick}
    >
      {copied ? <CheckIcon size={15} strokeWidth={2.6} /> : <CopyIcon size={15} />}
      {copied ? t('ref_copied') : label}
    </Button>
  );
}

/** The last invitees, newest first, and whether each one's first deposit earned the reward yet. */
function InviteesSection({ details }: { details: ReferralDetails }) {
  const { t } = useTranslation();
  const { invitees, totalInvitations } = details;
  return (
    <section aria-labelledby="referral-invitees-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="referral-invitees-title" className="text-base font-bold">
          {t('ref_invitees')}
        </h3>
        {invitees.length > 0 && invitees.length < totalInvitations && (
          <p className="text-xs text-muted" data-testid="referral-invitees-shown">
            {t('ref_invitees_shown', { 0: invitees.length, 1: totalInvitations })}
          </p>
        )}
      </div>
      {invitees.length === 0 ? (
        <div
          className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center"
          data-testid="referral-empty"
        >
          <UserPlusIcon size={40} className="text-line-strong" />
          <p className="max-w-sm text-sm font-semibold text-muted">{t('ref_empty')}</p>
        </div>
      ) : (
        <ul
          className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          data-testid="referral-invitees"
        >
          {invitees.map((invitee, i) => (
            <InviteeRow key={`${invitee.username}-${invitee.registeredAt}-${i}`} invitee={invitee} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteeRow({ invitee }: { invitee: ReferralDetails['invitees'][number] }) {
  const { t } = useTranslation();
  const { date, dateTime } = useDates();
  const initial = Array.from(invitee.username)[0] ?? '?';
  return (
    <li
      data-testid="referral-invitee"
      data-rewarded={invitee.rewarded}
      className="flex items-center gap-3 border-b border-line px-4 py-3 last:border-b-0"
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-extrabold uppercase',
          invitee.rewarded ? GOLD_FACE : 'bg-brand-soft text-brand-fg',
        )}
      >
        {initial}
      </span>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5 @md:flex-row @md:items-center @md:justify-between @md:gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold" data-testid="referral-invitee-name">
            {invitee.username}
          </p>
          <p className="text-xs text-muted">
            <time
              dateTime={new Date(invitee.registeredAt).toISOString()}
              title={dateTime(invitee.registeredAt)}
            >
              {t('ref_registered', { 0: date(invitee.registeredAt) })}
            </time>
          </p>
        </div>
        <StatusBadge tone={invitee.rewarded ? 'success' : 'neutral'}>
          {invitee.rewarded ? t('ref_status_rewarded') : t('ref_status_waiting')}
        </StatusBadge>
      </div>
    </li>
  );
}
