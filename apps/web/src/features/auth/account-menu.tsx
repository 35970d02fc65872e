import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/use-translation';
import { openAgentCentre, openMemberCentre } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { useCanSee } from '../../lib/gates';
import { useModalStore } from '../../stores/modal-store';
import { useModule } from '../../stores/site-store';
import {
  CrownIcon,
  GiftIcon,
  LogoutIcon,
  MailIcon,
  RebateIcon,
  ShieldIcon,
  UsersIcon,
  WheelIcon,
} from '../../ui/icons';
import type { LazyMenuProps } from '../../ui/lazy-menu';
import { DepositIcon, WithdrawIcon } from '../../ui/money-icons';
import { Identity, menuItem, UnreadPill } from './header-account-area';

/** The member's account dropdown of the compact header (header-account-area.tsx loads it on first use). */
export function AccountMenu({ trigger, defaultOpen }: LazyMenuProps) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.open);
  const memberCentre = useCanSee('member');
  const agentCentre = useCanSee('agent');
  const navigate = useNavigate();
  const pointMall = useModule('PTSYS3');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          className="z-[90] w-[240px] rounded-2xl border border-line bg-surface p-2 text-fg shadow-pop"
          data-testid="account-menu-content"
        >
          <div className="mb-1 flex items-center gap-2.5 border-b border-line px-2 pt-1 pb-3">
            <Identity size={36} />
          </div>
          <DropdownMenu.Item
            className={menuItem}
            onSelect={() => openMemberCentre('depositv2')}
            data-testid="menu-deposit"
          >
            <DepositIcon size={18} className="text-gold-fg" />
            {t('deposit')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItem}
            onSelect={() => openMemberCentre('withdraw')}
            data-testid="menu-withdraw"
          >
            <WithdrawIcon size={18} className="text-brand-fg" />
            {t('withdraw')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItem}
            onSelect={() => void navigate(paths.vip)}
            data-testid="menu-vip"
          >
            <CrownIcon size={18} className="text-gold-fg" />
            {t('vip_title')}
          </DropdownMenu.Item>
          {memberCentre && pointMall && (
            <DropdownMenu.Item
              className={menuItem}
              onSelect={() => void navigate(paths.pointMall)}
              data-testid="menu-point-mall"
            >
              <GiftIcon size={18} className="text-gold-fg" />
              {t('point_mall')}
            </DropdownMenu.Item>
          )}
          {memberCentre && (
            <DropdownMenu.Item
              className={menuItem}
              onSelect={() => void navigate(paths.prizeWheel)}
              data-testid="menu-prize-wheel"
            >
              <WheelIcon size={18} className="text-gold-fg" />
              {t('wheel_title')}
            </DropdownMenu.Item>
          )}
          {memberCentre && (
            <DropdownMenu.Item className={menuItem} onSelect={() => openMemberCentre('securityCenter')}>
              <ShieldIcon size={18} className="text-brand-fg" />
              {t('security_center')}
            </DropdownMenu.Item>
          )}
          {memberCentre && (
            <DropdownMenu.Item
              className={menuItem}
              onSelect={() => openMemberCentre('manualRebate')}
              data-testid="menu-rebate"
            >
              <RebateIcon size={18} className="text-gold-fg" />
              {t('mc_manual_rebate')}
            </DropdownMenu.Item>
          )}
          {memberCentre && (
            <DropdownMenu.Item
              className={menuItem}
              onSelect={() => openMemberCentre('messageV2')}
              data-testid="menu-messages"
            >
              <MailIcon size={18} className="text-brand-fg" />
              {t('message_centre')}
              <UnreadPill />
            </DropdownMenu.Item>
          )}
          {agentCentre && (
            <DropdownMenu.Item className={menuItem} onSelect={() => openAgentCentre()}>
              <UsersIcon size={18} className="text-brand-fg" />
              {t('agent_center')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={cn(menuItem, 'text-danger')}
            onSelect={() => openModal('logoutConfirm')}
          >
            <LogoutIcon size={18} />
            {t('sign_out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
      {/* A tap beside the open menu only closes it (decision P12: no pointer lock on the body). */}
      {open &&
        createPortal(
          <div aria-hidden="true" className="fixed inset-0 z-[89]" data-testid="account-menu-blocker" />,
          document.body,
        )}
    </DropdownMenu.Root>
  );
}
