/**
 * An uploaded logo decoded and encoded again, so that what is stored and served is the
 * image's pixels and nothing else the upload carried: no bytes after the image's end (an HTML page
 * behind a PNG's IEND), no metadata (EXIF, comments, the camera's GPS position), no colour profile
 * (the pixels are converted to sRGB). sharp (libvips) does the work on libuv's threads, off the event
 * loop; it is loaded on the first upload (about 19 MB that an idle server does not hold).
 */
import type Sharp from 'sharp';
import { LOGO_MAX_PIXELS } from '@freight/domain';
import { AppError, english } from '../../errors';
import { lazyModule } from '../../lib/lazy-module';

const sharpModule = lazyModule<typeof Sharp>('sharp');
let isConfigured = false;

/** sharp, without libvips's cache of recent images (an upload is rare; its pixels need not stay in memory). */
function loadSharp(): typeof Sharp {
  const sharp = sharpModule();
  if (!isConfigured) sharp.cache(false);
  isConfigured = true;
  return sharp;
}

export type LogoType = 'image/png' | 'image/jpeg';

/** The image type of a file by its first bytes (its magic number): PNG or JPEG, else null. */
export function imageType(bytes: Buffer): LogoType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const notAnImage = () =>
  AppError.invalid(english('errors.carrierSettings.notAnImage'), { file: english('errors.carrierSettings.mustBeImage') });
const unreadable = () =>
  AppError.invalid(english('errors.carrierSettings.unreadable'), { file: english('errors.carrierSettings.notReadable') });
const tooManyPixels = () => {
  const megapixels = String(LOGO_MAX_PIXELS / 1_000_000);
  return AppError.invalid(english('errors.carrierSettings.tooManyPixels', { megapixels }), {
    file: english('errors.carrierSettings.atMostPixels', { megapixels }),
  });
};

/**
 * The logo of an upload: a PNG or JPEG (judged by its bytes, then decoded whole), at most
 * LOGO_MAX_PIXELS (read from its header before any pixel is decoded, so a small file declaring a
 * huge image is refused unread), written again in its own format, turned upright by its EXIF
 * orientation. Anything else, or a file its decoder finds damaged, is 422 naming `file`.
 */
export async function reencodeLogo(upload: Buffer): Promise<{ content: Buffer; content_type: LogoType }> {
  const type = imageType(upload);
  if (!type) throw notAnImage();
  const sharp = loadSharp();
  let metadata;
  try {
    // The header only (no pixel is decoded here), read without the pixel limit so that its size can be named.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The decoder libvips picked from the bytes must be the one the signature named (a PNG signature on something else is not a PNG).
  if (metadata.format !== (type === 'image/png' ? 'png' : 'jpeg')) throw notAnImage();
  if (metadata.width * metadata.height > LOGO_MAX_PIXELS) throw tooManyPixels();
  // 'warning' (sharp's advice for untrusted input): a truncated or damaged image is refused, not half-drawn;
  // the pixel limit again, should the decoder find more than the header said.
  const image = sharp(upload, { failOn: 'warning', limitInputPixels: LOGO_MAX_PIXELS, autoOrient: true });
  try {
    const encoded = type === 'image/png' ? image.png() : image.jpeg({ quality: 90 });
    return { content: await encoded.toBuffer(), content_type: type };
  } catch {
    throw unreadable();
  }
}
