import { createHash } from 'node:crypto';

/**
 * The widget's look, chosen by the embedding site in the iframe's URL: ?theme=light|dark and
 * ?layout=vertical|horizontal. A static page cannot read its query on the server, so this script, inline
 * in <head>, sets them on <html> before the first paint (no flash of the wrong theme); anything else
 * keeps the defaults, light and vertical. Astro does not hash inline scripts, so astro.config.mjs adds
 * this script's hash (EMBED_OPTIONS_SCRIPT_HASH) to the pages' CSP.
 */
export const EMBED_OPTIONS_SCRIPT =
  "(function(){var q=new URLSearchParams(location.search),d=document.documentElement,t=q.get('theme'),l=q.get('layout');" +
  "if(t==='dark'||t==='light')d.setAttribute('data-theme',t);if(l==='horizontal'||l==='vertical')d.setAttribute('data-layout',l)})()";

export const EMBED_OPTIONS_SCRIPT_HASH =
  `sha256-${createHash('sha256').update(EMBED_OPTIONS_SCRIPT, 'utf8').digest('base64')}` as const;

export const EMBED_THEMES = ['light', 'dark'] as const;
export const EMBED_LAYOUTS = ['vertical', 'horizontal'] as const;

/** The address the widget page names for its script; the build replaces it with the hashed file (widget-script.ts). */
export const WIDGET_SCRIPT_PLACEHOLDER = '/_astro/prayer-widget.js';
