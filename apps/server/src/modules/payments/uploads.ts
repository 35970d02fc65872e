import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@jade/contract/payments';
import type { FastifyRequest } from 'fastify';
import {
  multipartLimits,
  readImageForm,
  validateImage,
  type ImageFormRules,
  type UploadedImage as Upload,
} from '../../platform/http/uploads';

/** A receipt or proof: PNG or JPEG (what the payment tables store). */
export type UploadedImage = Upload<(typeof UPLOAD_TYPES)[number]>;

/** Receipts and proofs (spec §5): one PNG or JPEG of at most 5 MB per form. */
const RECEIPT_RULES = { types: UPLOAD_TYPES, maxBytes: UPLOAD_MAX_BYTES, maxFiles: 1 } as const;

/** Checks bytes as a payment upload: at most 5 MB, PNG or JPEG by signature. */
export const validateReceipt = (bytes: Buffer): UploadedImage => validateImage(bytes, RECEIPT_RULES);

/** The multipart limits of the payment upload calls. */
export const MULTIPART_LIMITS = multipartLimits({ ...RECEIPT_RULES, field: 'receipt' });

/** Reads a payment form: its text fields, and the file of `fileField` (validated) when present. */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: UploadedImage | undefined }> {
  const rules: ImageFormRules<UploadedImage['contentType']> = { ...RECEIPT_RULES, field: fileField };
  const { fields, images } = await readImageForm(request, rules);
  return { fields, file: images[0] };
}
