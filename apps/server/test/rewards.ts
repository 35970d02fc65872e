import { randomUUID } from 'node:crypto';
import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/platform/db/client';
import { createJobWorker } from '../src/platform/jobs/worker';
import { call, TEST_MERCHANT } from './accounts';
import { multipart, ok, pngBytes } from './payments';

/** Runs the due jobs of one kind on a file's clock, as a server's worker would. */
export async function runJobs(
  app: FastifyInstance,
  database: DatabaseHandle,
  kind: string,
  now: () => number,
) {
  const handler = app.jobHandlers.get(kind)!;
  await createJobWorker({ db: database.db, handlers: new Map([[kind, handler]]), now }).runDue();
}

/**
 * A manual bank deposit of `amount` sent by the member and approved by the operator (credited), or
 * left waiting with `approve: false`. Answers the deposit's id.
 */
export async function approvedDeposit(
  app: FastifyInstance,
  operator: string,
  member: { token: string },
  amount: string,
  /** `secondOperator`: a second operator's token, for deposits at the four-eyes amount (decision B3). */
  options: { approve?: boolean; secondOperator?: string } = {},
): Promise<number> {
  const methods = ok(await call(app, paymentCalls.depositMethods, undefined, { token: member.token })) as {
    id: number;
    kind: string;
  }[];
  const manual = methods.find((x) => x.kind === 'manual_bank')!;
  const body = multipart(
    { methodId: String(manual.id), amount, reference: 'REWARDS', idempotencyKey: `rewards-${randomUUID()}` },
    [{ field: 'receipt', filename: 'r.png', contentType: 'image/png', bytes: pngBytes() }],
  );
  const submitted = ok(
    await app.inject({
      method: 'POST',
      url: paymentCalls.manualDeposit.path,
      headers: {
        Merchant: TEST_MERCHANT,
        Language: 'EN',
        Authorization: member.token,
        'content-type': body.contentType,
      },
      payload: body.payload,
    }),
  );
  if (options.approve !== false) {
    const first = ok(
      await call(app, operatorCalls.approveDeposit, { id: submitted.id }, { token: operator }),
    );
    if (first.status === 'pending') {
      if (!options.secondOperator)
        throw new Error(`deposit ${amount} is under four eyes: pass a secondOperator to approvedDeposit`);
      ok(
        await call(
          app,
          operatorCalls.approveDeposit,
          { id: submitted.id },
          { token: options.secondOperator },
        ),
      );
    }
  }
  return submitted.id as number;
}
