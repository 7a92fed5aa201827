import sharp from 'sharp';
import { AVATAR_SIZES, AVATAR_TYPES, type AvatarSize } from '../../../contract/settings';

/** sharp's names of the formats AVATAR_TYPES allows. */
const ACCEPTED_FORMATS = new Set<string>(AVATAR_TYPES.map((type) => type.replace('image/', '')));

/**
 * Larger images are refused before they are decoded: a small file can describe a huge canvas
 * (a decompression bomb). 50 megapixels leaves room for any phone's camera.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** A photo decoded and re-encoded as a square WebP image of each size. */
export type AvatarImages = Record<AvatarSize, Buffer>;

/**
 * Decodes an uploaded photo by its content (its name and declared type are not trusted), turns it
 * upright from its EXIF orientation, crops the middle square and re-encodes it as WebP at each of
 * AVATAR_SIZES. sharp writes no metadata unless asked to, so EXIF (GPS position, camera, date),
 * XMP and ICC data are left behind. Answers null when the bytes are not a JPEG, PNG or WebP image
 * it can decode.
 */
export async function squareAvatarImages(input: Buffer): Promise<AvatarImages | null> {
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const { format } = await open().metadata();
    if (!ACCEPTED_FORMATS.has(format)) return null;
    const encode = (edge: number) =>
      open().rotate().resize(edge, edge, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
    const [large, small] = await Promise.all([encode(AVATAR_SIZES.large), encode(AVATAR_SIZES.small)]);
    return { large, small };
  } catch {
    // Not an image sharp knows, truncated or corrupt data, or too many pixels.
    return null;
  }
}
