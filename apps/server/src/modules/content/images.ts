import { createHash } from 'node:crypto';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_MAX_SIDE,
  CONTENT_IMAGE_MIN_SIDE,
  CONTENT_IMAGE_PATH_PREFIX,
  type OpsContentImage,
} from '@jade/contract/content';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { imageSize } from '../../platform/http/image-size';
import {
  IMAGE_EXTENSIONS,
  type ImageFormRules,
  type ImageType,
  type UploadedImage,
} from '../../platform/http/uploads';
import { writeAudit, type Actor } from '../operators/service';
import type { ContentImageRepository, ContentImageRow } from './image-repository';

/** The upload form: one `image`, PNG, JPEG or WebP by content, at most 2 MB. */
export const CONTENT_IMAGE_RULES: ImageFormRules = {
  field: 'image',
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  maxFiles: 1,
};
const CONTENT_IMAGE_EXTENSIONS = CONTENT_IMAGE_RULES.types.map((t) => IMAGE_EXTENSIONS[t]);

/** The hex digits of the hash in an image's URL: 128 bits, no collision in any real library. */
const NAME_HEX = 32;
/** `<hash prefix>.<ext>`, the last segment of an image's URL. */
const FILE_NAME = new RegExp(`^([0-9a-f]{${NAME_HEX}})\\.([a-z]+)$`);

const TYPE_OF_EXTENSION = new Map(
  Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type as ImageType]),
);

const contentImageUrl = (sha256: string, contentType: ImageType) =>
  `${CONTENT_IMAGE_PATH_PREFIX}${sha256.slice(0, NAME_HEX)}.${IMAGE_EXTENSIONS[contentType]}`;

function view(row: ContentImageRow): OpsContentImage {
  return {
    url: contentImageUrl(row.sha256, row.contentType as ImageType),
    contentType: row.contentType,
    bytes: row.size,
    width: row.width,
    height: row.height,
  };
}

/** Refuses an image whose header has no readable size, or whose sides are out of bounds. */
function checkedSize(image: UploadedImage) {
  const size = imageSize(image.contentType, image.bytes);
  // The signature said an image type, the header does not follow it: not that type after all.
  if (!size) throw new AppError('upload.type.invalid', 400, { allowed: CONTENT_IMAGE_EXTENSIONS });
  const sides = [size.width, size.height];
  if (sides.some((s) => s < CONTENT_IMAGE_MIN_SIDE || s > CONTENT_IMAGE_MAX_SIDE))
    throw new AppError('request_param_err', 400, {
      field: 'image',
      reason: 'dimensions',
      ...size,
      min: CONTENT_IMAGE_MIN_SIDE,
      max: CONTENT_IMAGE_MAX_SIDE,
    });
  return size;
}

/**
 * Content images: stored once per content (by SHA-256) and served by a URL made of the hash, so the URL
 * never changes meaning and may be cached for ever.
 */
export function createContentImages(deps: { db: Database; repo: ContentImageRepository; now: () => number }) {
  const { db, repo, now } = deps;
  return {
    /** Stores a validated image (type and byte size checked by the reader); the same bytes answer the same URL. */
    async upload(image: UploadedImage, actor: Actor): Promise<OpsContentImage> {
      const { width, height } = checkedSize(image);
      const sha256 = createHash('sha256').update(image.bytes).digest('hex');
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertNew(tx, {
          sha256,
          contentType: image.contentType,
          bytes: image.bytes,
          width,
          height,
          size: image.bytes.length,
          createdBy: actor.name,
        });
        // Only a new image is a change worth the audit log; a repeat changes nothing.
        if (!inserted) return repo.bySha256(sha256, tx);
        await writeAudit(
          tx,
          actor,
          {
            action: 'content.image.upload',
            targetType: 'content_image',
            targetId: sha256,
            after: { contentType: image.contentType, bytes: image.bytes.length, width, height },
          },
          new Date(now()),
        );
        return inserted;
      });
      return view(row!);
    },

    /** The stored image a URL's file name names (`<32 hex>.<ext>`), or undefined. */
    async file(name: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
      const m = FILE_NAME.exec(name);
      const type = m && TYPE_OF_EXTENSION.get(m[2]!);
      if (!m || !type) return undefined;
      return repo.byHashPrefix(m[1]!, type);
    },
  };
}

export type ContentImages = ReturnType<typeof createContentImages>;
