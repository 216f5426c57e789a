/**
 * What an uploaded file really is, read from its bytes, never from its name or the browser's type:
 * JPEG, PNG, WebP, AVIF or GIF, with the pixel size from the format's own header. No decoder runs (the
 * API runs on Workers, without sharp), so a file whose header says 20,000 × 20,000 pixels is refused
 * before anything could try to decode it.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const IMAGE_TYPES: Record<ImageFormat, { contentType: string; extension: string; label: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG' },
  webp: { contentType: 'image/webp', extension: 'webp', label: 'WebP' },
  avif: { contentType: 'image/avif', extension: 'avif', label: 'AVIF' },
  gif: { contentType: 'image/gif', extension: 'gif', label: 'GIF' },
};

export const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';

export type ImageInfo = { format: ImageFormat; width: number; height: number };

export type ImageProblem =
  /** Text that is an SVG document (scripts can run in it when opened directly). */
  | 'svg'
  /** Not one of the accepted formats at all. */
  | 'unknown'
  /** Starts like an accepted format, but its header is damaged or cut short. */
  | 'damaged';

export type SniffResult = { ok: true; info: ImageInfo } | { ok: false; problem: ImageProblem; format?: ImageFormat };

const ascii = (bytes: Uint8Array, start: number, length: number): string => {
  let text = '';
  for (let i = start; i < start + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i]!);
  return text;
};

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const u32le = (b: Uint8Array, i: number) => ((b[i + 3]! << 24) >>> 0) + ((b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!);

const damaged = (format: ImageFormat): SniffResult => ({ ok: false, problem: 'damaged', format });
const sized = (format: ImageFormat, width: number, height: number): SniffResult =>
  width > 0 && height > 0 ? { ok: true, info: { format, width, height } } : damaged(format);

/** Identifies the image in `bytes` and reads its dimensions. */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes);
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return png(bytes);
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return gif(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && isAvifBrand(bytes)) return avif(bytes);
  if (looksLikeSvg(bytes)) return { ok: false, problem: 'svg' };
  return { ok: false, problem: 'unknown' };
}

/** An SVG (or any XML/HTML text that contains one) near the start of the file. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') ||
    ((head.startsWith('<?xml') || head.startsWith('<!doctype') || head.startsWith('<!--')) && head.includes('<svg'))
  );
}

/** PNG: the IHDR chunk must come first and carry a correct CRC; then the chunks must chain to IEND. */
function png(b: Uint8Array): SniffResult {
  if (b.length < 33 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return damaged('png');
  if (crc32(b, 12, 29) !== u32be(b, 29)) return damaged('png');
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  let offset = 33;
  let sawData = false;
  for (;;) {
    if (offset + 12 > b.length) return damaged('png');
    const length = u32be(b, offset);
    const type = ascii(b, offset + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) return damaged('png');
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  return sawData ? sized('png', width, height) : damaged('png');
}

function gif(b: Uint8Array): SniffResult {
  if (b.length < 13) return damaged('gif');
  return sized('gif', u16le(b, 6), u16le(b, 8));
}

/** JPEG: walk the marker segments to the first start-of-frame (SOF0-SOF15 except DHT, JPG, DAC). */
function jpeg(b: Uint8Array): SniffResult {
  let offset = 2;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return damaged('jpeg');
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return damaged('jpeg'); // end of image or scan data before any frame
    const length = u16be(b, offset + 2);
    if (length < 2) return damaged('jpeg');
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > b.length || length < 8) return damaged('jpeg');
      return sized('jpeg', u16be(b, offset + 7), u16be(b, offset + 5));
    }
    offset += 2 + length;
  }
  return damaged('jpeg');
}

/** WebP: the RIFF size must fit the file; the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(b: Uint8Array): SniffResult {
  if (b.length < 30 || u32le(b, 4) + 8 > b.length + 1 || u32le(b, 4) < 22) return damaged('webp');
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return damaged('webp');
    return sized('webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return damaged('webp');
    const bits = u32le(b, 21);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized('webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
  return damaged('webp');
}

function isAvifBrand(b: Uint8Array): boolean {
  const size = u32be(b, 0);
  const end = Math.min(size >= 16 ? size : 16, b.length);
  const brands = [ascii(b, 8, 4)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(b, i, 4));
  return brands.includes('avif') || brands.includes('avis');
}

type Box = { type: string; start: number; end: number; body: number };

/** The ISO-BMFF boxes between `start` and `end`, or null when their sizes do not add up. */
function boxes(b: Uint8Array, start: number, end: number): Box[] | null {
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = u32be(b, offset);
    const type = ascii(b, offset + 4, 4);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      const high = u32be(b, offset + 8);
      if (high !== 0) return null;
      size = u32be(b, offset + 12);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return null;
    found.push({ type, start: offset, end: offset + size, body: offset + header });
    offset += size;
  }
  return found;
}

/**
 * AVIF: meta → iprp → ipco → ispe gives each image item's size. A file may carry several (the image,
 * an alpha plane, a thumbnail); the largest is what a decoder would allocate, so that one counts.
 */
function avif(b: Uint8Array): SniffResult {
  const top = boxes(b, 0, b.length);
  const meta = top?.find((box) => box.type === 'meta');
  if (!meta) return damaged('avif');
  const metaChildren = boxes(b, meta.body + 4, meta.end); // meta is a full box: version and flags first
  const iprp = metaChildren?.find((box) => box.type === 'iprp');
  const ipco = iprp && boxes(b, iprp.body, iprp.end)?.find((box) => box.type === 'ipco');
  const properties = ipco && boxes(b, ipco.body, ipco.end);
  if (!properties) return damaged('avif');
  let best: { width: number; height: number } | null = null;
  for (const box of properties) {
    if (box.type !== 'ispe' || box.body + 12 > box.end) continue;
    const width = u32be(b, box.body + 4);
    const height = u32be(b, box.body + 8);
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best ? sized('avif', best.width, best.height) : damaged('avif');
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (PNG's) of bytes[start, end). */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
