import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '@jade/contract/content-constants';
import { APPLICATION_IMAGE_MAX_BYTES } from '@jade/contract/content';

/** Spec §5: PNG or JPG only (the server reads the bytes; the declared type is only a first filter). */
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const NAME_PATTERN = /\.(png|jpe?g)$/i;

export type ImageProblem = 'upload.type.invalid' | 'upload.too.large' | 'upload.too.many';
export type CommentProblem = 'promo_comment_too_long';

/** The comment's length as the server counts it (the trimmed text's length, as zod's max does). */
export function commentLength(comment: string): number {
  return comment.trim().length;
}

export function checkComment(comment: string): CommentProblem | null {
  return commentLength(comment) > APPLICATION_COMMENT_MAX ? 'promo_comment_too_long' : null;
}

/** One picked file: PNG or JPEG by its declared type (or, without one, by its name) and under 5 MB. */
export function checkImage(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem | null {
  const typeOk = file.type
    ? (APPLICATION_IMAGE_TYPES as readonly string[]).includes(file.type)
    : NAME_PATTERN.test(file.name);
  if (!typeOk) return 'upload.type.invalid';
  if (file.size > APPLICATION_IMAGE_MAX_BYTES) return 'upload.too.large';
  return null;
}

/**
 * Adds newly picked files to the chosen ones: the valid ones are kept up to three in all; the first
 * problem met (a bad file, or one too many) is reported so the field can say why a file was left out.
 */
export function addImages<F extends Pick<File, 'name' | 'type' | 'size'>>(
  chosen: readonly F[],
  picked: readonly F[],
): { images: F[]; problem: ImageProblem | null } {
  const images = [...chosen];
  let problem: ImageProblem | null = null;
  for (const file of picked) {
    const bad = checkImage(file);
    if (bad) {
      problem ??= bad;
      continue;
    }
    if (images.length >= APPLICATION_IMAGES_MAX) {
      problem ??= 'upload.too.many';
      continue;
    }
    images.push(file);
  }
  return { images, problem };
}

/** Which field a server refusal belongs on (the rest show above the buttons). */
export function serverErrorField(code: string, field?: unknown): 'comment' | 'images' | null {
  if (code.startsWith('upload.')) return 'images';
  if (field === 'comment') return 'comment';
  return null;
}
