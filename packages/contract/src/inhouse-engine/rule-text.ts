/**
 * Rule texts as data: the engines describe their rules as i18n keys with numbered arguments ({0},
 * {1}… as every text of the site, spec §9) and the site renders them in the reader's language. A
 * `{ symbol }` argument is a symbol or fish id of the game, which the site names in that language too.
 */
export type RuleArg = number | { symbol: string };

export interface RuleText {
  /** Key in packages/i18n/locales (ih_rule_*, ih_slot_about_*). */
  key: string;
  args: RuleArg[];
}

export const ruleText = (key: string, ...args: RuleArg[]): RuleText => ({ key, args });

/** A symbol argument: named by the site in the reader's language. */
export const sym = (symbol: string): RuleArg => ({ symbol });
