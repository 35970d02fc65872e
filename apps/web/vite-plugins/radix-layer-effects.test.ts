import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { radixLayerEffects } from './radix-layer-effects';

const require = createRequire(import.meta.url);
const focusScope = require.resolve('@radix-ui/react-focus-scope').replace(/index\.js$/, 'index.mjs');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = radixLayerEffects().transform as unknown as Transform;

describe('radix layer effects', () => {
  it('registers the installed focus scope in layout effects, and leaves other modules alone', () => {
    const code = readFileSync(focusScope, 'utf8');
    const out = transform(code, focusScope);
    expect(out?.code).not.toMatch(/React\.useEffect\(/);
    expect(out?.code.match(/React\.useLayoutEffect\(/g)).toHaveLength(4);
    expect(transform(code, '/x/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBeNull();
  });

  it('stops the build when a Radix update changes the number of effects', () => {
    const code = 'React.useEffect(() => {});';
    expect(() => transform(code, focusScope)).toThrow(/1 React\.useEffect calls, 4 expected/);
  });
});
