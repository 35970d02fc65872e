import { lazy } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGES } from '@jade/contract/languages';
import { cn } from '../../lib/cn';
import { loadWithTexts } from '../../lib/load-with-texts';
import { useLocaleStore } from '../../stores/locale-store';
import { ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import { LazyMenu } from '../../ui/lazy-menu';

const LanguageMenuList = lazy(async () => ({
  default: (await loadWithTexts(() => import('./language-menu-list'))).LanguageMenuList,
}));

/**
 * The header's language dropdown (spec §2): the current region's languages first, then all 35 with
 * their native names. Choosing one runs the language change of spec §4. The list loads on first use.
 */
export function LanguageMenu({ tone = 'header' }: { tone?: 'header' | 'page' }) {
  const { t } = useTranslation();
  const current = useLocaleStore((s) => s.language);
  const info = LANGUAGES.find((l) => l.code === current)!;
  const trigger = (
    <button
      type="button"
      aria-label={t('language_choose', { 0: info.name })}
      data-testid="language-menu"
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition',
        tone === 'header'
          ? 'border border-header-line bg-white/5 text-on-header hover:border-gold/60 hover:bg-white/10'
          : 'border border-line bg-surface text-fg hover:border-brand',
      )}
    >
      <GlobeIcon size={18} />
      <span lang={info.tag} className="max-w-[96px] truncate">
        {info.name}
      </span>
      <ChevronDownIcon size={14} className="opacity-70" />
    </button>
  );
  return <LazyMenu trigger={trigger} Menu={LanguageMenuList} />;
}
