import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGES_MAX } from '@jade/contract/content';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { multipartLimits, readImageForm, type ImageFormRules } from '../../platform/http/uploads';

/**
 * The activity application's files: up to three `images`, PNG or JPEG by content, each under 5 MB. One
 * file more than allowed is read only to answer `upload.too.many` (not a generic error).
 */
const APPLICATION_RULES: ImageFormRules = {
  field: 'images',
  types: ['image/png', 'image/jpeg'],
  maxBytes: APPLICATION_IMAGE_MAX_BYTES,
  maxFiles: APPLICATION_IMAGES_MAX,
  tooMany: () => new AppError('upload.too.many', 400, { max: APPLICATION_IMAGES_MAX }),
};

export const APPLICATION_MULTIPART_LIMITS = multipartLimits(APPLICATION_RULES);

/** Reads the application form: text fields and its images. Nothing is stored here. */
export const readApplicationForm = (request: FastifyRequest) => readImageForm(request, APPLICATION_RULES);
