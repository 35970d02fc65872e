import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { LogoutConfirmDialog, SessionEndedDialog } from '../features/auth/session-dialogs';
import { useCaptchaPromptStore } from '../features/auth/captcha-prompt-store';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { useModalStore, type ModalName } from '../stores/modal-store';
import { AlertDialog } from '../ui/alert-dialog';

interface SlotProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  [prop: string]: unknown;
}

/**
 * A slot whose code loads the first time it opens: dialogs stay out of the first page's JavaScript
 * (a failed or 120 s late chunk is 'Loading chunk failed', as for pages).
 */
function slot<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<never>,
): ComponentType<SlotProps> {
  warmUps.push(load);
  return lazy(async () => ({
    default: pick(await lazyWithTimeout(load)) as unknown as ComponentType<SlotProps>,
  }));
}
const warmUps: (() => Promise<unknown>)[] = [];

/**
 * Once the page has loaded and the browser is idle, fetch the dialogs' code, so that the first click
 * on login or register opens at once without having weighed on the first paint.
 */
function useWarmDialogs() {
  useEffect(() => {
    let cancelled = false;
    // One dialog's code per idle period: evaluating them all at once is one long task.
    const idle = (run: () => void) => {
      if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 4000 });
      else window.setTimeout(run, 200);
    };
    const warm = (next = 0) => {
      idle(() => {
        const load = warmUps[next];
        if (cancelled || !load) return;
        void load()
          .catch(() => undefined)
          .finally(() => warm(next + 1));
      });
    };
    const start = () => warm();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);
}

/**
 * The components that fill the named modal slots. Features register theirs here as they land
 * (notice, search, activity, gift, game and chat come with their issues).
 */
const SLOTS: Partial<Record<ModalName, ComponentType<SlotProps>>> = {
  login: slot(
    () => import('../features/auth/login-dialog'),
    (m) => m.LoginDialog,
  ),
  register: slot(
    () => import('../features/auth/register-dialog'),
    (m) => m.RegisterDialog,
  ),
  region: slot(
    () => import('../features/region/region-dialog'),
    (m) => m.RegionDialog,
  ),
  forgotPassword: slot(
    () => import('../features/auth/forgot-password-dialog'),
    (m) => m.ForgotPasswordDialog,
  ),
  changePassword: slot(
    () => import('../features/account/forced-change-dialog'),
    (m) => m.ForcedChangeDialog,
  ),
  // Its module is loaded anyway for the session-ended dialog.
  logoutConfirm: LogoutConfirmDialog as ComponentType<SlotProps>,
  memberCentre: slot(
    () => import('./member-centre-slot'),
    (m) => m.MemberCentreSlot,
  ),
  agentCentre: slot(
    () => import('../features/agent-centre/agent-centre-modal'),
    (m) => m.AgentCentreModal,
  ),
  notice: slot(
    () => import('../features/announcements/notice-dialog'),
    (m) => m.NoticeDialog,
  ),
  search: slot(
    () => import('../features/games/search-dialog'),
    (m) => m.SearchDialog,
  ),
  feedback: slot(
    () => import('../features/feedback/feedback-dialog'),
    (m) => m.FeedbackDialog,
  ),
  game: slot(
    () => import('../features/games/game-popup'),
    (m) => m.GamePopup,
  ),
  gift: slot(
    () => import('../features/content-popups/content-popup-dialog'),
    (m) => m.ContentPopupDialog,
  ),
  activity: slot(
    () => import('../features/content-popups/content-popup-dialog'),
    (m) => m.ContentPopupDialog,
  ),
};

const CaptchaPromptDialog = lazy(async () => ({
  default: (await lazyWithTimeout(() => import('../features/auth/captcha-prompt'))).CaptchaPromptDialog,
}));

/** The captcha a call asks for (features/auth/captcha-prompt-store.ts); a fresh form for each question. */
function CaptchaPrompt() {
  const pending = useCaptchaPromptStore((s) => s.pending);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaPromptDialog key={pending.id} retry={pending.retry} />
    </Suspense>
  );
}

/** Renders every open named modal, oldest first, so the newest is on top; then the alerts. */
export function ModalHost() {
  const stack = useModalStore((s) => s.stack);
  const close = useModalStore((s) => s.close);
  useWarmDialogs();
  return (
    <>
      {stack.map(({ name, props }) => {
        const Slot = SLOTS[name];
        if (!Slot) return null;
        // One boundary per slot: a dialog whose code is still loading never hides the open ones.
        return (
          <Suspense key={name} fallback={null}>
            <Slot
              {...props}
              open
              onOpenChange={(open) => {
                if (!open) close(name);
              }}
            />
          </Suspense>
        );
      })}
      <SessionEndedDialog />
      <CaptchaPrompt />
      <AlertDialog />
    </>
  );
}
