/** Member `type` values (spec §4, §6). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export function isAgentType(type: number | null | undefined): boolean {
  return type != null && (AGENT_TYPES as readonly number[]).includes(type);
}

export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_TYPE;
}
