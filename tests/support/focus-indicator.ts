import type { Browser, Page } from 'playwright-core';

/**
 * Is the keyboard focus indicator visible (issue 22, item 3)? Each control is photographed focused and
 * unfocused, and the pixels that changed between the two by a contrast of at least 3:1, in a band from
 * just inside the control's visible box to a few pixels outside it, must add up to at least a 1 CSS px
 * perimeter of that box (the measure of WCAG 2.2's focus appearance). The screenshots see what a person
 * sees: a ring cut off by an ancestor's overflow, hidden under a sticky header or too faint counts for
 * nothing. The walk over the ancestors adds the cause: an outline drawn past an ancestor that clips.
 */

const BAND_OUTSIDE = 8;
const BAND_INSIDE = 4;
const MIN_CONTRAST = 3;
const MAX_STEPS = 400;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Focused {
  done: boolean;
  atBody: boolean;
  skip: boolean;
  label: string;
  /** The control's visible box: its border box cut by the viewport and by every ancestor that clips. */
  visible: Box | null;
  /** The length of the box's own edges on screen: an edge cut by the viewport or a clip has no ring to show. */
  perimeter: number;
  /** The ancestor that cuts off part of the control's outline, if any. */
  clippedBy: string | null;
}

/** A second page that only decodes screenshots: nothing of the site under test runs in it. */
export async function openDecoder(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Walks the focus with Tab from where it is now until it comes back round; one line per failing control. */
export async function focusProblems(page: Page, decoder: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => {
    (window as unknown as { __focusSeen: WeakSet<Element> }).__focusSeen = new WeakSet();
  });
  // Focus on arrival may have come from a click (no ring expected then): every control is checked once
  // Tab reaches it, and the walk ends when one comes round again.
  let atBody = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    await page.keyboard.press('Tab');
    const focused = await describeFocused(page);
    if (focused.done) return problems;
    if (focused.atBody) {
      if (++atBody > 2) return problems;
      continue;
    }
    atBody = 0;
    if (focused.skip) continue;
    if (!focused.visible) {
      problems.push(`${where}: ${focused.label}: has the focus but cannot be seen`);
      continue;
    }
    const problem = await indicatorProblem(page, decoder, focused.visible, focused.perimeter);
    if (problem) problems.push(`${where}: ${focused.label}: ${problem}`);
    else if (focused.clippedBy)
      problems.push(`${where}: ${focused.label}: its outline is cut off by ${focused.clippedBy}`);
  }
  problems.push(`${where}: the focus never came back round after ${MAX_STEPS} Tabs`);
  return problems;
}

