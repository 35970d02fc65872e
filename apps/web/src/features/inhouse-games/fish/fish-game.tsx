import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { FishDescription, FishRound } from '@jade/contract/inhouse-engine/fish';
import type { RoundValue } from '@jade/contract/inhouse-games';
import { isApiError } from '../../../api/api-error';
import { newRoundKey, shootFish } from '../../../api/inhouse-games/inhouse-games';
import { cn } from '../../../lib/cn';
import { useGameTexts } from '../../../lib/game-texts';
import { formatMinorUnits } from '../../../lib/money';
import { usePrefersReducedMotion } from '../shared/motion';
import { gameErrorText, toMinor, toWire, type InhouseGame } from '../shared/use-inhouse-game';
import { CannonArt, FishArt, FishDefs, FISH_LOOK } from './fish-art';
import { createVolleyBatcher, type VolleyBatcher } from './volley';
import './fish.css';
import { BetStepper, GameError } from '../shared/game-controls';

/** Shots fired within this window travel as one volley (one round on the server). */
const VOLLEY_WINDOW_MS = 300;
/** Bets per shot offered, in minor units; the game's limits keep those allowed. */
const BETS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
/** How often each fish type swims by (looks only: the server decides every catch). */
const SPAWN_WEIGHT: Record<string, number> = {
  clownfish: 20,
  pufferfish: 16,
  angelfish: 13,
  lionfish: 10,
  'sea-turtle': 8,
  'manta-ray': 6,
  shark: 5,
  octopus: 4,
  'golden-whale': 2,
  'dragon-king': 1.5,
};

interface Sprite {
  uid: number;
  fish: string;
  multiplier: number;
  /** Centre, as a share of the stage's width and height. */
  x: number;
  y: number;
  baseY: number;
  dir: 1 | -1;
  /** Stage widths per second. */
  speed: number;
  phase: number;
  caught: boolean;
}

interface Effect {
  id: number;
  kind: 'win' | 'miss' | 'shot';
  x: number;
  y: number;
  /** Shot: where it starts (the cannon) and its flight in px. */
  fromX?: number;
  fromY?: number;
  dx?: number;
  dy?: number;
  text?: string;
}

interface Session {
  shots: number;
  /** Minor units. */
  stake: number;
  win: number;
  caught: number;
}

const CANNON = { x: 0.5, y: 0.97 };
let nextUid = 1;

function pickFish(types: FishDescription['paytable']): FishDescription['paytable'][number] {
  const total = types.reduce((s, f) => s + (SPAWN_WEIGHT[f.fish] ?? 1), 0);
  let r = Math.random() * total;
  for (const f of types) {
    r -= SPAWN_WEIGHT[f.fish] ?? 1;
    if (r <= 0) return f;
  }
  return types[0]!;
}

function newSprite(type: FishDescription['paytable'][number], still: boolean, slot?: number): Sprite {
  const dir = Math.random() < 0.5 ? 1 : -1;
  const baseY = 0.12 + Math.random() * 0.56;
  const look = FISH_LOOK[type.fish] ?? { size: 1, speed: 1 };
  return {
    uid: nextUid++,
    fish: type.fish,
    multiplier: type.multiplier,
    // Still (reduced motion): laid out across the sea; else entering from the side it swims from.
    x: still ? 0.1 + ((slot ?? Math.random() * 8) % 8) * 0.115 : dir === 1 ? -0.12 : 1.12,
    y: baseY,
    baseY,
    dir,
    speed: (0.045 + Math.random() * 0.03) * look.speed,
    phase: Math.random() * Math.PI * 2,
    caught: false,
  };
}

