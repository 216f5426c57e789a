import { describe, expect, it } from 'vitest';
import {
  bigJpegLike,
  jpegDeclaring,
  pngDeclaring,
  pngHeaderWithGarbage,
  realImage,
  svgImage,
  truncatedPng,
} from '../../../tests/fixtures/images/generate.ts';
import { crc32, looksLikeSvg, sniffImage } from './image-info.ts';
import { checkImageFile, cleanFileName, UPLOAD_LIMITS, validGalleryName } from './upload-rules.ts';

describe('sniffImage', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('reads a real %s and its size', async (format) => {
    expect(sniffImage(await realImage(format, 33, 21))).toEqual({ ok: true, info: { format, width: 33, height: 21 } });
  });

  it('reads headers that declare huge images without decoding anything', () => {
    expect(sniffImage(pngDeclaring(20_000, 20_000))).toEqual({
      ok: true,
      info: { format: 'png', width: 20_000, height: 20_000 },
    });
    expect(sniffImage(jpegDeclaring(20_000, 20_000))).toEqual({
      ok: true,
      info: { format: 'jpeg', width: 20_000, height: 20_000 },
    });
  });

  it('calls a PNG signature followed by garbage, or a cut-short PNG, damaged', async () => {
    expect(sniffImage(pngHeaderWithGarbage())).toEqual({ ok: false, problem: 'damaged', format: 'png' });
    expect(sniffImage(await truncatedPng())).toEqual({ ok: false, problem: 'damaged', format: 'png' });
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toMatchObject({ ok: false, problem: 'damaged' });
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('recognises SVG however it starts, and refuses other files', () => {
    expect(sniffImage(svgImage())).toEqual({ ok: false, problem: 'svg' });
    expect(looksLikeSvg(new TextEncoder().encode('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(new TextEncoder().encode('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ""><svg/>'))).toBe(
      true,
    );
    expect(sniffImage(new TextEncoder().encode('<html></html>'))).toEqual({ ok: false, problem: 'unknown' });
    expect(sniffImage(new Uint8Array(0))).toEqual({ ok: false, problem: 'unknown' });
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toEqual({ ok: false, problem: 'unknown' });
  });

  it('computes the CRC-32 PNG uses', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });
});

describe('checkImageFile', () => {
  it('accepts a real image', async () => {
    expect(checkImageFile('a.png', await realImage('png'))).toMatchObject({ ok: true });
  });

  it('refuses by size, pixels, format and damage with clear messages and statuses', () => {
    expect(checkImageFile('big.jpg', bigJpegLike(UPLOAD_LIMITS.maxFileBytes + 1))).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(checkImageFile('huge.png', pngDeclaring(20_000, 20_000))).toEqual({
      ok: false,
      status: 400,
      message: '"huge.png" is 20,000 × 20,000 pixels (400 megapixels); the limit is 40 megapixels',
    });
    expect(checkImageFile('wide.png', pngDeclaring(40_001, 1_000))).toMatchObject({ ok: false, status: 400 });
    expect(checkImageFile('ok.png', pngDeclaring(8_000, 5_000))).toMatchObject({ ok: true });
    expect(checkImageFile('x.svg', svgImage())).toMatchObject({ ok: false, status: 415 });
    expect(checkImageFile('x.png', pngHeaderWithGarbage())).toMatchObject({ ok: false, status: 400 });
    expect(checkImageFile('empty.png', new Uint8Array(0))).toMatchObject({
      ok: false,
      status: 400,
      message: '"empty.png" is empty',
    });
  });
});

describe('names', () => {
  it.each([
    ['Eid 2026', 'Eid 2026'],
    ['  Ramadan   Iftar ', 'Ramadan Iftar'],
    ["Sisters' Circle (2026)", "Sisters' Circle (2026)"],
    ['Café & Community', 'Café & Community'],
    ['../etc', null],
    ['a/b', null],
    ['a\\b', null],
    ['.hidden', null],
    ['a..b', null],
    ['<script>', null],
    ['', null],
    ['x'.repeat(101), null],
  ])('gallery name %j → %j', (raw, expected) => {
    expect(validGalleryName(raw)).toBe(expected);
  });

  it('keeps only the last part of a file name, without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\flyer.png')).toBe('flyer.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000name\n.png')).toBe('badname.png');
  });
});
