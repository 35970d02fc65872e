import type { z } from 'zod';
import type { ModuleId } from './module-ids';
import type { OperatorPermission } from './ops-roles';

/**
 * Who may make a call. `public`: anyone; `member`: a valid session token of any account type;
 * `real-member`: a session that is not a trial account (type 4); `agent`: agent types only;
 * `operator`: a back-office operator session (`/ops/*` calls; a player token is refused).
 */
export type CallAuth = 'public' | 'member' | 'real-member' | 'agent' | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call, typed once and used by both the server (route) and the site (client). */
export interface CallDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  module: ModuleId;
  auth: CallAuth;
  /** Operator calls: what the operator's role must allow (ops-roles.ts); the server checks it. */
  permission?: OperatorPermission;
  /** Password-carrying calls are sent encrypted (design brief, "API conventions"). */
  encrypted?: boolean;
  summary: string;
  query?: Q;
  body?: B;
  value: V;
}

export function defineCall<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(
  def: CallDef<Q, B, V>,
): CallDef<Q, B, V> {
  return def;
}

/**
 * What a client needs to make a call, without its schemas: the site sends calls through these
 * (call-routes.ts), so that its first load carries no validation code (docs/decisions.md P3). The
 * call's types travel with it in `__call`, which never exists at run time.
 */
export interface CallRoute<C extends CallDef = CallDef> {
  method: HttpMethod;
  path: string;
  module: ModuleId;
  auth: CallAuth;
  permission?: OperatorPermission;
  encrypted?: boolean;
  readonly __call?: C;
}

/** The routes of a table of calls, key for key. */
export type CallRoutes<T> = { [K in keyof T]: T[K] extends CallDef ? CallRoute<T[K]> : never };

/** A call, or its route: either one types a client's call. */
type DefOf<C> = C extends CallDef ? C : C extends CallRoute<infer D> ? D : never;

export type CallQuery<C> = DefOf<C> extends CallDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> = DefOf<C> extends CallDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type CallValue<C> = DefOf<C> extends CallDef<z.ZodType, z.ZodType, infer V> ? z.output<V> : never;
