import { defineCall } from './call';
import {
  memberProfileSchema,
  opsProfileCorrectionSchema,
  opsProfileQuerySchema,
  opsProfileSchema,
  profileUpdateBodySchema,
} from './profile';

/** The player's personal details (docs/api.md "Personal details"): each call answers for the caller. */
export const profileCalls = {
  profile: defineCall({
    method: 'GET',
    path: '/wps/member/info/profile',
    module: 'COMM3',
    auth: 'real-member',
    summary: "The caller's personal details and which of them are locked",
    value: memberProfileSchema,
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: '/wps/member/info',
    module: 'COMM3',
    auth: 'real-member',
    summary: 'Changes personal details; the real name and the birthday only while they are not set',
    body: profileUpdateBodySchema,
    value: memberProfileSchema,
  }),
};

/** Customer service reads a player's details and corrects a locked one (audited). */
export const opsProfileCalls = {
  playerProfile: defineCall({
    method: 'GET',
    path: '/ops/players/profile',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: "A player's personal details, with who set the birthday",
    query: opsProfileQuerySchema,
    value: opsProfileSchema,
  }),
  correctProfile: defineCall({
    method: 'POST',
    path: '/ops/players/profile',
    module: 'COMM3',
    auth: 'operator',
    permission: 'freeze',
    summary: "Corrects a player's real name or birthday after an ID check, with a reason (audited)",
    body: opsProfileCorrectionSchema,
    value: opsProfileSchema,
  }),
};
