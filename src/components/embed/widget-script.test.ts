import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleWidgetScript } from './widget-script.ts';

describe('the widget script bundle', () => {
  it('is a few KB and carries no framework (issue 16)', async () => {
    const code = await bundleWidgetScript();
    const brotli = brotliCompressSync(Buffer.from(code)).byteLength;
    expect(code.length).toBeLessThan(10 * 1024);
    expect(brotli).toBeLessThan(4 * 1024);
    expect(code).not.toMatch(/react|createElement\(|__SECRET_INTERNALS|jsx/i);
    // Nothing it would have to fetch: every module it uses is inside.
    expect(code).not.toMatch(/\bimport\s*[{("'*]|\bimport\(/);
  });
});
