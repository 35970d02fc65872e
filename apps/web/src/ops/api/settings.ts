import type { CallBody, CallValue } from '@jade/contract/call';
import { opsSettingsCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type OpsSettings = CallValue<typeof opsSettingsCalls.settings>;
export type ModuleSwitch = OpsSettings['modules'][number];
export type RegisterRuleRow = OpsSettings['registerRules'][number];
export type CustomerServiceLink = OpsSettings['customerService'][number];

export const settingsKeys = {
  all: [OPS_KEY, 'settings'] as const,
  region: (region: string | undefined) => [OPS_KEY, 'settings', region ?? ''] as const,
};

/** One region's settings; `undefined` asks for the default region. */
export function useSettings(region: string | undefined) {
  return useQuery({
    queryKey: settingsKeys.region(region),
    queryFn: ({ signal }) => opsCall(opsSettingsCalls.settings, { query: region ? { region } : {}, signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export type SettingsChange =
  | { kind: 'module'; body: CallBody<typeof opsSettingsCalls.setModule> }
  | { kind: 'registerRule'; body: CallBody<typeof opsSettingsCalls.setRegisterRule> }
  | { kind: 'maintenance'; body: CallBody<typeof opsSettingsCalls.setMaintenance> }
  | { kind: 'regionRestriction'; body: CallBody<typeof opsSettingsCalls.setRegionRestriction> }
  | { kind: 'allowedCountry'; body: CallBody<typeof opsSettingsCalls.setAllowedCountry> }
  | { kind: 'allowedIp'; body: CallBody<typeof opsSettingsCalls.setAllowedIp> }
  | { kind: 'customerService'; body: CallBody<typeof opsSettingsCalls.setCustomerService> };

function send(change: SettingsChange): Promise<OpsSettings> {
  switch (change.kind) {
    case 'module':
      return opsCall(opsSettingsCalls.setModule, { body: change.body });
    case 'registerRule':
      return opsCall(opsSettingsCalls.setRegisterRule, { body: change.body });
    case 'maintenance':
      return opsCall(opsSettingsCalls.setMaintenance, { body: change.body });
    case 'regionRestriction':
      return opsCall(opsSettingsCalls.setRegionRestriction, { body: change.body });
    case 'allowedCountry':
      return opsCall(opsSettingsCalls.setAllowedCountry, { body: change.body });
    case 'allowedIp':
      return opsCall(opsSettingsCalls.setAllowedIp, { body: change.body });
    case 'customerService':
      return opsCall(opsSettingsCalls.setCustomerService, { body: change.body });
  }
}

/** Every change answers the region's settings as they are now: the page shows that answer at once. */
export function useChangeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (value) => {
      client.setQueryData(settingsKeys.region(value.region.code), value);
      void client.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
