import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGES_MAX } from '@jade/contract/content';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { assertNoControlCharacters } from '../../platform/http/input-guard';
import { UploadTooLargeError, validateImage, type UploadedImage } from '../payments/uploads';

/**
 * Multipart limits of the activity application: one file more than allowed is read only to answer
 * `upload.too.many` (not a generic error); each file stops at 5 MB.
 */
export const APPLICATION_MULTIPART_LIMITS = {
  fileSize: APPLICATION_IMAGE_MAX_BYTES,
  files: APPLICATION_IMAGES_MAX + 1,
  fields: 10,
  fieldSize: 1024,
  parts: 16,
};

/**
 * Reads the application form: text fields and up to three `images`, each checked by content (PNG or
 * JPEG magic bytes, whatever the name or declared type) and size (< 5 MB). Nothing is stored here: the
 * caller stores only a fully valid form.
 */
export async function readApplicationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
  if (!request.isMultipart()) throw new AppError('request_param_err', 400, { field: 'body' });
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of request.parts({ limits: APPLICATION_MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          assertNoControlCharacters(part.value, part.fieldname);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== 'images') {
        await upload.toBuffer().catch(() => undefined);
        throw new AppError('request_param_err', 400, { field: upload.fieldname });
      }
      if (images.length >= APPLICATION_IMAGES_MAX) {
        await upload.toBuffer().catch(() => undefined);
        throw new AppError('upload.too.many', 400, { max: APPLICATION_IMAGES_MAX });
      }
      const bytes = await upload.toBuffer();
      if (upload.file.truncated) throw new UploadTooLargeError();
      images.push(validateImage(bytes));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLargeError();
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('upload.too.many', 400, { max: APPLICATION_IMAGES_MAX });
    // Anything else comes from parsing the form (a missing boundary, a truncated part, a malformed
    // header): the body is broken, not the server.
    throw new AppError('request_param_err', 400, { field: 'body' });
  }
  return { fields, images };
}
