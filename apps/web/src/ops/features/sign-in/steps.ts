import type { CallValue } from '@jade/contract/call';
import type { opsSessionCalls } from '@jade/contract/call-routes';

/** What the password step answers: the challenge of the code step (with a new secret to enrol). */
export type Challenge = CallValue<typeof opsSessionCalls.login>;
export type OperatorSession = CallValue<typeof opsSessionCalls.verify>;
