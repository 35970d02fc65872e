import type { FastifyBaseLogger } from 'fastify';
import type { AccountsRepository } from './repository';

/** Sends one text message. A real gateway (Twilio, a local aggregator…) implements the same interface. */
export interface SmsProvider {
  send(message: { merchant: string; mobile: string; dialingCode: string; text: string }): Promise<void>;
}

/** Sends one e-mail. */
export interface MailProvider {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * The built-in SMS provider: each message goes into the sms_outbox table (the operator CLI's
 * `sms-outbox` reads it), and a log line names it. The text, which holds the code, is logged only
 * when `logText` (LOG_LEVEL=debug).
 */
export function createOutboxSmsProvider(
  repo: AccountsRepository,
  log: FastifyBaseLogger | undefined,
  logText: boolean,
): SmsProvider {
  return {
    async send(message) {
      const id = await repo.insertSms({
        merchantCode: message.merchant,
        dialingCode: message.dialingCode,
        mobile: message.mobile,
        text: message.text,
      });
      log?.info({ smsId: id, merchant: message.merchant }, 'sms written to the outbox');
      if (logText) log?.debug({ smsId: id, text: message.text }, 'sms text');
    },
  };
}

/** The built-in mail provider: the mail_outbox table (`mail-outbox` in the operator CLI). */
export function createOutboxMailProvider(
  repo: AccountsRepository,
  log: FastifyBaseLogger | undefined,
  logText: boolean,
): MailProvider {
  return {
    async send(message) {
      const id = await repo.insertMail(message);
      log?.info({ mailId: id }, 'mail written to the outbox');
      if (logText) log?.debug({ mailId: id, text: message.text }, 'mail text');
    },
  };
}
