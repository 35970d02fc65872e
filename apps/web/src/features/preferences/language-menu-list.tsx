import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGE_CODES, languageInfo, type LanguageCode } from '@jade/contract/languages';
import { orderLanguages } from '../../lib/languages';
import { changeLanguage } from '../../lib/change-language';
import { cn } from '../../lib/cn';
import { useLocaleStore } from '../../stores/locale-store';
import { useSiteStore } from '../../stores/site-store';
import { CheckIcon } from '../../ui/icons';
import type { LazyMenuProps } from '../../ui/lazy-menu';

function Item({ code, current }: { code: LanguageCode; current: LanguageCode }) {
  const info = languageInfo(code);
  const selected = code === current;
  return (
    <DropdownMenu.RadioItem
      value={code}
      lang={info.tag}
      data-testid={`lang-${code}`}
      className={cn(
        'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none',
        'data-[highlighted]:bg-surface-3',
        selected && 'font-semibold text-brand-fg',
      )}
    >
      <span className="w-8 shrink-0 text-[11px] font-bold tracking-wide text-subtle">{code}</span>
      <span className="flex-1 truncate">{info.name}</span>
      <span className="truncate text-xs text-subtle" lang="en">
        {info.name === info.english ? '' : info.english}
      </span>
      <DropdownMenu.ItemIndicator>
        <CheckIcon size={16} />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

/** The language dropdown's menu (language-menu.tsx loads it when first used). */
export function LanguageMenuList({ trigger, defaultOpen }: LazyMenuProps) {
  const { t } = useTranslation();
  const current = useLocaleStore((s) => s.language);
  const regionLanguages = useSiteStore((s) => s.region?.langList ?? []);
  const ordered = orderLanguages(LANGUAGE_CODES, regionLanguages);
  const regional = ordered.filter((c) => regionLanguages.includes(c));
  const others = ordered.filter((c) => !regionLanguages.includes(c));

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-[90] max-h-[min(70vh,520px)] w-[300px] overflow-y-auto rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-pop data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => void changeLanguage(value as LanguageCode)}
          >
            {regional.length > 0 && (
              <>
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-[11px] font-bold tracking-wider text-subtle uppercase">
                  {t('language_region')}
                </DropdownMenu.Label>
                {regional.map((code) => (
                  <Item key={code} code={code} current={current} />
                ))}
                <DropdownMenu.Separator className="my-1.5 h-px bg-line" />
              </>
            )}
            <DropdownMenu.Label className="px-3 pt-2 pb-1 text-[11px] font-bold tracking-wider text-subtle uppercase">
              {t('language_all')}
            </DropdownMenu.Label>
            {others.map((code) => (
              <Item key={code} code={code} current={current} />
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
