import { useTranslation } from '../../lib/use-translation';
import type { OpsTextKey } from '../texts/en';

/** `t` over the console's own catalogue (texts/en.ts), typed by its keys. */
export type OpsT = (key: OpsTextKey, values?: Record<string, unknown> & { defaultValue?: string }) => string;

/** The console's texts: the site's one-`t`-per-language hook, with the console's keys. */
export function useOpsText(): { t: OpsT } {
  const { t } = useTranslation();
  return { t: t as unknown as OpsT };
}
