import jsQRImport from 'jsqr';
import sharp from 'sharp';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr's CommonJS default export.
const jsQR = ((jsQRImport as unknown as { default?: Decode }).default ?? jsQRImport) as unknown as Decode;

/** What a QR code in a PNG (or any image sharp reads) decodes to, read back with jsqr; undefined when none is found. */
export async function qrTextOfImage(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}
