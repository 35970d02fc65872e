import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import type { Region } from '@jade/contract/system';
import { changeLanguage } from '../../lib/change-language';
import { cn } from '../../lib/cn';
import { local, session } from '../../lib/storage';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';
import { rememberChosenRegion } from '../../lib/first-screen';

/** One DisplayNames per language: building one takes milliseconds on a slow phone, and the dialog lists many countries. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function countryName(region: Region, tag: string): string {
  if (!regionNames.has(tag)) {
    try {
      regionNames.set(tag, new Intl.DisplayNames([tag, 'en'], { type: 'region' }));
    } catch {
      regionNames.set(tag, null);
    }
  }
  try {
    return regionNames.get(tag)?.of(region.country) ?? region.countryName;
  } catch {
    return region.countryName;
  }
}

/** A drawn country badge (no flag images, no emoji font needed). */
function CountryBadge({ code, selected }: { code: string; selected: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-[13px] font-extrabold tracking-wide ring-2 transition max-sm:h-8 max-sm:w-8 max-sm:text-[11px]',
        selected
          ? 'bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold ring-gold'
          : 'bg-brand-soft text-brand-fg ring-transparent',
      )}
    >
      {code}
    </span>
  );
}

/**
 * The region popup (spec §2) and region dialog (spec §4): pick a country (with its currency) and one
 * of its languages. The language changes at once; a region of another merchant is stored, the session
 * is cleared and the site reloads at home.
 */
export function RegionDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const regions = useSiteStore((s) => s.status?.info.regions ?? []);
  const currentRegion = useSiteStore((s) => s.region);
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  const tag = languageInfo(language).tag;

  const [selectedCode, setSelectedCode] = useState(currentRegion?.merchantCode ?? regions[0]?.merchantCode);
  const selected = regions.find((r) => r.merchantCode === selectedCode) ?? regions[0];
  const [chosenLanguage, setChosenLanguage] = useState<LanguageCode | null>(null);
  const lang: LanguageCode | undefined = useMemo(() => {
    if (!selected) return undefined;
    if (chosenLanguage && selected.langList.includes(chosenLanguage)) return chosenLanguage;
    return selected.langList.includes(language) ? language : (selected.langList[0] as LanguageCode);
  }, [selected, chosenLanguage, language]);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!selected || !lang || busy) return;
    setBusy(true);
    await changeLanguage(lang);
    // Storing the merchant records the visitor's choice: the modal is not offered again.
    local.set('merchant', selected.merchantCode);
    rememberChosenRegion(selected.merchantCode);
    if (selected.merchantCode !== merchant) {
      session.clear();
      window.location.assign('/');
      return;
    }
    setBusy(false);
    onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('region_title')}
      description={t('region_subtitle')}
      width={720}
      minHeight={0}
      defaultAction={() => void submit()}
      testId="region-dialog"
      bodyClassName="p-0"
      footer={
        <Button
          variant="gold"
          size="lg"
          className="min-w-40"
          onClick={() => void submit()}
          disabled={busy}
          data-testid="region-submit"
        >
          {t('in_increase_submit')}
        </Button>
      }
    >
      <div className="grid gap-0 md:grid-cols-[1fr_260px]">
        <fieldset className="p-5 max-sm:p-4">
          <legend className="mb-3 text-sm font-semibold text-muted">{t('region_subtitle')}</legend>
          <div role="radiogroup" aria-label={t('region_country')} className="grid grid-cols-2 gap-2">
            {regions.map((region) => {
              const isSelected = region.merchantCode === selected?.merchantCode;
              return (
                <button
                  key={region.merchantCode}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  data-testid={`region-${region.country}`}
                  onClick={() => setSelectedCode(region.merchantCode)}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border p-2.5 text-left transition max-sm:gap-2 max-sm:p-2',
                    isSelected
                      ? 'border-gold bg-gold-soft shadow-gold'
                      : 'border-line bg-surface-2 hover:border-brand hover:bg-surface',
                  )}
                >
                  <CountryBadge code={region.country} selected={isSelected} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold">{countryName(region, tag)}</span>
                    <span className="block text-xs text-muted">
                      {region.currency} · {region.currencySymbol}
                    </span>
                  </span>
                  {isSelected && <CheckIcon size={18} className="text-gold-fg" />}
                </button>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="border-line bg-surface-2 p-5 max-md:border-t md:border-l">
          <legend className="sr-only">{t('region_language')}</legend>
          <p aria-hidden="true" className="mb-3 text-sm font-semibold text-muted">
            {t('region_language')}
          </p>
          <div role="radiogroup" aria-label={t('region_language')} className="grid gap-2">
            {selected?.langList.map((code) => {
              const info = languageInfo(code as LanguageCode);
              const isSelected = code === lang;
              return (
                <button
                  key={code}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  data-testid={`region-lang-${code}`}
                  onClick={() => setChosenLanguage(code as LanguageCode)}
                  className={cn(
                    'flex h-11 items-center gap-3 rounded-xl border px-3 text-left text-sm transition',
                    isSelected
                      ? 'border-brand bg-brand text-on-brand'
                      : 'border-line bg-surface hover:border-brand',
                  )}
                >
                  <span className="w-7 text-[11px] font-bold">{code}</span>
                  <span lang={info.tag} className="flex-1 font-semibold">
                    {info.name}
                  </span>
                  {isSelected && <CheckIcon size={16} />}
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
