import { create } from 'zustand';
import { flattenWhitelabel } from '@jade/contract/module-ids';
import type { ModuleId } from '@jade/contract/module-ids';
import type { Region, SystemStatusValue } from '@jade/contract/system';

/** What the start-up flow learnt about the site: brand configuration, region, module switches. */
interface SiteState {
  status: SystemStatusValue | null;
  region: Region | null;
  flags: Record<string, boolean>;
  setBoot(status: SystemStatusValue, region: Region | null): void;
}

export const useSiteStore = create<SiteState>((set) => ({
  status: null,
  region: null,
  flags: {},
  setBoot(status, region) {
    set({ status, region, flags: flattenWhitelabel(status.info.whitelabel) });
  },
}));

/** Whether a module of the white-label tree is switched on. */
export function useModule(id: ModuleId): boolean {
  return useSiteStore((s) => s.flags[id] === true);
}

export function useBrandName(): string {
  return useSiteStore((s) => s.status?.info.brand.name ?? 'Jade');
}
