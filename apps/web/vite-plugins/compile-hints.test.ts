import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, siteChunks } from './compile-hints';

function chunk(fileName: string, imports: string[], extra: Partial<OutputChunk> = {}): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    imports,
    dynamicImports: [],
    isEntry: false,
    facadeModuleId: null,
    code: `export const x = '${fileName}';`,
    ...extra,
  } as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
}

const site = () =>
  bundleOf(
    chunk('index.js', ['src.js'], {
      isEntry: true,
      name: 'index',
      facadeModuleId: '/w/index.html',
      dynamicImports: ['mount.js'],
    }),
    chunk('src.js', ['react.js'], { dynamicImports: ['listing.js', 'vip.js'] }),
    chunk('react.js', []),
    chunk('mount.js', ['router.js', 'src.js'], { facadeModuleId: '/w/src/app/mount.tsx' }),
    chunk('router.js', []),
    chunk('listing.js', ['grid.js'], { facadeModuleId: '/w/src/app/routes/listing.tsx' }),
    chunk('grid.js', []),
    chunk('vip.js', ['vip-chart.js'], { facadeModuleId: '/w/src/app/routes/vip.tsx' }),
    chunk('vip-chart.js', []),
    chunk('ops.js', ['ops-only.js', 'react.js'], {
      isEntry: true,
      name: 'ops',
      facadeModuleId: '/w/ops.html',
      dynamicImports: ['ops-page.js'],
    }),
    chunk('ops-only.js', []),
    chunk('ops-page.js', []),
  );

describe('compile hints', () => {
  it("marks every chunk the player site can load, statically or on demand, and not the back office's own", () => {
    const names = [...siteChunks(site())].map((c) => c.fileName).sort();
    expect(names).toEqual([
      'grid.js',
      'index.js',
      'listing.js',
      'mount.js',
      'react.js',
      'router.js',
      'src.js',
      'vip-chart.js',
      'vip.js',
    ]);
  });

  it('puts the hint on the first line of those chunks, once', () => {
    const bundle = site();
    const generate = compileHints().generateBundle as unknown as (o: unknown, b: OutputBundle) => void;
    generate({}, bundle);
    generate({}, bundle);
    const code = (name: string) => (bundle[name] as OutputChunk).code;
    expect(code('listing.js')).toBe(`${COMPILE_HINT}export const x = 'listing.js';`);
    expect(code('react.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('vip-chart.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('ops.js')).not.toContain('allFunctionsCalledOnLoad');
    expect(code('ops-only.js')).not.toContain('allFunctionsCalledOnLoad');
    expect(code('ops-page.js')).not.toContain('allFunctionsCalledOnLoad');
    expect(code('src.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});
