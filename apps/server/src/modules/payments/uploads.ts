import { UPLOAD_MAX_BYTES } from '@jade/contract/payments';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { assertNoControlCharacters } from '../../platform/http/input-guard';

export type ImageType = 'image/png' | 'image/jpeg';

export interface UploadedImage {
  contentType: ImageType;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type of some bytes by their signature, whatever the file is called or claims to be:
 * PNG (8-byte signature then an IHDR chunk) or JPEG (SOI marker FF D8 then another marker FF xx).
 */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  )
    return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export class UploadTooLargeError extends AppError {
  constructor() {
    super('upload.too.large', 413, { maxBytes: UPLOAD_MAX_BYTES });
  }
}

/** Checks bytes as an upload: at most 5 MB, PNG or JPEG by signature (spec §5). */
export function validateImage(bytes: Buffer): UploadedImage {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadTooLargeError();
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('upload.type.invalid', 400, { allowed: ['png', 'jpg'] });
  return { contentType, bytes };
}

/** The multipart limits of upload calls: one file of at most 5 MB, a few short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
};

/**
 * Reads a multipart form: its text fields, and the named file (validated) when present. A file over
 * 5 MB stops reading at the limit and answers 413 `upload.too.large`.
 */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: UploadedImage | undefined }> {
  if (!request.isMultipart()) throw new AppError('request_param_err', 400, { field: 'body' });
  const fields: Record<string, string> = {};
  let file: UploadedImage | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          assertNoControlCharacters(part.value, part.fieldname);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== fileField || file) {
        await upload.toBuffer().catch(() => undefined);
        throw new AppError('request_param_err', 400, { field: upload.fieldname });
      }
      const bytes = await upload.toBuffer();
      if (upload.file.truncated) throw new UploadTooLargeError();
      file = validateImage(bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLargeError();
    // Anything else comes from parsing the form (a missing boundary, a truncated part, a malformed
    // header): the body is broken, not the server.
    throw new AppError('request_param_err', 400, { field: 'body' });
  }
  return { fields, file };
}
