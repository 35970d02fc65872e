import type { CallDef } from '@jade/contract/call';
import {
  openPayload,
  SEALED_MAX_SKEW_MS,
  SealedPayloadError,
  sealedPayloadSchema,
  sealedReplayKey,
  type OpeningKey,
} from '@jade/contract/sealed-payload';
import type { FastifyRequest } from 'fastify';
import { AppError, RequestParamError } from '../errors';
import type { CounterStore } from '../rate-limit/counter-store';

/** The server's sealing keys: the current one first, then older ones still accepted (rotation). */
export interface SealingKeyring {
  openingKeys(): Promise<readonly OpeningKey[]>;
  /** Reloads the keys (another instance may have rotated them); called once on an unknown kid. */
  reload(): Promise<void>;
}

/** Opens the sealed body of an `encrypted` call and returns the JSON inside, unvalidated. */
export type SealedBodyOpener = (request: FastifyRequest, call: CallDef) => Promise<unknown>;

function sealedFailure(error: SealedPayloadError): AppError {
  // The reason helps the site (unknown_kid: fetch the key again; stale: check the clock) and tells an
  // attacker nothing: every decryption failure is the same 'decrypt_failed'.
  return new AppError(error.code, 400, { reason: error.reason });
}

export function createSealedBodyOpener(deps: {
  keyring: SealingKeyring;
  /** Remembers each opened payload for twice the timestamp window; a repeat is refused. */
  replay: CounterStore;
  now?: () => number;
}): SealedBodyOpener {
  const now = deps.now ?? Date.now;
  return async (request, call) => {
    const target = { method: call.method, path: call.path };
    const open = async () => openPayload(await deps.keyring.openingKeys(), request.body, target, now());
    let opened: unknown;
    try {
      opened = await open();
    } catch (error) {
      if (!(error instanceof SealedPayloadError)) throw error;
      if (error.reason !== 'unknown_kid') throw sealedFailure(error);
      await deps.keyring.reload();
      try {
        opened = await open();
      } catch (again) {
        if (again instanceof SealedPayloadError) throw sealedFailure(again);
        throw again;
      }
    }
    const sealed = sealedPayloadSchema.parse(request.body);
    const fresh = await deps.replay.claim(`sealed:${sealedReplayKey(sealed)}`, 2 * SEALED_MAX_SKEW_MS);
    if (!fresh) throw new AppError('request_param_err', 400, { reason: 'replayed' });
    return opened;
  };
}

/** Validates an opened body with the call's schema: 400 `request_param_err` naming the first bad field. */
export function parseOpenedBody(call: CallDef, opened: unknown): unknown {
  if (!call.body) return opened;
  const parsed = call.body.safeParse(opened);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RequestParamError(issue && issue.path.length > 0 ? issue.path.join('.') : 'body');
}