function describeFocused(page: Page): Promise<Focused> {
  return page.evaluate(async () => {
    // Tab scrolls the control into view, and lazy images coming into view may move it: measure once its
    // box has stayed put for a few frames.
    const steady = () =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const frame = () => {
          const r = document.activeElement?.getBoundingClientRect();
          const now = r ? `${r.x},${r.y},${r.width},${r.height}` : '';
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    await steady();
    const loading = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return !img.complete && r.bottom > 0 && r.top < window.innerHeight;
    });
    if (loading.length > 0) {
      await Promise.race([
        Promise.all(loading.map((img) => img.decode().catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
      await steady();
    }
    const seen = (window as unknown as { __focusSeen: WeakSet<Element> }).__focusSeen;
    const el = document.activeElement;
    if (!el || el === document.body)
      return { done: false, atBody: true, skip: true, label: '', visible: null, perimeter: 0, clippedBy: null };
    if (seen.has(el))
      return { done: true, atBody: false, skip: true, label: '', visible: null, perimeter: 0, clippedBy: null };
    seen.add(el);
    const name = (
      el.getAttribute('aria-label') ||
      (el as HTMLElement).innerText ||
      el.getAttribute('title') ||
      (el as HTMLInputElement).labels?.[0]?.innerText ||
      el.getAttribute('placeholder') ||
      el.getAttribute('name') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const label = `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`;
    // Third-party frames (the Instagram embed) are outside our markup.
    if (el.tagName === 'IFRAME')
      return { done: false, atBody: false, skip: true, label, visible: null, perimeter: 0, clippedBy: null };

    const describe = (node: Element) =>
      `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} class="${node.getAttribute('class') ?? ''}">`;
    const rect = el.getBoundingClientRect();
    let left = Math.max(rect.left, 0);
    let top = Math.max(rect.top, 0);
    let right = Math.min(rect.right, window.innerWidth);
    let bottom = Math.min(rect.bottom, window.innerHeight);
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    let clippedBy: string | null = null;
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const s = getComputedStyle(node);
      const clipsX = s.overflowX !== 'visible';
      const clipsY = s.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const box = node.getBoundingClientRect();
      // The clip is the padding box: inside the borders.
      const inner = {
        left: box.left + node.clientLeft,
        top: box.top + node.clientTop,
        right: box.left + node.clientLeft + node.clientWidth,
        bottom: box.top + node.clientTop + node.clientHeight,
      };
      if (clipsX) {
        left = Math.max(left, inner.left);
        right = Math.min(right, inner.right);
      }
      if (clipsY) {
        top = Math.max(top, inner.top);
        bottom = Math.min(bottom, inner.bottom);
      }
      const cut =
        outline > 0 &&
        ((clipsX && (rect.left - outline < inner.left - 0.5 || rect.right + outline > inner.right + 0.5)) ||
          (clipsY && (rect.top - outline < inner.top - 0.5 || rect.bottom + outline > inner.bottom + 0.5)));
      if (cut && !clippedBy) clippedBy = describe(node);
    }
    const visible =
      right - left >= 1 && bottom - top >= 1 ? { x: left, y: top, width: right - left, height: bottom - top } : null;
    const width = right - left;
    const height = bottom - top;
    const perimeter =
      (top <= rect.top + 0.5 ? width : 0) +
      (bottom >= rect.bottom - 0.5 ? width : 0) +
      (left <= rect.left + 0.5 ? height : 0) +
      (right >= rect.right - 0.5 ? height : 0);
    return { done: false, atBody: false, skip: false, label, visible, perimeter, clippedBy };
  });
}

async function indicatorProblem(page: Page, decoder: Page, box: Box, edges: number): Promise<string | null> {
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(box.x - BAND_OUTSIDE));
  const y = Math.max(0, Math.floor(box.y - BAND_OUTSIDE));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + BAND_OUTSIDE)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + BAND_OUTSIDE)) - y,
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const focused = await shot();
  await page.evaluate(() => {
    const w = window as unknown as { __focusCurrent: HTMLElement | null };
    w.__focusCurrent = document.activeElement as HTMLElement | null;
    w.__focusCurrent?.blur();
  });
  const unfocused = await shot();
  // Back to the control, so the next Tab goes on from it; the last input was a key, so it shows as focus-visible.
  await page.evaluate(() => {
    (window as unknown as { __focusCurrent: HTMLElement | null }).__focusCurrent?.focus({ preventScroll: true });
  });

  const inner = { x: box.x - clip.x, y: box.y - clip.y, width: box.width, height: box.height };
  const result = await decoder.evaluate(
    async ({ a, b, inner, outside, inside, minContrast }) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [on, off] = await Promise.all([decode(a), decode(b)]);
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      let strong = 0;
      let changed = 0;
      for (let py = 0; py < on.height; py++) {
        for (let px = 0; px < on.width; px++) {
          const inBand =
            px >= inner.x - outside &&
            px < inner.x + inner.width + outside &&
            py >= inner.y - outside &&
            py < inner.y + inner.height + outside &&
            !(
              px >= inner.x + inside &&
              px < inner.x + inner.width - inside &&
              py >= inner.y + inside &&
              py < inner.y + inner.height - inside
            );
          if (!inBand) continue;
          const i = (py * on.width + px) * 4;
          if (on.data[i] === off.data[i] && on.data[i + 1] === off.data[i + 1] && on.data[i + 2] === off.data[i + 2])
            continue;
          changed++;
          const l1 = luminance(on.data, i);
          const l2 = luminance(off.data, i);
          if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= minContrast) strong++;
        }
      }
      return { strong, changed };
    },
    {
      a: focused.toString('base64'),
      b: unfocused.toString('base64'),
      inner,
      outside: BAND_OUTSIDE,
      inside: BAND_INSIDE,
      minContrast: MIN_CONTRAST,
    },
  );
  const perimeter = Math.max(1, Math.round(edges));
  if (result.strong >= perimeter) return null;
  return result.changed === 0
    ? `no visible focus indicator (box ${Math.round(box.width)}×${Math.round(box.height)})`
    : `focus indicator too small or faint: ${result.strong} px changed by ≥ 3:1 (${result.changed} changed at all), a 1 px perimeter is ${perimeter}`;
}
