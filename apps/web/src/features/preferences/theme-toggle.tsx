import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { useThemeStore } from '../../stores/theme-store';
import { MoonIcon, SunIcon } from '../../ui/icons';

/** Light or dark, stored in localStorage `theme`. */
export function ThemeToggle({
  tone = 'header',
  withLabel = false,
}: {
  tone?: 'header' | 'page';
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={withLabel ? undefined : t('theme_dark')}
      data-testid="theme-toggle"
      className={cn(
        'inline-flex h-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition',
        withLabel ? 'px-3' : 'w-10',
        tone === 'header'
          ? 'border border-header-line bg-white/5 text-gold hover:border-gold/60 hover:bg-white/10'
          : 'border border-line bg-surface text-fg hover:border-brand',
      )}
    >
      {dark ? <MoonIcon size={18} /> : <SunIcon size={18} />}
      {withLabel && <span>{t('theme_dark')}</span>}
    </button>
  );
}
