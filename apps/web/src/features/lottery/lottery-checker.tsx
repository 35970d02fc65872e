import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { checkLotteryDraw, type LotteryCheck } from '@jade/contract/lottery-fair';
import { isServerSeed, isServerSeedHash } from '@jade/contract/provably-fair';
import { cn } from '../../lib/cn';
import { buttonClass } from '../../ui/button';
import { CheckField } from '../../ui/check-field';
import { DrawBalls } from '../../ui/draw-balls';
import { BadgeCheckIcon, ShieldIcon, WarningIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { checkFieldsOf, parseDigits, type DrawCheckFields } from '../../lib/lottery-check';

/**
 * /lottery-verify: checks a drawn lottery draw IN THE BROWSER. The revealed seed is hashed (WebCrypto
 * SHA-256) and compared with the hash committed before any bet, and the digits are recomputed with the
 * same derivation the server draws with (@jade/contract/lottery-fair). Opened from the past draws and
 * the betting record with every field filled; every field can be edited.
 */
export function LotteryChecker() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [fields, setFields] = useState<DrawCheckFields>(() => checkFieldsOf(params));
  const [check, setCheck] = useState<(LotteryCheck & { published: number[] | null }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function run(f: DrawCheckFields) {
    setProblem(null);
    setCheck(null);
    if (!f.gameCode.trim() || !f.drawNo.trim()) return setProblem(t('lt_chk_need_draw'));
    if (!isServerSeed(f.serverSeed)) return setProblem(t('ih_ver_bad_server_seed'));
    if (!isServerSeedHash(f.serverSeedHash)) return setProblem(t('lt_chk_bad_hash'));
    const published = f.digits.trim() ? parseDigits(f.digits) : null;
    if (f.digits.trim() && !published) return setProblem(t('lt_chk_bad_digits'));
    setWorking(true);
    try {
      const result = await checkLotteryDraw({
        serverSeed: f.serverSeed,
        serverSeedHash: f.serverSeedHash,
        gameCode: f.gameCode.trim(),
        drawNo: f.drawNo.trim(),
        digits: published,
      });
      setCheck({ ...result, published });
    } finally {
      setWorking(false);
    }
  }

  // Opened from a link with the draw filled in: check at once.
  const search = params.toString();
  useEffect(() => {
    const f = checkFieldsOf(new URLSearchParams(search));
    if (!f.serverSeed) return;
    const timer = setTimeout(() => {
      setFields(f);
      void run(f);
    }, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address changes
  }, [search]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(fields);
  }

  const set = (key: keyof DrawCheckFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <div className="pb-12">
      <PageHeader title={t('lt_chk_title')} subtitle={t('lt_chk_subtitle')} icon={<ShieldIcon size={28} />} />
      <div className="content-width mt-6 grid gap-6 lg:grid-cols-[420px_minmax(0,1fr)]">
        <form
          onSubmit={onSubmit}
          className="space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-card"
          data-testid="lt-chk-form"
        >
          <CheckField
            id="lt-chk-game"
            label={t('lt_chk_game')}
            value={fields.gameCode}
            onChange={set('gameCode')}
          />
          <CheckField
            id="lt-chk-draw"
            label={t('lt_chk_draw')}
            value={fields.drawNo}
            onChange={set('drawNo')}
          />
          <CheckField
            id="lt-chk-seed"
            label={t('fair_server_seed')}
            value={fields.serverSeed}
            onChange={set('serverSeed')}
          />
          <CheckField
            id="lt-chk-hash"
            label={t('lt_commitment')}
            value={fields.serverSeedHash}
            onChange={set('serverSeedHash')}
          />
          <CheckField
            id="lt-chk-digits"
            label={t('lt_chk_digits')}
            inputMode="numeric"
            value={fields.digits}
            onChange={set('digits')}
          />
          <button
            type="submit"
            data-testid="lt-chk-verify"
            disabled={working}
            className={buttonClass('gold', 'md', 'w-full')}
          >
            {t('ih_ver_verify')}
          </button>
        </form>

        <section aria-live="polite" className="min-w-0 space-y-4">
          {problem && (
            <p
              role="alert"
              data-testid="lt-chk-problem"
              className="rounded-xl bg-danger-soft px-4 py-3 text-danger"
            >
              {problem}
            </p>
          )}
          {check && <Verdict check={check} />}
          {!check && !problem && (
            <div className="rounded-2xl border border-dashed border-line-strong p-6 text-sm text-muted">
              <p>{t('lt_chk_how')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function Verdict({ check }: { check: LotteryCheck & { published: number[] | null } }) {
  const { t } = useTranslation();
  const ok = check.commitmentOk && check.digitsOk !== false;
  return (
    <div
      data-testid="lt-chk-verdict"
      data-result={ok ? (check.digitsOk === null ? 'recomputed' : 'match') : 'mismatch'}
      className={cn(
        'space-y-3 rounded-2xl border-2 p-4',
        ok ? 'border-success/60 bg-success/10' : 'border-danger/60 bg-danger-soft',
      )}
    >
      <div className="flex items-start gap-3">
        {ok ? (
          <BadgeCheckIcon size={28} className="shrink-0 text-success" />
        ) : (
          <WarningIcon size={28} className="shrink-0 text-danger" />
        )}
        <div className="space-y-1">
          <p className={cn('text-lg font-bold', ok ? 'text-success' : 'text-danger')}>
            {check.digitsOk === null
              ? t('lt_chk_recomputed')
              : check.digitsOk
                ? t('lt_chk_match')
                : t('lt_chk_mismatch')}
          </p>
          <p data-testid="lt-chk-commitment" className="text-sm">
            {check.commitmentOk ? t('lt_chk_hash_ok') : t('ih_ver_hash_bad')}
          </p>
          <p className="text-xs text-muted">{t('ih_ver_in_browser')}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <p className="mb-1 text-xs font-semibold text-muted">{t('lt_chk_recomputed_digits')}</p>
          <DrawBalls digits={check.digits} testId="lt-chk-recomputed" />
        </div>
        {check.published && (
          <div>
            <p className="mb-1 text-xs font-semibold text-muted">{t('lt_chk_published_digits')}</p>
            <DrawBalls digits={check.published} testId="lt-chk-published" />
          </div>
        )}
      </div>
    </div>
  );
}
