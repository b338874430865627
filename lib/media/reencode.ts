import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/errors";

const allowedFormats = new Set(["jpeg", "png", "webp"]);

/** Decoding stops at 40 megapixels: a small file can claim a huge canvas. */
const maxInputPixels = 40_000_000;

export type ReencodedImage = { data: Buffer; width: number; height: number };

/**
 * An uploaded image made safe to serve: the content (never the file name) must be a JPEG, PNG or WebP
 * of at most `maxBytes`; it is turned upright by its EXIF orientation, resized, and re-encoded as WebP.
 * Re-encoding writes no metadata, so EXIF (GPS positions, camera serials) never leaves the server.
 */
export async function reencodeImage(
  data: Buffer,
  {
    maxBytes,
    tooLarge,
    resize,
    quality = 82,
  }: {
    maxBytes: number;
    /** The refusal over `maxBytes`, in English (errors.server maps it). */
    tooLarge: string;
    resize: { width: number; height: number; fit: "cover" | "inside" };
    quality?: number;
  },
): Promise<ReencodedImage> {
  if (data.byteLength > maxBytes) throw new AppError("payload_too_large", tooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !allowedFormats.has(format))
    throw new AppError("unsupported_media_type", "Please upload a JPEG, PNG or WebP image.");
  try {
    const { data: webp, info } = await sharp(data, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(resize.width, resize.height, { fit: resize.fit, withoutEnlargement: resize.fit === "inside" })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data: webp, width: info.width, height: info.height };
  } catch {
    throw new AppError("unprocessable", "This image could not be read. Please try another one.");
  }
}
