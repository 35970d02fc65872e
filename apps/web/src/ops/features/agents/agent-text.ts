import { isAgentType } from '@jade/contract/account-types';
import type { ContractKind, ContractValue } from '@jade/contract/agent-contracts';
import type { Tone } from '../../../ui/status-badge';
import type { OpsT } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';

/** An agent's page; the brand rides along so that its contracts load without a look-up. */
export const agentPath = (memberId: number, merchantCode?: string) =>
  `/agents/${memberId}${merchantCode ? `?brand=${encodeURIComponent(merchantCode)}` : ''}`;

export const memberTypeText = (t: OpsT, type: number) =>
  t(isAgentType(type) ? 'players_agent' : 'agents_player');

export const kindText = (t: OpsT, kind: ContractKind) => t(`agents_kind_${kind}` as OpsTextKey);

export const statusText = (t: OpsT, status: ContractValue['status']) =>
  t(`agents_contract_${status}` as OpsTextKey);

export const STATUS_TONES: Record<ContractValue['status'], Tone> = {
  applying: 'info',
  refused: 'neutral',
  approved: 'success',
  terminating: 'warning',
  closed: 'neutral',
  paused: 'warning',
};

/** Basis points as a percentage (150 → "1.50 %"). */
export const percent = (bps: number) => `${(bps / 100).toFixed(2)} %`;
