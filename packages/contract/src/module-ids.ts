/**
 * Module ids of the white-label module tree (wire reference §3). Each call belongs to one; a call whose
 * module is switched off answers `function.not.available`.
 */
export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'VERIFICATION3',
  'LOGINIPVERF3',
  'PWDEXPFORCECHANGE3',
  'PASS3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'FREEPLAY3',
  'CAPTCHA3',
  'GEETEST3',
  'AFFMAN3',
  'PROFPIC3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOREC3',
  'GAMELOFAV3',
  'AGEANNOUNCE3',
  'REWCEN3',
  'PTSYS3',
  'MEMTRANS3',
  'FUNDTRANS3',
  'INBOX3',
  'CBS3',
  'FEEDBACK3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'AGENTPOLICY3',
] as const;

export type ModuleId = (typeof MODULE_IDS)[number];

/** A node of the module tree as the server sends it. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** Flattens the tree to `{ [modId]: enabled }`; a child is on only when its parents are on too. */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  parentOn = true,
): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    flags[node.modId] = on;
    Object.assign(flags, flattenWhitelabel(node.childrenNodes, on));
  }
  return flags;
}
