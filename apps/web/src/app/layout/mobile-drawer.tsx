import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/use-translation';
import { DrawerAccountSection } from '../../features/auth/header-account-area';
import { MobileNavList } from '../../features/navigation/main-nav';
import { LanguageMenu } from '../../features/preferences/language-menu';
import { ThemeToggle } from '../../features/preferences/theme-toggle';
import { useBrandName } from '../../stores/site-store';
import { CloseIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

/** The phone menu's drawer (header.tsx opens it): account, navigation and preferences. */
export function MobileDrawerPanel({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[100] bg-overlay data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-[101] flex w-[min(340px,88vw)] flex-col bg-surface text-fg shadow-pop data-[state=open]:animate-drawer-in"
          data-testid="mobile-drawer"
        >
          <div className="header-surface flex h-16 shrink-0 items-center justify-between px-4">
            <RadixDialog.Title asChild>
              <span>
                <Logo name={brand} size={32} />
                <span className="sr-only">{t('menu_title')}</span>
              </span>
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('close')}
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-on-header hover:bg-white/10"
            >
              <CloseIcon size={20} />
            </RadixDialog.Close>
          </div>
          <DrawerAccountSection onAction={() => setOpen(false)} />
          <div className="flex-1 overflow-y-auto p-3">
            <MobileNavList onNavigate={() => setOpen(false)} />
          </div>
          <div className="grid gap-3 border-t border-line p-4">
            <p className="text-xs font-bold tracking-wider text-subtle uppercase">{t('preferences')}</p>
            <div className="flex items-center gap-2">
              <LanguageMenu tone="page" />
              <ThemeToggle tone="page" withLabel />
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
