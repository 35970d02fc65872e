import { OPERATOR_TOTP } from '@jade/contract/ops-roles';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) of the back office: SHA-1, 6 digits, 30-second steps, the contract's figures, so any
 * authenticator app reads the QR code. Pure functions; where the secret lives is the caller's business.
 */
function totp(secret: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: OPERATOR_TOTP.issuer,
    label,
    algorithm: 'SHA1',
    digits: OPERATOR_TOTP.digits,
    period: OPERATOR_TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI of the enrolment's QR code, labelled with the username. */
export function otpauthUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The time step (a counter of 30-second periods) of an instant. */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: OPERATOR_TOTP.periodSeconds, timestamp: nowMs });
}

/** The code of `secret` for a time step. */
export function totpCodeForStep(secret: string, step: number): string {
  return totp(secret).generate({ timestamp: step * OPERATOR_TOTP.periodSeconds * 1000 });
}

/** What a six-digit answer looks like once spaces are gone ("123 456" is typed too). */
export function asTotpCode(input: string): string | undefined {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}

/**
 * The time step `code` belongs to, within ±window steps of `nowMs`, or undefined. The caller still
 * refuses a step at or before the last one accepted (the replay guard).
 */
export function matchTotp(secret: string, code: string, nowMs: number): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: OPERATOR_TOTP.window });
  return delta === null ? undefined : totpStep(nowMs) + delta;
}

/** SecretBox contexts: a sealed secret copied to another operator's row (or challenge) does not open. */
export const sealContext = {
  operator: (operatorId: number) => `operators:${operatorId}:totp`,
  challenge: (tokenHash: string) => `operator_challenges:${tokenHash}:totp`,
};
