import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAll, type RuleText } from '@jade/contract/inhouse-engine/index';
import cn from '@jade/i18n/locales/cn.json' with { type: 'json' };
import de from '@jade/i18n/locales/de.json' with { type: 'json' };
import en from '@jade/i18n/locales/en.json' with { type: 'json' };
import my from '@jade/i18n/locales/my.json' with { type: 'json' };
import { gameTexts } from './game-texts';

/** The site's i18next set-up (lib/i18n.ts): numbered placeholders, EN fallback, flat keys. */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'EN',
    fallbackLng: 'EN',
    resources: {
      EN: { translation: en },
      MY: { translation: my },
      CN: { translation: cn },
      DE: { translation: de },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
});

function textsOf(d: ReturnType<typeof describeAll>[number]): RuleText[] {
  const all = [...d.rules];
  if (d.kind === 'slot') all.push(d.description);
  if (d.kind === 'table') all.push(d.drawingRules.player, ...d.drawingRules.banker);
  return all;
}

const render = (lng: string, d: ReturnType<typeof describeAll>[number]) => {
  const t = i18n.getFixedT(lng);
  const texts = gameTexts(t, i18n, d.gameId);
  return textsOf(d).map((r) => texts.rule(r));
};

describe('in-house rules as data', () => {
  it('every rule key and every named symbol has EN, MY and CN texts', () => {
    for (const d of describeAll()) {
      for (const r of textsOf(d)) {
        for (const catalogue of [en, my, cn] as Record<string, string>[]) {
          expect(catalogue[r.key], `${d.gameId}: ${r.key}`).toBeTruthy();
          for (const a of r.args)
            if (typeof a !== 'number') {
              const key = d.gameId === 'fish' ? `ih_fish_${a.symbol}` : `ih_sym_${d.gameId}_${a.symbol}`;
              expect(catalogue[key], key).toBeTruthy();
            }
        }
      }
    }
  });

  it('renders the published English sentences with the engine figures, no placeholder left', () => {
    const lotus = describeAll().find((d) => d.gameId === 'lotus-fortune')!;
    const enText = render('EN', lotus);
    expect(enText[0]).toBe('5 reels, 3 rows, 25 fixed lines. Total bet = coin value × 25.');
    expect(enText).toContain(
      'Lotus Wild substitutes for every symbol except Temple Bell, and pays on its own as shown.',
    );
    expect(enText).toContain(
      'Free spins play on their own reels with the same bet; every free-spin win is multiplied by 3.',
    );
    expect(enText.at(-1)).toBe(
      '25 lines and many wilds; 3 or more Temple Bells award 10, 15 or 20 free spins at ×3.',
    );
    const fish = render(
      'EN',
      describeAll().find((d) => d.gameId === 'fish')!,
    );
    expect(fish).toContain('Example: a Shark pays ×20 and is caught 4.8% of the time.');
    for (const d of describeAll())
      for (const lng of ['EN', 'MY', 'CN'])
        for (const s of render(lng, d)) expect(s).not.toMatch(/\{\d+\}|ih_/);
  });

  it('translates with the same figures and names (Burmese, Chinese, and the other catalogues)', () => {
    const lotus = describeAll().find((d) => d.gameId === 'lotus-fortune')!;
    expect(render('CN', lotus)[0]).toBe('5 个转轴、3 行、25 条固定线。总投注 = 硬币面值 × 25。');
    expect(render('CN', lotus)[3]).toContain('莲花百搭');
    expect(render('MY', lotus)[0]).toContain('25');
    expect(render('MY', lotus)[0]).not.toBe(render('EN', lotus)[0]);
    const baccarat = describeAll().find((d) => d.gameId === 'baccarat')!;
    const digits = (lines: string[]) => lines.map((l) => (l.match(/\d+/g) ?? []).join(' '));
    expect(render('DE', baccarat)).not.toEqual(render('EN', baccarat));
    expect(digits(render('DE', baccarat)).join('|').replace(/\s+/g, '')).toBe(
      digits(render('EN', baccarat)).join('|').replace(/\s+/g, ''),
    );
  });
});
