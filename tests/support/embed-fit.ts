import type { Frame } from 'playwright-core';

/**
 * What a person would see wrong in the prayer-times widget as framed (issue 22): text outside the frame's
 * viewport (cut off), a page that scrolls, text cut by its own box, text over other text, and a prayer of
 * the day not fully in view. Visually hidden text (screen-reader labels) is left out. Returns one line per
 * problem; an empty list is a widget that fits.
 */
export function frameProblems(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const root = document.documentElement;
    if (root.scrollHeight > height + 1 || root.scrollWidth > width + 1)
      problems.push(`the page scrolls: ${root.scrollWidth}×${root.scrollHeight} in ${width}×${height}`);

    const visuallyHidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    const boxes: Array<{ text: string; rect: DOMRect }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!text || visuallyHidden(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        boxes.push({ text, rect });
        if (rect.left < -0.5 || rect.top < -0.5 || rect.right > width + 0.5 || rect.bottom > height + 0.5)
          problems.push(
            `"${text}" is outside the frame: ${Math.round(rect.left)},${Math.round(rect.top)} to ` +
              `${Math.round(rect.right)},${Math.round(rect.bottom)} in ${width}×${height}`,
          );
      }
      const parent = node.parentElement!;
      if (parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflowX !== 'visible')
        problems.push(`"${text}" is cut by its box`);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.rect;
        const b = boxes[j]!.rect;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // Line boxes of neighbouring lines may touch; text over text overlaps by more than a sliver.
        if (x > 1 && y > 2) problems.push(`"${boxes[i]!.text}" overlaps "${boxes[j]!.text}"`);
      }

    const prayers = ['fajr', 'dhuhr|jumuah', 'asr', 'maghrib', 'isha'];
    for (const prayer of prayers) {
      const rows = [...document.querySelectorAll<HTMLElement>('[data-row]')].filter((row) =>
        new RegExp(`^(${prayer})`).test(row.dataset.row!),
      );
      if (!rows.length) problems.push(`no row for ${prayer}`);
      for (const row of rows) {
        const rect = row.getBoundingClientRect();
        if (rect.top < -0.5 || rect.left < -0.5 || rect.bottom > height + 0.5 || rect.right > width + 0.5)
          problems.push(`the ${row.dataset.row} row is not fully in view`);
      }
    }
    return problems;
  });
}
