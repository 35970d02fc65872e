import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useCaptchaPromptStore } from '../features/auth/captcha-prompt-store';
import { afterFirstScreen } from '../lib/first-screen';
import { idleTurn } from '../lib/idle-turn';
import { loadWithTexts } from '../lib/load-with-texts';
import { useAlertStore } from '../stores/alert-store';
import { useModalStore, type ModalName } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';
import { OnceOpened } from '../ui/once-opened';

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
    default: pick(await loadWithTexts(load)) as unknown as ComponentType<SlotProps>,
  }));
}
const warmUps: (() => Promise<unknown>)[] = [];

/**
 * How long after the first screen the dialogs' code starts to warm up by itself. Evaluating it (the
 * forms, their schemas and patterns) takes long tasks on a slow phone; the first seconds of a visit,
 * when the visitor starts to scroll and tap, stay free of them.
 */
const WARM_AFTER_MS = 5000;
// Not `focusin`: a dialog that opens by itself (the gift popup) moves the focus too, and that is no
// sign that the visitor is about to act.
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/** Resolves after {@link WARM_AFTER_MS}, or sooner at the visitor's first tap, key or focus. */
function warmTime(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      window.clearTimeout(timer);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, go, true);
      resolve();
    };
    const timer = window.setTimeout(go, WARM_AFTER_MS);
    for (const type of INTENT_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  });
}

/**
 * A while after the first screen (or at the visitor's first tap), and when the browser is idle, fetch
 * the dialogs' code, so that the first click on login or register opens at once without having weighed
 * on the first load.
 */
function useWarmDialogs() {
  useEffect(() => {
    let cancelled = false;
    // One dialog's code per idle turn (lib/idle-turn.ts): evaluating them all at once is one long task.
    const warm = async () => {
      for (const load of warmUps) {
        await idleTurn();
        if (cancelled) return;
        await load().catch(() => undefined);
      }
    };
    // After the first screen (lib/first-screen.ts): the dialogs are no part of the first load.
    void afterFirstScreen().then(warmTime).then(warm);
    return () => {
      cancelled = true;
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
  logoutConfirm: slot(
    () => import('../features/auth/session-dialogs'),
    (m) => m.LogoutConfirmDialog,
  ),
  memberCentre: slot(
    () => import('./member-centre-slot'),
    (m) => m.MemberCentreSlot,
  ),
  agentCentre: slot(
    () => import('./agent-centre-slot'),
    (m) => m.AgentCentreSlot,
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
  chat: slot(
    () => import('../features/live-chat/chat-dialog'),
    (m) => m.ChatDialog,
  ),
};

const CaptchaPromptDialog = lazy(async () => ({
  default: (await loadWithTexts(() => import('../features/auth/captcha-prompt'))).CaptchaPromptDialog,
}));

const SessionEndedDialog = lazy(async () => ({
  default: (await loadWithTexts(() => import('../features/auth/session-dialogs'))).SessionEndedDialog,
}));
const AlertDialog = lazy(async () => ({
  default: (await loadWithTexts(() => import('../ui/alert-dialog'))).AlertDialog,
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
  const sessionEnded = useSessionStore((s) => s.endedReason !== null);
  const alertShown = useAlertStore((s) => s.alert !== null);
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
      <OnceOpened when={sessionEnded}>
        <SessionEndedDialog />
      </OnceOpened>
      <CaptchaPrompt />
      <OnceOpened when={alertShown}>
        <AlertDialog />
      </OnceOpened>
    </>
  );
}
