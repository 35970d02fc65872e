import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { assertNoControlCharacters } from './input-guard';

/**
 * Image uploads in multipart forms, shared by every module that takes them (payment receipts, activity
 * applications, content images). The type comes from the bytes, never from the file's name or declared
 * type; each caller says which types and how many bytes it takes.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The file extension of each type (as in `allowed` of `upload.type.invalid`, and in URLs). */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export interface UploadedImage<T extends ImageType = ImageType> {
  contentType: T;
  bytes: Buffer;
}

/** What a call takes: these types, at most this many bytes each. */
export interface ImageRules<T extends ImageType = ImageType> {
  types: readonly T[];
  maxBytes: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type of some bytes by their signature: PNG (8-byte signature then an IHDR chunk), JPEG
 * (SOI marker FF D8 then another marker FF xx) or WebP (a RIFF container of form type WEBP).
 */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  )
    return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

export class UploadTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super('upload.too.large', 413, { maxBytes });
  }
}

/** Checks bytes as an upload: 413 `upload.too.large` over the limit, 400 `upload.type.invalid` otherwise. */
export function validateImage<T extends ImageType>(bytes: Buffer, rules: ImageRules<T>): UploadedImage<T> {
  if (bytes.length > rules.maxBytes) throw new UploadTooLargeError(rules.maxBytes);
  const contentType = sniffImageType(bytes);
  if (!contentType || !rules.types.includes(contentType as T))
    throw new AppError('upload.type.invalid', 400, { allowed: rules.types.map((t) => IMAGE_EXTENSIONS[t]) });
  return { contentType: contentType as T, bytes };
}

export interface ImageFormRules<T extends ImageType = ImageType> extends ImageRules<T> {
  /** The file field; a file under another name is refused (`request_param_err` naming it). */
  field: string;
  maxFiles: number;
  /**
   * The refusal of one file more than `maxFiles`. With it, that file is still parsed so the answer is
   * this error; without, the parser stops at `maxFiles` and the form is refused as a broken body.
   */
  tooMany?: () => AppError;
}

/** The parser limits of a form: its files, a few short text fields. */
export function multipartLimits(rules: ImageFormRules<ImageType>) {
  const files = rules.maxFiles + (rules.tooMany ? 1 : 0);
  const fields = 10;
  return { fileSize: rules.maxBytes, files, fields, fieldSize: 1024, parts: fields + files + 1 };
}

/**
 * Reads a multipart form: its text fields, and its images (each validated). A file over the limit
 * stops reading there and answers 413. Nothing is stored: the caller stores only a fully valid form.
 */
export async function readImageForm<T extends ImageType>(
  request: FastifyRequest,
  rules: ImageFormRules<T>,
): Promise<{ fields: Record<string, string>; images: UploadedImage<T>[] }> {
  if (!request.isMultipart()) throw new AppError('request_param_err', 400, { field: 'body' });
  const fields: Record<string, string> = {};
  const images: UploadedImage<T>[] = [];
  try {
    for await (const part of request.parts({ limits: multipartLimits(rules) })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          assertNoControlCharacters(part.value, part.fieldname);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== rules.field || images.length >= rules.maxFiles) {
        // Drain the part so the parser ends cleanly before the refusal.
        await upload.toBuffer().catch(() => undefined);
        if (upload.fieldname === rules.field && rules.tooMany) throw rules.tooMany();
        throw new AppError('request_param_err', 400, { field: upload.fieldname });
      }
      const bytes = await upload.toBuffer();
      if (upload.file.truncated) throw new UploadTooLargeError(rules.maxBytes);
      images.push(validateImage(bytes, rules));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLargeError(rules.maxBytes);
    if (code === 'FST_FILES_LIMIT' && rules.tooMany) throw rules.tooMany();
    // Anything else comes from parsing the form (a missing boundary, a truncated part, a malformed
    // header, one file too many): the body is broken, not the server.
    throw new AppError('request_param_err', 400, { field: 'body' });
  }
  return { fields, images };
}
