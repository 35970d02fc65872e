import type en from '../locales/en.json';

/** The English catalogue is the source: its keys are the keys every other language may translate. */
export type Catalogue = typeof en;
export type MessageKey = keyof Catalogue;

/** Fills numbered placeholders `{0}`, `{1}`… (spec §9). Unknown placeholders are left as they are. */
export function formatMessage(template: string, args: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
