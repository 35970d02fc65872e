import { defineCall } from './call';
import {
  opsWheelQuerySchema,
  opsWheelSettingsSchema,
  opsWheelTicketsBodySchema,
  opsWheelTicketsValueSchema,
  opsWheelValueSchema,
  wheelSpinBodySchema,
  wheelSpinValueSchema,
  wheelValueSchema,
} from './prize-wheel';

/** The prize wheel (docs/api.md "Prize wheel", decision R9): each call answers for the caller. */
export const wheelCalls = {
  wheel: defineCall({
    method: 'GET',
    path: '/wps/rewards/wheel',
    module: 'REWCEN3',
    auth: 'member',
    summary: "The wheel's segments, the caller's unused tickets, today's deposit ticket and the last spins",
    value: wheelValueSchema,
  }),
  spin: defineCall({
    method: 'POST',
    path: '/wps/rewards/wheel/spin',
    module: 'REWCEN3',
    auth: 'member',
    summary: 'Uses one ticket: the server draws a segment and pays its prize (the same key: the same spin)',
    body: wheelSpinBodySchema,
    value: wheelSpinValueSchema,
  }),
};

/** Operator calls of the wheel; every write is audited. */
export const opsWheelCalls = {
  wheel: defineCall({
    method: 'GET',
    path: '/ops/rewards/wheel',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: "A brand's prize wheel: segments with their weights, the deposit that earns a ticket",
    query: opsWheelQuerySchema,
    value: opsWheelValueSchema,
  }),
  setWheel: defineCall({
    method: 'POST',
    path: '/ops/rewards/wheel',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
    summary: "Replaces a brand's prize wheel",
    body: opsWheelSettingsSchema,
    value: opsWheelValueSchema,
  }),
  issueTickets: defineCall({
    method: 'POST',
    path: '/ops/rewards/wheel/tickets',
    module: 'COMM3',
    auth: 'operator',
    permission: 'adjust',
    summary: 'Issues prize-wheel tickets to a member, with a reason',
    body: opsWheelTicketsBodySchema,
    value: opsWheelTicketsValueSchema,
  }),
};
