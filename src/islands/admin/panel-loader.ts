import type { ComponentType } from 'react';
import type { PanelProps } from './panel.ts';

/**
 * Loads a tab's panel: its own chunk the first time, and after a failed load the failed chunk again under
 * a fresh URL. Browsers that follow the older module-loading rule (Chromium among them) remember a failed
 * module fetch for the page's life, so importing the same URL again fails at once without asking the
 * server: Try again would never load anything. A fresh query string is a new module to them.
 */
export type PanelLoader = (failedUrl?: string | null) => Promise<ComponentType<PanelProps>>;

export function panelFrom<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<PanelProps> | undefined): PanelLoader {
  return (failedUrl) =>
    (failedUrl ? (import(/* @vite-ignore */ failedUrl) as Promise<M>) : load()).then((module) => {
      // A failure may name a chunk the tab shares with others rather than the tab's own: that module has no
      // panel, and a lazy panel resolved to nothing would break the tab for good instead of failing again.
      const panel = pick(module);
      if (!panel) throw new Error('The loaded module holds no panel');
      return panel;
    });
}

let retries = 0;

/**
 * The URL to try again for a failed dynamic import, or null: Chromium and Firefox name the module in the
 * error's message; only a script of this site's own origin is tried (a browser that names none, Safari,
 * imports the chunk as before, which browsers following the newer rule fetch again).
 */
export function retryUrlOf(error: unknown, origin: string): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const named = /https?:\/\/[^\s'"]+/.exec(message)?.[0];
  if (!named) return null;
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.endsWith('.js')) return null;
  retries += 1;
  url.searchParams.set('retry', String(retries));
  return url.href;
}
