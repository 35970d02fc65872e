import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { radixLayerEffects } from './radix-layer-effects';

const require = createRequire(import.meta.url);
const installed = (name: string) => require.resolve(name).replace(/index\.js$/, 'index.mjs');
const focusScope = installed('@radix-ui/react-focus-scope');
const layer = installed('@radix-ui/react-dismissable-layer');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = radixLayerEffects().transform as unknown as Transform;

describe('radix layer rewrites', () => {
  it('registers the installed focus scope in layout effects, and leaves other modules alone', () => {
    const code = readFileSync(focusScope, 'utf8');
    const out = transform(code, focusScope);
    expect(out?.code).not.toMatch(/React\.useEffect\(/);
    expect(out?.code.match(/React\.useLayoutEffect\(/g)).toHaveLength(4);
    expect(transform(code, '/x/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBeNull();
  });

  it('takes the body pointer lock out of the installed dismissable layer, keeping the layers’ own', () => {
    const code = readFileSync(layer, 'utf8');
    const out = transform(code, layer)?.code ?? '';
    expect(out).not.toMatch(/body\.style\.pointerEvents =/);
    expect(out).not.toMatch(/React\.useEffect\(/);
    // Lower layers still stop the pointer by their own style.
    expect(out).toMatch(/pointerEvents: isBodyPointerEventsDisabled/);
  });

  it('stops the build when a Radix update changes what it rewrites', () => {
    expect(() => transform('React.useEffect(() => {});', focusScope)).toThrow(/1 matches .* 4 expected/);
  });
});
