import type { Plugin } from 'vite';

/**
 * Radix's focus scope and dismissable layer register themselves (the focus trap's stack, the Escape
 * and outside-click stack of layers) in `useEffect`. React runs the effects of a click's render before
 * the next input event; Preact runs every `useEffect` after the next paint. A dialog opened over
 * another dialog (a transfer over the agent centre) was therefore on screen for a frame while the
 * outer dialog's trap was still the active one: focusing a field of the new dialog in that frame sent
 * the focus back to the outer dialog, and what was typed went there (decision P11).
 *
 * This plugin makes those two modules register in `useLayoutEffect`, in the commit that shows the
 * dialog, as React would have before any input. The build fails if a Radix update changes the code so
 * that the rewrite no longer applies.
 */
const MODULES: { file: RegExp; effects: number }[] = [
  { file: /@radix-ui[\\/]react-focus-scope[\\/]dist[\\/]index\.mjs$/, effects: 4 },
  { file: /@radix-ui[\\/]react-dismissable-layer[\\/]dist[\\/]index\.mjs$/, effects: 8 },
];

const EFFECT = /\bReact\.useEffect\(/g;

export function radixLayerEffects(): Plugin {
  return {
    name: 'jade-radix-layer-effects',
    enforce: 'pre',
    transform(code, id) {
      const target = MODULES.find((m) => m.file.test(id.split('?')[0] ?? id));
      if (!target) return null;
      const found = code.match(EFFECT)?.length ?? 0;
      if (found !== target.effects) {
        throw new Error(
          `radix-layer-effects: ${id} has ${found} React.useEffect calls, ${target.effects} expected; ` +
            'check the Radix update against decision P11 before changing the count',
        );
      }
      return { code: code.replace(EFFECT, 'React.useLayoutEffect('), map: null };
    },
  };
}
