import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstLoadGroups } from './first-load-chunks';

/** A module graph: id → [static imports, dynamic imports]. */
const src = (file: string) => `/w/src/${file}`;
const graph: Record<string, [string[], string[]?]> = {
  [src('main.tsx')]: [[src('lib/storage.ts'), src('app/boot.ts')], [src('app/mount.tsx')]],
  [src('lib/storage.ts')]: [[]],
  [src('app/boot.ts')]: [[src('lib/storage.ts')]],
  [src('app/mount.tsx')]: [[src('app/shell.tsx')]],
  [src('app/shell.tsx')]: [[src('ui/button.tsx'), src('app/boot.ts')], [src('features/member/centre.tsx')]],
  [src('ui/button.tsx')]: [[]],
  [src('features/member/centre.tsx')]: [[src('ui/button.tsx')]],
  [src('app/routes/home.tsx')]: [[src('features/home/tiles.tsx'), src('ui/game-tile.tsx')]],
  [src('app/routes/listing.tsx')]: [[src('features/games/grid.tsx'), src('ui/game-tile.tsx')]],
  [src('app/routes/category.tsx')]: [[src('ui/game-tile.tsx')]],
  [src('app/routes/promotions.tsx')]: [[src('ui/button.tsx')]],
  [src('app/routes/lottery.tsx')]: [[src('features/lottery/board.tsx')]],
  [src('features/banners/banner-strip.tsx')]: [[src('features/banners/carousel.ts')]],
  [src('features/home/tiles.tsx')]: [[]],
  [src('ui/game-tile.tsx')]: [[]],
  [src('features/games/grid.tsx')]: [[]],
  [src('features/lottery/board.tsx')]: [[]],
  [src('features/banners/carousel.ts')]: [[]],
  [src('ops/main.tsx')]: [[src('lib/storage.ts'), src('ui/button.tsx')]],
};

function chunkNames(): Record<string, string | null> {
  const { plugin, groups } = firstLoadGroups(10);
  const buildEnd = plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({ getModuleIds: () => Object.keys(graph)[Symbol.iterator]() });
  const ctx: ChunkingContext = {
    getModuleInfo: (id) =>
      graph[id]
        ? ({
            id,
            importedIds: graph[id][0],
            dynamicallyImportedIds: graph[id][1] ?? [],
          } as unknown as ModuleInfo)
        : null,
  };
  // As the bundler does: the groups by priority, each capturing what the ones before left.
  const ordered = [...groups].sort((a, b) => b.priority - a.priority);
  return Object.fromEntries(
    Object.keys(graph).map((id) => [
      id.replace('/w/src/', ''),
      ordered.map((group) => group.name(id, ctx)).find((name) => name) ?? null,
    ]),
  );
}

describe('first-load chunks', () => {
  const names = chunkNames();

  it('put what the entry imports in `start`, what the app imports beyond it in `app`', () => {
    expect(names['app/boot.ts']).toBe('start');
    expect(names['app/mount.tsx']).toBe('app');
    expect(names['app/shell.tsx']).toBe('app');
  });

  it('give each landing page its own code, and what several pages need to `pages`', () => {
    expect(names['features/home/tiles.tsx']).toBe('page-home');
    expect(names['features/games/grid.tsx']).toBe('page-listing');
    expect(names['features/lottery/board.tsx']).toBe('page-lottery');
    expect(names['app/routes/home.tsx']).toBe('page-home');
    expect(names['ui/game-tile.tsx']).toBe('pages');
    // The banner strip comes with every page that shows one (all but the lottery).
    expect(names['features/banners/carousel.ts']).toBe('pages');
  });

  it("keep the back office's code out of the player's chunks, and the player's app out of its", () => {
    expect(names['lib/storage.ts']).toBe('shared-start');
    expect(names['ui/button.tsx']).toBe('shared');
    expect(names['ops/main.tsx']).toBeNull();
  });

  it('leave code no first load runs, and the entry itself, to the bundler', () => {
    expect(names['features/member/centre.tsx']).toBeNull();
    expect(names['main.tsx']).toBeNull();
  });
});
