/**
 * QR decoding for the door's camera, loaded only when the scanner opens. The browser's BarcodeDetector where it has
 * one that reads QR codes; else ZXing-C++ built to WebAssembly (zxing-wasm), its .wasm served by Convene itself
 * (not a CDN: the Content-Security-Policy allows scripts from 'self' and WebAssembly compilation only).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type Decode = (frame: ImageData) => Promise<string | null>;

interface Detector {
  detect(source: ImageData): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

export async function createDecoder(): Promise<{ decode: Decode; kind: 'native' | 'wasm' }> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch(() => [] as string[])).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return { kind: 'native', decode: async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null };
  }
  const zxing = await import('zxing-wasm/reader');
  zxing.prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true });
  return {
    kind: 'wasm',
    decode: async (frame) => (await zxing.readBarcodes(frame, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 }))[0]?.text || null,
  };
}
