import { idPrefix, svgOpen } from './svg-kit';

/**
 * The Jade brand logo (200×56): a faceted jade gem set in gold, and a JADE wordmark whose
 * geometric letters are drawn as strokes (no font needed).
 */
export function brandLogoSvg(): string {
  const id = idPrefix('brand');
  const letters =
    'M84 12V35C84 42 79 45 74 45C69 45 65 42 64 37M90 45L104.5 11.5L119 45M96.5 33H112.5M127 12V45H135C146 45 152 38 152 28.5C152 19 146 12 135 12ZM182 12H161V45H182M161 28.5H177';
  return (
    svgOpen(200, 56, 'Jade', id) +
    `<defs>` +
    `<linearGradient id="${id}g" x1="0" y1="10" x2="0" y2="46" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff7cf"/><stop offset=".45" stop-color="#f5c842"/><stop offset=".55" stop-color="#e0a527"/><stop offset="1" stop-color="#9a5e0c"/></linearGradient>` +
    `<linearGradient id="${id}j" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="#a8ffd9"/><stop offset=".5" stop-color="#12b981"/><stop offset="1" stop-color="#045a3c"/></linearGradient>` +
    `</defs>` +
    // Its shadow: an offset dark copy of the outline (no SVG filter: decision P13).
    `<g transform="translate(0 1.5)" opacity=".4"><path d="M28 3L50 15.5V40.5L28 53L6 40.5V15.5Z" stroke="#000" stroke-width="5"/>` +
    `<path d="${letters}" fill="none" stroke="#000" stroke-width="11"/></g><g>` +
    `<path d="M28 3L50 15.5V40.5L28 53L6 40.5V15.5Z" fill="url(#${id}j)" stroke="#1b1206" stroke-width="5"/>` +
    `<path d="M28 3L50 15.5V40.5L28 53L6 40.5V15.5Z" fill="url(#${id}j)" stroke="url(#${id}g)" stroke-width="2.5"/>` +
    `<path d="M28 16L39 22V34L28 40L17 34V22Z" fill="#d6fff0" fill-opacity=".35" stroke="#eafff6" stroke-opacity=".7" stroke-width="1"/>` +
    `<path d="M28 3V16M50 15.5L39 22M50 40.5L39 34M28 53V40M6 40.5L17 34M6 15.5L17 22" stroke="#eafff6" stroke-opacity=".5" stroke-width="1"/>` +
    `<path d="M8 17L28 5V16L17 22Z" fill="#fff" opacity=".35"/>` +
    `<path d="M50 40.5L28 53V40L39 34Z" fill="#000" opacity=".2"/>` +
    `<path d="M${'46 6'}q1 3 4 4q-3 1 -4 4q-1 -3 -4 -4q3 -1 4 -4Z" fill="#fff"/>` +
    `<path d="${letters}" fill="none" stroke="#1b1206" stroke-width="11"/>` +
    `<path d="${letters}" fill="none" stroke="url(#${id}g)" stroke-width="7" stroke-linejoin="miter"/>` +
    `<path d="M84 14V33M127.5 14.5V43M161.5 14.5V43" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/>` +
    `</g></svg>`
  );
}
