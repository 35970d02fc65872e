import type { Plugin } from 'vite';

/**
 * Two build-time rewrites of Radix's layer modules, each counted so that the build fails when a Radix
 * update changes the code they apply to.
 *
 * 1. **Effects in the commit (decision P11).** Radix's focus scope and dismissable layer register
 *    themselves (the focus trap's stack, the Escape and outside-click stack of layers) in `useEffect`.
 *    React runs the effects of a click's render before the next input event; Preact runs every
 *    `useEffect` after the next paint. A dialog opened over another dialog (a transfer over the agent
 *    centre) was therefore on screen for a frame while the outer dialog's trap was still the active
 *    one: focusing a field of the new dialog in that frame sent the focus back to the outer dialog, and
 *    what was typed went there. Here they register in `useLayoutEffect`, as React would have.
 *
 * 2. **No `pointer-events: none` on `<body>` (decision P12).** A modal layer set it on the body while
 *    open, an inherited property: every element of the page had its style computed again when a dialog
 *    opened and again when it closed (30–45 ms each on a slow phone for a 1,000-element page; the
 *    first-visit popup paid it inside the first load). Dialogs have an overlay over the page that takes
 *    the pointer already, and the layer under a newer one still gets `pointer-events: none` on itself
 *    (the layer's own style, which Radix computes from its stack, not from the body).
 */
interface Rewrite {
  file: RegExp;
  pattern: RegExp;
  expected: number;
  replacement: string;
}

const REWRITES: Rewrite[] = [
  {
    file: /@radix-ui[\\/]react-focus-scope[\\/]dist[\\/]index\.mjs$/,
    pattern: /\bReact\.useEffect\(/g,
    expected: 4,
    replacement: 'React.useLayoutEffect(',
  },
  {
    file: /@radix-ui[\\/]react-dismissable-layer[\\/]dist[\\/]index\.mjs$/,
    pattern: /\bReact\.useEffect\(/g,
    expected: 8,
    replacement: 'React.useLayoutEffect(',
  },
  {
    file: /@radix-ui[\\/]react-dismissable-layer[\\/]dist[\\/]index\.mjs$/,
    pattern: /\bownerDocument\.body\.style\.pointerEvents = (?:"none"|originalBodyPointerEvents);/g,
    expected: 2,
    replacement: '/* jade: no body pointer lock (decision P12) */',
  },
];

export function radixLayerEffects(): Plugin {
  return {
    name: 'jade-radix-layer-effects',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const rewrites = REWRITES.filter((r) => r.file.test(file));
      if (rewrites.length === 0) return null;
      let out = code;
      for (const r of rewrites) {
        const found = out.match(r.pattern)?.length ?? 0;
        if (found !== r.expected) {
          throw new Error(
            `radix-layer-effects: ${id} has ${found} matches of ${String(r.pattern)}, ${r.expected} expected; ` +
              'check the Radix update against decisions P11 and P12 before changing the count',
          );
        }
        out = out.replace(r.pattern, r.replacement);
      }
      return { code: out, map: null };
    },
  };
}
