import { z } from 'zod';
import { defineCall } from './call';
import { gameVendorValueSchema } from './games';
import {
  countrySchema,
  domainRouteValueSchema,
  languageUpdateBodySchema,
  locationSchema,
  registerRulesSchema,
  systemStatusQuerySchema,
  systemStatusValueSchema,
  whitelabelNodeSchema,
} from './system';

/** Boot and system calls (spec §7 login group and common calls; wire reference §2.2). */
export const systemCalls = {
  status: defineCall({
    method: 'GET',
    path: '/wps/system/status',
    module: 'COMM3',
    auth: 'public',
    summary: 'Permission call: maintenance, region restriction, location and the brand configuration',
    query: systemStatusQuerySchema,
    value: systemStatusValueSchema,
  }),
  whitelabel: defineCall({
    method: 'GET',
    path: '/wps/system/whitelabel',
    module: 'COMM3',
    auth: 'public',
    summary: 'The module tree of the merchant',
    value: z.array(whitelabelNodeSchema),
  }),
  domainRoute: defineCall({
    method: 'GET',
    path: '/wps/system/domainRoute',
    module: 'COMM3',
    auth: 'public',
    summary: 'Domain routes and resource links of the merchant',
    value: domainRouteValueSchema,
  }),
  location: defineCall({
    method: 'GET',
    path: '/wps/system/location',
    module: 'COMM3',
    auth: 'public',
    summary: "The visitor's IP address and country code",
    value: locationSchema,
  }),
  countries: defineCall({
    method: 'GET',
    path: '/wps/system/country',
    module: 'COMM3',
    auth: 'public',
    summary: 'Countries of the brand with their dialing codes',
    value: z.array(countrySchema),
  }),
  registerSettings: defineCall({
    method: 'GET',
    path: '/wps/system/setting/register',
    module: 'REG3',
    auth: 'public',
    summary: 'Registration field rules',
    value: registerRulesSchema,
  }),
  updateLanguage: defineCall({
    method: 'POST',
    path: '/wps/member/language',
    module: 'COMM3',
    auth: 'public',
    summary: "Records the visitor's interface language (and the member's, when logged in)",
    body: languageUpdateBodySchema,
    value: z.object({ language: z.string() }),
  }),
  gameVendors: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    module: 'COMM3',
    auth: 'public',
    summary: 'Vendors per game category, for the main navigation and listing pages',
    query: z.object({ language: z.string().optional() }),
    value: gameVendorValueSchema,
  }),
} as const;