/** Jade Fish Hunt: fish swim by, the cannon shoots where you tap; every shot is a bet on that fish. */
export function FishGame({ game }: { game: InhouseGame }) {
  const { t } = useTranslation();
  const texts = useGameTexts('fish');
  const info = game.info!;
  const desc = info.description as unknown as FishDescription;
  const reduced = usePrefersReducedMotion();

  const bets = useMemo(() => {
    const min = toMinor(info.limits.minBet);
    const max = toMinor(info.limits.maxBet);
    const allowed = BETS.filter((b) => b >= min && b <= max);
    return allowed.length ? allowed : [min];
  }, [info.limits.minBet, info.limits.maxBet]);
  const [betIndex, setBetIndex] = useState(() => Math.max(0, bets.indexOf(100)));
  const bet = bets[Math.min(betIndex, bets.length - 1)]!;

  const stageRef = useRef<HTMLDivElement>(null);
  const size = useRef({ w: 800, h: 450 });
  const sprites = useRef(new Map<number, Sprite>());
  const nodes = useRef(new Map<number, HTMLElement>());
  const [fishList, setFishList] = useState<{ uid: number; fish: string; multiplier: number; dir: 1 | -1 }[]>(
    [],
  );
  const [effects, setEffects] = useState<Effect[]>([]);
  const [session, setSession] = useState<Session>({ shots: 0, stake: 0, win: 0, caught: 0 });
  const [pending, setPending] = useState(0);
  const [lastVolley, setLastVolley] = useState<{ shots: number; stake: number; win: number } | null>(null);
  const [locked, setLocked] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const reticle = useRef<HTMLDivElement>(null);
  const lockedRef = useRef<number | null>(null);
  const pendingStake = useRef(0);
  const shownBalance = useRef<number | null>(null);
  // The loop and the volley callbacks read the latest render's values through refs.
  useLayoutEffect(() => {
    lockedRef.current = locked;
    shownBalance.current = game.balance == null ? null : toMinor(game.balance);
  });

  const sync = useCallback(() => {
    setFishList(
      [...sprites.current.values()].map((s) => ({
        uid: s.uid,
        fish: s.fish,
        multiplier: s.multiplier,
        dir: s.dir,
      })),
    );
  }, []);

  const addEffect = useCallback((e: Omit<Effect, 'id'>, ms: number) => {
    const id = nextUid++;
    setEffects((list) => [...list, { ...e, id }]);
    setTimeout(() => setEffects((list) => list.filter((x) => x.id !== id)), ms);
  }, []);

  const place = useCallback((s: Sprite, node: HTMLElement | undefined) => {
    if (!node) return;
    const { w, h } = size.current;
    const width = node.offsetWidth;
    node.style.transform = `translate(${s.x * w - width / 2}px, ${s.y * h - width * 0.35}px)`;
  }, []);

  // Keep the sea populated: more fish on a wide stage.
  const populate = useCallback(
    (still: boolean) => {
      const target = size.current.w < 500 ? 7 : 10;
      const map = sprites.current;
      let slot = map.size;
      while ([...map.values()].filter((s) => !s.caught).length < target) {
        const s = newSprite(pickFish(desc.paytable), still, slot++);
        // Entering fish are spread out so they do not arrive in a clump.
        if (!still) s.x = s.dir === 1 ? -0.12 - Math.random() * 0.5 : 1.12 + Math.random() * 0.5;
        map.set(s.uid, s);
      }
      sync();
    },
    [desc.paytable, sync],
  );

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => {
      size.current = { w: stage.clientWidth, h: stage.clientHeight };
      for (const s of sprites.current.values()) place(s, nodes.current.get(s.uid));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    // First fish: already in the water, so the sea is never empty.
    if (sprites.current.size === 0) {
      for (let i = 0; i < (size.current.w < 500 ? 7 : 10); i++) {
        const s = newSprite(pickFish(desc.paytable), true, i);
        sprites.current.set(s.uid, s);
      }
      sync();
    }
    return () => observer.disconnect();
  }, [desc.paytable, place, sync]);

  // The swim loop: positions are written straight to the DOM (no React render per frame).
  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    let spawnIn = 0;
    const tick = (now: number) => {
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      let gone = false;
      for (const s of sprites.current.values()) {
        if (!reduced && !s.caught) {
          s.x += s.dir * s.speed * dt;
          s.phase += dt * 1.6;
          s.y = s.baseY + Math.sin(s.phase) * 0.025;
          if ((s.dir === 1 && s.x > 1.2) || (s.dir === -1 && s.x < -0.2)) {
            sprites.current.delete(s.uid);
            if (lockedRef.current === s.uid) setLocked(null);
            gone = true;
            continue;
          }
        }
        place(s, nodes.current.get(s.uid));
      }
      const target = lockedRef.current == null ? null : sprites.current.get(lockedRef.current);
      if (reticle.current) {
        reticle.current.style.opacity = target ? '1' : '0';
        if (target)
          reticle.current.style.transform = `translate(${target.x * size.current.w - 28}px, ${target.y * size.current.h - 28}px)`;
      }
      spawnIn -= dt;
      if (gone || spawnIn <= 0) {
        spawnIn = 0.8;
        populate(reduced);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [place, populate, reduced]);

  const aimAt = useCallback((x: number, y: number) => {
    const { w, h } = size.current;
    const angle = (Math.atan2((x - CANNON.x) * w, (CANNON.y - y) * h) * 180) / Math.PI;
    stageRef.current?.style.setProperty('--aim', `${Math.max(-80, Math.min(80, angle))}deg`);
  }, []);

  const settleVolley = useCallback(
    (shots: { fish: string; tag: number }[], round: RoundValue) => {
      const outcome = round.outcome as unknown as FishRound;
      const stake = toMinor(round.bet);
      const win = toMinor(round.win);
      pendingStake.current -= stake;
      game.settle(round);
      // The wallet after this round, less what is still on its way to the server.
      game.setShownBalance(toWire(toMinor(round.balance) - pendingStake.current));
      const messages: string[] = [];
      outcome.shots.forEach((shot, i) => {
        const s = sprites.current.get(shots[i]!.tag);
        const at = s ?? { x: 0.5, y: 0.4 };
        if (shot.killed) {
          addEffect({ kind: 'win', x: at.x, y: at.y, text: `+${formatMinorUnits(shot.win)}` }, 1400);
          messages.push(t('ih_fish_caught', { 0: texts.name(shot.fish), 1: formatMinorUnits(shot.win) }));
          if (s && !s.caught) {
            s.caught = true;
            nodes.current.get(s.uid)?.setAttribute('data-caught', 'true');
            setTimeout(() => {
              sprites.current.delete(s.uid);
              if (lockedRef.current === s.uid) setLocked(null);
              sync();
            }, 700);
          }
        } else {
          addEffect({ kind: 'miss', x: at.x, y: at.y }, 600);
        }
      });
      setSession((v) => ({
        shots: v.shots + outcome.shots.length,
        stake: v.stake + stake,
        win: v.win + win,
        caught: v.caught + outcome.shots.filter((s) => s.killed).length,
      }));
      setLastVolley({ shots: outcome.shots.length, stake, win });
      setAnnounce(
        messages.length
          ? messages.join(' ')
          : t('ih_fish_volley_missed', { 0: outcome.shots.length, 1: formatMinorUnits(stake) }),
      );
    },
    [addEffect, game, sync, t, texts],
  );

  const batcher = useRef<VolleyBatcher<number> | null>(null);
  const betRef = useRef(bet);
  const settleRef = useRef(settleVolley);
  const gameRef = useRef(game);
  useLayoutEffect(() => {
    betRef.current = bet;
    settleRef.current = settleVolley;
    gameRef.current = game;
  });
  useEffect(() => {
    const b = createVolleyBatcher<number, RoundValue>({
      windowMs: VOLLEY_WINDOW_MS,
      maxShots: desc.maxShots,
      newKey: newRoundKey,
      send: async (shots, idempotencyKey) => {
        const round = await shootFish({ bet: toWire(betRef.current), shots, idempotencyKey });
        const outcome = round.outcome as unknown as FishRound;
        return { round, shots: outcome.shots };
      },
      retryable: (error) => !isApiError(error),
      onSettled: (shots, { round }) => {
        gameRef.current.recordRound(round);
        settleRef.current(shots, round);
        setPending(b.pending());
      },
      onFailed: (shots, error) => {
        // Nothing was staked: the shots' stakes come back to the balance shown.
        const stake = shots.length * betRef.current;
        pendingStake.current -= stake;
        const g = gameRef.current;
        if (g.balance != null) g.setShownBalance(toWire(toMinor(g.balance) + stake));
        g.setError(gameErrorText(t, error));
        setPending(b.pending());
      },
    });
    batcher.current = b;
    return () => {
      b.dispose();
    };
  }, [desc.maxShots, t]);

  const fire = useCallback(
    (uid: number) => {
      const s = sprites.current.get(uid);
      const b = batcher.current;
      if (!s || s.caught || !b) return;
      const balance = shownBalance.current;
      if (balance == null || balance < bet) {
        game.setError(t('ih_fish_low_balance', { 0: formatMinorUnits(bet) }));
        return;
      }
      if (!b.fire({ fish: s.fish, tag: uid })) return;
      game.setError(null);
      pendingStake.current += bet;
      game.setShownBalance(toWire(balance - bet));
      setPending(b.pending());
      aimAt(s.x, s.y);
      if (!reduced) addEffect({ kind: 'shot', x: s.x, y: s.y, fromX: CANNON.x, fromY: CANNON.y - 0.06 }, 260);
      const node = nodes.current.get(uid);
      node?.setAttribute('data-hit', String(Date.now()));
    },
    [addEffect, aimAt, bet, game, reduced, t],
  );

  /** Fires at the nearest fish of a type (the legend buttons); one swims in if none is in sight. */
  const fireAtType = useCallback(
    (fish: string) => {
      const candidates = [...sprites.current.values()].filter(
        (s) => s.fish === fish && !s.caught && s.x > 0.02 && s.x < 0.98,
      );
      let target = candidates.sort((a, b) => Math.abs(a.x - 0.5) - Math.abs(b.x - 0.5))[0];
      if (!target) {
        const type = desc.paytable.find((f) => f.fish === fish)!;
        target = newSprite(type, true, Math.floor(Math.random() * 8));
        sprites.current.set(target.uid, target);
        sync();
      }
      setLocked(target.uid);
      fire(target.uid);
    },
    [desc.paytable, fire, sync],
  );

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const swimming = [...sprites.current.values()]
      .filter((s) => !s.caught && s.x > 0 && s.x < 1)
      .sort((a, b) => a.x - b.x);
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      if (!swimming.length) return;
      const at = swimming.findIndex((s) => s.uid === locked);
      const step = e.key === 'ArrowRight' ? 1 : -1;
      const next =
        swimming[
          (at < 0 ? (step === 1 ? 0 : swimming.length - 1) : at + step + swimming.length) % swimming.length
        ]!;
      setLocked(next.uid);
      aimAt(next.x, next.y);
      setAnnounce(t('ih_fish_target', { 0: texts.name(next.fish), 1: next.multiplier }));
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      const target = locked != null && sprites.current.get(locked) ? locked : swimming[0]?.uid;
      if (target != null) {
        setLocked(target);
        fire(target);
      }
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    aimAt((e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
  };

  const net = session.win - session.stake;
  const lockedSprite = locked == null ? null : fishList.find((f) => f.uid === locked);

  return (
    <section
      aria-label={desc.name}
      data-testid="fish-game"
      className="relative mx-auto overflow-hidden rounded-3xl bg-[#04222e] p-2 shadow-pop sm:p-3"
    >
      <FishDefs />
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 px-1">
        <p className="font-serif text-xl font-black tracking-wide text-[#ffd970] uppercase [text-shadow:0_2px_0_#000,0_0_18px_#ffd97088] sm:text-2xl">
          {desc.name}
        </p>
        <p className="text-xs font-semibold text-white/75">
          {t('ih_fish_tagline', { 0: (desc.rtp * 100).toFixed(0), 1: desc.maxShots })}
        </p>
      </div>

      <div
        ref={stageRef}
        tabIndex={0}
        role="group"
        aria-label={t('ih_fish_sea')}
        aria-describedby="fish-keys"
        data-testid="fish-stage"
        data-pending={pending}
        onKeyDown={onKey}
        onPointerMove={onPointerMove}
        className="fish-sea relative aspect-[4/5] w-full touch-manipulation overflow-hidden rounded-2xl outline-none select-none focus-visible:ring-4 focus-visible:ring-[#ffd970] sm:aspect-video"
        style={{ ['--aim' as string]: '0deg' }}
      >
        <div aria-hidden="true" className="fish-rays" />
        {!reduced && <div aria-hidden="true" className="fish-bubbles" />}
        <svg
          aria-hidden="true"
          viewBox="0 0 400 60"
          preserveAspectRatio="none"
          className="absolute inset-x-0 bottom-0 h-[16%] w-full"
        >
          <path d="M0 30 Q40 12 80 28 T160 26 T240 30 T320 22 T400 28 V60 H0 Z" fill="#0b4a4a" />
          <path d="M0 42 Q50 30 100 40 T200 38 T300 44 T400 36 V60 H0 Z" fill="#c9a86a" opacity="0.85" />
          <path
            d="M30 40 q4 -22 -4 -34 M36 40 q-2 -16 6 -26 M350 40 q5 -20 -2 -32 M356 40 q-3 -12 5 -22"
            stroke="#1f9d6b"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
        </svg>

        {fishList.map((f) => {
          const look = FISH_LOOK[f.fish] ?? { size: 1 };
          return (
            <button
              key={f.uid}
              ref={(node) => {
                if (node) {
                  nodes.current.set(f.uid, node);
                  const s = sprites.current.get(f.uid);
                  if (s) place(s, node);
                } else nodes.current.delete(f.uid);
              }}
              type="button"
              tabIndex={-1}
              data-testid="fish"
              data-fish={f.fish}
              aria-label={t('ih_fish_shoot', { 0: texts.name(f.fish), 1: f.multiplier })}
              onPointerDown={(e) => {
                e.preventDefault();
                setLocked(f.uid);
                fire(f.uid);
              }}
              onClick={(e) => {
                // Pointer taps fired on pointerdown; a click without one (assistive tech) fires here.
                if (e.detail === 0) fire(f.uid);
              }}
              className="fish-sprite absolute top-0 left-0 cursor-crosshair"
              style={{ width: `calc(clamp(44px, 7.5cqw, 92px) * ${look.size})` }}
            >
              <span className={cn('block', f.dir === -1 && '-scale-x-100')}>
                <FishArt
                  fish={f.fish}
                  className="block h-auto w-full drop-shadow-[0_4px_6px_rgb(0_0_0/0.35)]"
                />
              </span>
              <span className="fish-tag">×{f.multiplier}</span>
            </button>
          );
        })}

        <div ref={reticle} aria-hidden="true" className="fish-reticle" />

        {effects.map((e) =>
          e.kind === 'shot' ? (
            <span
              key={e.id}
              aria-hidden="true"
              className="fish-shot"
              style={{
                left: `${e.fromX! * 100}%`,
                top: `${e.fromY! * 100}%`,
                ['--dx' as string]: `${e.dx}px`,
                ['--dy' as string]: `${e.dy}px`,
              }}
            />
          ) : (
            <span
              key={e.id}
              aria-hidden="true"
              data-testid={e.kind === 'win' ? 'fish-burst' : undefined}
              className={e.kind === 'win' ? 'fish-burst' : 'fish-net'}
              style={{ left: `${e.x * 100}%`, top: `${e.y * 100}%` }}
            >
              {e.text}
            </span>
          ),
        )}

        <div
          aria-hidden="true"
          className="absolute bottom-0 left-1/2 h-[15%] min-h-14 w-[14%] min-w-20 -translate-x-1/2"
        >
          <CannonArt />
        </div>
        {lastVolley && (
          <p
            data-testid="fish-last-volley"
            className="absolute top-2 right-2 rounded-full bg-black/55 px-3 py-1 font-mono text-xs text-white tabular-nums ring-1 ring-white/20"
          >
            {t('ih_fish_volley', { 0: lastVolley.shots, 1: formatMinorUnits(lastVolley.stake) })}{' '}
            <strong className={lastVolley.win > 0 ? 'text-[#ffd970]' : 'text-white/60'}>
              +{formatMinorUnits(lastVolley.win)}
            </strong>
          </p>
        )}
      </div>
      <p id="fish-keys" className="mt-1.5 px-1 text-center text-[11px] text-white/65">
        {t('ih_fish_keys')}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="fish-announce">
        {announce}
      </p>

      <GameError error={game.error} className="mt-2" />

      <div className="mt-2 grid grid-cols-2 gap-2 rounded-2xl bg-black/40 p-2 ring-1 ring-white/10 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4 sm:p-3">
        <BetStepper
          label={t('ih_fish_bet')}
          amount={bet}
          index={betIndex}
          levels={bets.length}
          disabled={pending > 0}
          onChange={setBetIndex}
          testId="fish-bet"
        />
        <dl
          data-testid="fish-session"
          data-shots={session.shots}
          data-stake={session.stake}
          data-win={session.win}
          className="col-span-2 grid grid-cols-4 gap-1 text-center sm:col-span-1"
        >
          <Stat label={t('ih_fish_shots')} value={String(session.shots)} />
          <Stat label={t('ih_fish_caught_count')} value={String(session.caught)} />
          <Stat label={t('ih_fish_staked')} value={formatMinorUnits(session.stake)} />
          <Stat
            label={t('ih_fish_net')}
            value={`${net > 0 ? '+' : ''}${formatMinorUnits(net)}`}
            tone={net > 0 ? 'up' : net < 0 ? 'down' : undefined}
          />
        </dl>
        <p
          className="row-start-1 self-center justify-self-end text-right text-[11px] text-white/60 sm:row-auto"
          data-testid="fish-pending"
        >
          {pending > 0 ? t('ih_fish_in_flight', { 0: pending }) : t('ih_fish_ready')}
        </p>
      </div>

      <div className="mt-2">
        <p className="mb-1 px-1 text-[11px] font-semibold tracking-wide text-white/70 uppercase">
          {t('ih_fish_targets')}
        </p>
        <ul className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
          {desc.paytable.map((f) => (
            <li key={f.fish}>
              <button
                type="button"
                data-testid={`fish-target-${f.fish}`}
                onClick={() => fireAtType(f.fish)}
                aria-label={t('ih_fish_shoot', { 0: texts.name(f.fish), 1: f.multiplier })}
                className={cn(
                  'flex w-full flex-col items-center rounded-xl bg-white/8 px-1 pt-1 pb-0.5 ring-1 ring-white/15 transition hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-[#ffd970]',
                  lockedSprite?.fish === f.fish && 'bg-white/20 ring-[#ffd970]',
                )}
              >
                <FishArt fish={f.fish} className="h-7 w-10" />
                <span className="font-mono text-[11px] font-bold text-[#ffd970]">×{f.multiplier}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' | undefined }) {
  return (
    <div className="min-w-0 rounded-lg bg-white/5 px-1 py-1">
      <dt className="truncate text-[9px] font-semibold tracking-wider text-white/55 uppercase">{label}</dt>
      <dd
        className={cn(
          'truncate font-mono text-xs font-bold text-white tabular-nums sm:text-sm',
          tone === 'up' && 'text-[#7dffb8]',
          tone === 'down' && 'text-[#ffb4a8]',
        )}
      >
        {value}
      </dd>
    </div>
  );
}
