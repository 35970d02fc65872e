import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { cn } from '../../lib/cn';
import { useContentLanguages } from '../api/content';

/** The languages the brand offers, English (the required fallback) first. */
export function useLanguageOrder(): LanguageCode[] {
  const languages = useContentLanguages();
  const offered = (languages.data?.languages ?? ['EN']) as LanguageCode[];
  return ['EN', ...offered.filter((code) => code !== 'EN')];
}

/** Per-language texts being edited, keeping only languages with some text when saved. */
export function filledTranslations<T extends Record<string, string>>(
  texts: Partial<Record<LanguageCode, T>>,
): Partial<Record<LanguageCode, T>> {
  return Object.fromEntries(
    Object.entries(texts).filter(([, v]) => v && Object.values(v).some((s) => s.trim())),
  ) as Partial<Record<LanguageCode, T>>;
}

/** The language switch of an editor: bold where a text exists, EN marked required. */
export function LanguageTabs({
  value,
  onChange,
  filled,
  label,
}: {
  value: LanguageCode;
  onChange(code: LanguageCode): void;
  filled(code: LanguageCode): boolean;
  label: string;
}) {
  const ordered = useLanguageOrder();
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={label}>
      {ordered.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={value === code}
          data-lang={code}
          onClick={() => onChange(code)}
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
            value === code ? 'bg-brand text-white ring-brand' : 'text-muted ring-line-strong',
            filled(code) && 'font-bold underline decoration-dotted underline-offset-2',
          )}
        >
          {languageInfo(code).english}
          {code === 'EN' && ' *'}
        </button>
      ))}
    </div>
  );
}
