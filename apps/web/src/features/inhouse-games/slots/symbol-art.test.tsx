import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SLOT_MACHINES } from '@jade/contract/inhouse-engine/slots/index';
import { SymbolArt } from './symbol-art';

describe('slot symbol art', () => {
  it.each(SLOT_MACHINES.map((m) => [m.id, m] as const))(
    '%s: every symbol has its own drawing',
    (id, machine) => {
      const drawings = new Set<string>();
      for (const symbol of machine.symbols) {
        const svg = renderToStaticMarkup(<SymbolArt gameId={id} symbol={symbol.id} label={symbol.name} />);
        expect(svg, `${id}/${symbol.id}`).not.toContain('data-fallback');
        expect(svg).toContain(`aria-label="${symbol.name}"`);
        // Ids differ per render; compare the drawing without them.
        drawings.add(
          svg.replace(
            /id="[^"]*"|url\(#[^)]*\)|aria-label="[^"]*"|<title>[^<]*<\/title>|data-symbol="[^"]*"/g,
            '',
          ),
        );
      }
      expect(drawings.size).toBe(machine.symbols.length);
    },
  );
});
