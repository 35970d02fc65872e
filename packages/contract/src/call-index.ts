import { accountCalls } from './account-calls';
import { agentContractCalls } from './agent-contract-calls';
import { agentReportCalls } from './agent-report-calls';
import { agentTeamCalls } from './agent-team-calls';
import { betRecordCalls } from './bet-record-calls';
import type { CallDef } from './call';
import { chatCalls, opsChatCalls } from './chat-calls';
import { contentCalls, opsContentCalls } from './content-calls';
import { gameCalls } from './game-calls';
import { inhouseGameCalls } from './inhouse-game-calls';
import { lotteryCalls } from './lottery-calls';
import { missionCalls, opsMissionCalls } from './mission-calls';
import { opsAgentContractCalls } from './ops-agent-calls';
import { opsAgentReportCalls } from './ops-agent-report-calls';
import { opsAgentSettlementCalls } from './ops-agent-settlement-calls';
import { opsPaymentSettingsCalls } from './ops-payment-settings-calls';
import { opsGameCalls } from './ops-game-calls';
import { opsPlayerCalls } from './ops-player-calls';
import { opsDashboardCalls } from './ops-dashboard-calls';
import { operatorCalls, paymentCalls } from './payment-calls';
import { opsRewardCalls } from './ops-reward-calls';
import { opsSessionCalls } from './ops-session-calls';
import { opsSettingsCalls } from './ops-settings-calls';
import { opsPointCalls, pointCalls } from './point-calls';
import { opsProfileCalls, profileCalls } from './profile-calls';
import { opsWheelCalls, wheelCalls } from './prize-wheel-calls';
import { rewardCalls } from './reward-calls';
import { systemCalls } from './system-calls';
import { walletCalls } from './wallet-calls';

/** Every table of calls, by its export name and module: the source of call-routes.ts. */
export const CALL_TABLES: readonly { name: string; module: string; calls: Record<string, CallDef> }[] = [
  { name: 'accountCalls', module: 'account-calls', calls: accountCalls },
  { name: 'agentContractCalls', module: 'agent-contract-calls', calls: agentContractCalls },
  { name: 'opsAgentContractCalls', module: 'ops-agent-calls', calls: opsAgentContractCalls },
  { name: 'agentReportCalls', module: 'agent-report-calls', calls: agentReportCalls },
  { name: 'opsAgentReportCalls', module: 'ops-agent-report-calls', calls: opsAgentReportCalls },
  { name: 'opsAgentSettlementCalls', module: 'ops-agent-settlement-calls', calls: opsAgentSettlementCalls },
  { name: 'opsDashboardCalls', module: 'ops-dashboard-calls', calls: opsDashboardCalls },
  { name: 'agentTeamCalls', module: 'agent-team-calls', calls: agentTeamCalls },
  { name: 'betRecordCalls', module: 'bet-record-calls', calls: betRecordCalls },
  { name: 'chatCalls', module: 'chat-calls', calls: chatCalls },
  { name: 'opsChatCalls', module: 'chat-calls', calls: opsChatCalls },
  { name: 'contentCalls', module: 'content-calls', calls: contentCalls },
  { name: 'opsContentCalls', module: 'content-calls', calls: opsContentCalls },
  { name: 'gameCalls', module: 'game-calls', calls: gameCalls },
  { name: 'inhouseGameCalls', module: 'inhouse-game-calls', calls: inhouseGameCalls },
  { name: 'lotteryCalls', module: 'lottery-calls', calls: lotteryCalls },
  { name: 'missionCalls', module: 'mission-calls', calls: missionCalls },
  { name: 'opsMissionCalls', module: 'mission-calls', calls: opsMissionCalls },
  { name: 'paymentCalls', module: 'payment-calls', calls: paymentCalls },
  { name: 'operatorCalls', module: 'payment-calls', calls: operatorCalls },
  { name: 'pointCalls', module: 'point-calls', calls: pointCalls },
  { name: 'opsPointCalls', module: 'point-calls', calls: opsPointCalls },
  { name: 'profileCalls', module: 'profile-calls', calls: profileCalls },
  { name: 'opsProfileCalls', module: 'profile-calls', calls: opsProfileCalls },
  { name: 'wheelCalls', module: 'prize-wheel-calls', calls: wheelCalls },
  { name: 'opsWheelCalls', module: 'prize-wheel-calls', calls: opsWheelCalls },
  { name: 'rewardCalls', module: 'reward-calls', calls: rewardCalls },
  { name: 'opsRewardCalls', module: 'ops-reward-calls', calls: opsRewardCalls },
  { name: 'opsPlayerCalls', module: 'ops-player-calls', calls: opsPlayerCalls },
  { name: 'opsGameCalls', module: 'ops-game-calls', calls: opsGameCalls },
  { name: 'opsPaymentSettingsCalls', module: 'ops-payment-settings-calls', calls: opsPaymentSettingsCalls },
  { name: 'opsSessionCalls', module: 'ops-session-calls', calls: opsSessionCalls },
  { name: 'opsSettingsCalls', module: 'ops-settings-calls', calls: opsSettingsCalls },
  { name: 'systemCalls', module: 'system-calls', calls: systemCalls },
  { name: 'walletCalls', module: 'wallet-calls', calls: walletCalls },
];

/** The call of a method and path (the site checks answers against it in development). */
export function findCall(method: string, path: string): CallDef | undefined {
  for (const table of CALL_TABLES) {
    for (const call of Object.values(table.calls)) {
      if (call.method === method && call.path === path) return call;
    }
  }
  return undefined;
}

/** The source of call-routes.ts (written by `npm run call-routes -w @jade/contract`). */
export function renderCallRoutes(): string {
  const modules = [...new Set(CALL_TABLES.map((table) => table.module))];
  const alias = (module: string) => `${module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Module`;
  const lines = [
    '// Generated from the calls of this package by `npm run call-routes -w @jade/contract`: do not edit.',
    "// The site's calls without their schemas (call.ts CallRoute; docs/decisions.md P3). A test fails",
    '// when this file and the calls differ.',
    "import type { CallRoutes } from './call';",
    ...modules.map((module) => `import type * as ${alias(module)} from './${module}';`),
  ];
  for (const table of CALL_TABLES) {
    lines.push('', `export const ${table.name} = {`);
    for (const [key, call] of Object.entries(table.calls)) {
      const fields = [
        `method: '${call.method}'`,
        `path: '${call.path}'`,
        `module: '${call.module}'`,
        `auth: '${call.auth}'`,
        ...(call.permission ? [`permission: '${call.permission}'`] : []),
        ...(call.encrypted ? ['encrypted: true'] : []),
      ];
      lines.push(`  ${key}: { ${fields.join(', ')} },`);
    }
    lines.push(`} as CallRoutes<typeof ${alias(table.module)}.${table.name}>;`);
  }
  return `${lines.join('\n')}\n`;
}
