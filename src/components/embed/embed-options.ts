import { createHash } from 'node:crypto';
import { site } from '../../config/site.ts';

/**
 * The widget's page in each enabled language (issue 26): the default language's unprefixed.
 * '{"en":"","tr":"/tr","ar":"/ar"}'.
 */
const LANGUAGE_PREFIXES = JSON.stringify(
  Object.fromEntries(site.languages.enabled.map((code) => [code, code === site.languages.default ? '' : `/${code}`])),
);

/**
 * The widget's look and language, chosen by the embedding site in the iframe's URL: ?theme=light|dark,
 * ?layout=vertical|horizontal and ?lang= (issue 26). A static page cannot read its query on the server, so
 * this script, inline in <head>, sets the look on <html> before the first paint (no flash of the wrong
 * theme), and for an enabled language other than the page's goes to that language's page at once (the
 * same query, `lang` left out: /embed/prayer-times?lang=ar&theme=dark is /ar/embed/prayer-times?theme=dark).
 * 'tr-TR' is 'tr'; anything else keeps the defaults: light, vertical, this page's language (a widget cannot
 * show an error inside someone else's page). The same script on every language's page, so one hash:
 * Astro does not hash inline scripts, so astro.config.mjs adds EMBED_OPTIONS_SCRIPT_HASH to the pages' CSP.
 */
export const EMBED_OPTIONS_SCRIPT =
  "(function(){var q=new URLSearchParams(location.search),d=document.documentElement,t=q.get('theme'),l=q.get('layout');" +
  "if(t==='dark'||t==='light')d.setAttribute('data-theme',t);if(l==='horizontal'||l==='vertical')d.setAttribute('data-layout',l);" +
  // typeof … 'string': 'constructor' and '__proto__' are not languages.
  `var P=${LANGUAGE_PREFIXES},g=(q.get('lang')||'').toLowerCase().replace('_','-');` +
  "if(typeof P[g]!='string')g=g.split('-')[0];if(typeof P[g]=='string'&&g!==d.lang){q.delete('lang');var s=q.toString();" +
  "location.replace(P[g]+'/embed/prayer-times'+(s?'?'+s:'')+location.hash)}})()";

export const EMBED_OPTIONS_SCRIPT_HASH =
  `sha256-${createHash('sha256').update(EMBED_OPTIONS_SCRIPT, 'utf8').digest('base64')}` as const;

export const EMBED_THEMES = ['light', 'dark'] as const;
export const EMBED_LAYOUTS = ['vertical', 'horizontal'] as const;

/** The address the widget page names for its script; the build replaces it with the hashed file (widget-script.ts). */
export const WIDGET_SCRIPT_PLACEHOLDER = '/_astro/prayer-widget.js';
