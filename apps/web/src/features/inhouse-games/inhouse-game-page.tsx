import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { INHOUSE_GAME_IDS, type InhouseGameIdWire } from '@jade/contract/inhouse-games';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { useModalStore } from '../../stores/modal-store';
import { buttonClass } from '../../ui/button';
import { HomeIcon, ShieldIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { BaccaratGame, BaccaratRules } from './baccarat/baccarat-game';
import { FishGame } from './fish/fish-game';
import { FishRules } from './fish/fish-rules';
import { FairnessPanel } from './shared/fairness-panel';
import { INHOUSE_GAME_NAMES } from './shared/game-names';
import { useInhouseGame, type InhouseGame } from './shared/use-inhouse-game';
import { SlotGame, type SlotId } from './slots/slot-game';
import { SlotPaytable } from './slots/slot-paytable';

/** Games the site has a screen for (every in-house game). */
const PLAYABLE: readonly InhouseGameIdWire[] = [
  'jade-dragon',
  'lotus-fortune',
  'koi-riches',
  'baccarat',
  'fish',
];

const isGameId = (code: string): code is InhouseGameIdWire =>
  (INHOUSE_GAME_IDS as readonly string[]).includes(code);

/** /game?vendor=JADE&gameCode=<id>: one of Jade's own games, with its rules and the fairness panel. */
export function InhouseGamePage({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const gameId = isGameId(gameCode) && PLAYABLE.includes(gameCode) ? gameCode : null;
  if (!gameId)
    return (
      <GameBar title={t('game_page')}>
        <div className="content-width py-16 text-center" data-testid="inhouse-unknown">
          <p className="text-lg font-bold">{t('game.not.found')}</p>
          <Link to={paths.rng} className={buttonClass('gold', 'md', 'mt-6')}>
            {t('browse_games')}
          </Link>
        </div>
      </GameBar>
    );
  return <PlayableGame key={gameId} gameId={gameId} />;
}

function PlayableGame({ gameId }: { gameId: InhouseGameIdWire }) {
  const { t } = useTranslation();
  const game = useInhouseGame(gameId);
  const [tab, setTab] = useState<'rules' | 'fair'>('rules');
  const openModal = useModalStore((s) => s.open);
  const currency = game.info?.limits.currency ?? '';

  // A visitor who opens a game link is asked to log in at once (the stage says so too).
  useEffect(() => {
    if (!game.token) openModal('login', { reason: 'launch', vendor: 'JADE' });
  }, [game.token, openModal]);

  const balance = (
    <div
      className="flex items-center gap-2 rounded-full border border-gold/50 bg-black/30 px-3 py-1.5 text-sm"
      aria-live="polite"
    >
      <span className="text-on-header-muted">{t('ih_balance')}</span>
      <strong data-testid="game-balance" className="font-mono text-gold-bright tabular-nums">
        {game.balance == null ? '—' : formatMoney(game.balance)}
      </strong>
      <span className="text-xs text-on-header-muted">{currency}</span>
    </div>
  );

  return (
    <GameBar title={INHOUSE_GAME_NAMES[gameId]} right={game.token ? balance : null}>
      <div className="content-width grid gap-5 py-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          {!game.token ? (
            <LoginStage onLogin={() => openModal('login', { reason: 'launch', vendor: 'JADE' })} />
          ) : game.infoError ? (
            <p role="alert" className="rounded-xl bg-danger-soft p-4 text-danger">
              {game.infoError}
            </p>
          ) : !game.info ? (
            <div className="flex aspect-video items-center justify-center rounded-2xl bg-header">
              <LogoMark size={64} className="animate-float" />
            </div>
          ) : gameId === 'baccarat' ? (
            <BaccaratGame game={game} />
          ) : gameId === 'fish' ? (
            <FishGame game={game} />
          ) : (
            <SlotGame key={gameId} gameId={gameId as SlotId} game={game} />
          )}
        </div>
        <aside
          aria-labelledby="game-panel-title"
          className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-card"
        >
          <h2 id="game-panel-title" className="sr-only">
            {t('ih_panels')}
          </h2>
          <SegmentedTabs
            label={t('ih_panels')}
            value={tab}
            onChange={(value) => setTab(value)}
            testId="game-panel-tabs"
            options={[
              { value: 'rules', label: t('ih_tab_rules') },
              { value: 'fair', label: t('ih_tab_fair') },
            ]}
          />
          <div className="mt-4">
            {tab === 'rules' ? <RulesPanel gameId={gameId} game={game} /> : <FairnessPanel game={game} />}
          </div>
        </aside>
      </div>
    </GameBar>
  );
}

function RulesPanel({ gameId, game }: { gameId: InhouseGameIdWire; game: InhouseGame }) {
  const { t } = useTranslation();
  if (!game.info) return <p className="text-sm text-muted">{t('ih_login_for_rules')}</p>;
  return gameId === 'baccarat' ? (
    <BaccaratRules info={game.info} />
  ) : gameId === 'fish' ? (
    <FishRules info={game.info} />
  ) : (
    <SlotPaytable gameId={gameId as SlotId} info={game.info} />
  );
}

function LoginStage({ onLogin }: { onLogin(): void }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="game-login-stage"
      className="flex aspect-video flex-col items-center justify-center gap-4 rounded-2xl bg-[radial-gradient(circle_at_50%_40%,#0d4a39,#03140f)] p-6 text-center text-on-header shadow-pop"
    >
      <LogoMark size={72} className="animate-float" />
      <p className="text-lg font-bold">{t('ih_login_to_play')}</p>
      <button type="button" onClick={onLogin} className={buttonClass('gold', 'md')}>
        {t('hd_login_button')}
      </button>
    </section>
  );
}

function GameBar({ title, right, children }: { title: string; right?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-[calc(100vh-128px)]">
      <div className="header-surface border-b border-header-line text-on-header">
        <div className="content-width flex min-h-14 flex-wrap items-center gap-x-4 gap-y-2 py-2">
          <h1 className="flex items-center gap-2 text-lg font-bold">
            <ShieldIcon size={18} className="text-gold-bright" />
            {title}
          </h1>
          <div className="ml-auto flex items-center gap-3">
            {right}
            <Link to={paths.home} className={buttonClass('header-ghost', 'sm')}>
              <HomeIcon size={16} />
              <span className="hidden sm:inline">{t('back_to_lobby')}</span>
            </Link>
          </div>
        </div>
      </div>
      {children}
    </div>
  );
}
