import pLimit from 'p-limit';
import sharp from 'sharp';
import { AVATAR_MAX_PIXELS, AVATAR_SIZES, AVATAR_TYPES, type AvatarSize } from '../../../contract/settings';

/** sharp's names of the formats AVATAR_TYPES allows. */
const ACCEPTED_FORMATS = new Set<string>(AVATAR_TYPES.map((type) => type.replace('image/', '')));

/**
 * Decoding is the costly part (a 25-megapixel photo is a few hundred milliseconds of CPU), so at
 * most two photos are decoded at a time in a process, each on one libvips thread: a burst of
 * uploads waits its turn instead of taking every core from the requests beside it.
 */
const AT_A_TIME = 2;
const decoding = pLimit(AT_A_TIME);
sharp.concurrency(1);

/** Photos decoded so far by this process (tests: a refused photo is never decoded). */
let decodes = 0;
export const decodedPhotos = () => decodes;

/** A photo decoded and re-encoded as a square WebP image of each size. */
export type AvatarImages = Record<AvatarSize, Buffer>;

/** Why a photo is refused before it is decoded: not a photo we take, too many pixels, more than 8 bits a channel. */
export type AvatarRefusal = 'wrong_type' | 'too_many_pixels' | 'too_deep';

const open = (input: Buffer) => sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' });

/**
 * Decodes an uploaded photo by its content (its name and declared type are not trusted), turns it
 * upright from its EXIF orientation, crops the middle square and re-encodes it as WebP at each of
 * AVATAR_SIZES. First only its header is read: a file that is not a JPEG, PNG or WebP image, that
 * declares more than AVATAR_MAX_PIXELS (a small file can describe a huge canvas) or more than 8
 * bits a channel is refused without being decoded. Then it is decoded once, into the large square,
 * and the small one is made from that. sharp writes no metadata unless asked to, so EXIF (GPS
 * position, camera, date), XMP and ICC data are left behind.
 */
export async function squareAvatarImages(input: Buffer): Promise<AvatarImages | AvatarRefusal> {
  // The header only (no pixels are decoded), so the pixel limit is checked here, with its own answer.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta) return 'wrong_type';
  if (!ACCEPTED_FORMATS.has(meta.format)) return 'wrong_type';
  if (!meta.width || !meta.height) return 'wrong_type';
  if (meta.width * meta.height > AVATAR_MAX_PIXELS) return 'too_many_pixels';
  if (meta.depth !== 'uchar') return 'too_deep';
  try {
    return await decoding(async () => {
      decodes += 1;
      const { data, info } = await open(input)
        .rotate()
        .resize(AVATAR_SIZES.large, AVATAR_SIZES.large, { fit: 'cover' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const large = await pixels().webp({ quality: 82 }).toBuffer();
      const small = await pixels()
        .resize(AVATAR_SIZES.small, AVATAR_SIZES.small)
        .webp({ quality: 82 })
        .toBuffer();
      return { large, small };
    });
  } catch {
    // Truncated or corrupt data behind a good header.
    return 'wrong_type';
  }
}
