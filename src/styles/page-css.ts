/**
 * Build-time CSS for one page: the rules of the site's stylesheet that the page's own HTML can use.
 *
 * The site has one Tailwind stylesheet for every page (and for what the islands render later), about
 * 8 KB compressed. A page needs a fraction of it to paint, so the build (inline-page-css.ts) puts that
 * fraction into the page's <head> and loads the whole stylesheet without blocking rendering, for what
 * scripts and islands add after load. That keeps the first response and what blocks its rendering
 * within one round trip (issue 7).
 *
 * A rule is kept when one of its selectors can match the page's markup: every class and element name
 * the selector requires (outside :not()) occurs in the HTML. Pseudo-classes, attributes and ids are
 * not judged, so a kept set errs on the side of too much. At-rule blocks keep their kept rules; @layer
 * blocks stay even when empty, since their first appearance fixes the cascade order of the layers.
 * Custom properties (the theme's variables, Tailwind's --tw-* registrations) are kept when a kept rule
 * refers to them, directly or through another kept variable. Print rules (@media print, @page) are not
 * part of a first paint and are left out on request. The input is Tailwind's minified CSS, parsed just
 * enough for that: blocks, rules, declarations, strings and comments.
 */

export type CssNode =
  | { kind: 'rule'; selector: string; body: string }
  /** An at-rule whose block holds rules: @media, @supports, @layer x { }, @container ... */
  | { kind: 'group'; prelude: string; children: CssNode[] }
  /** An at-rule whose block holds declarations or keyframes: @property, @font-face, @keyframes, @page. */
  | { kind: 'block'; prelude: string; body: string }
  /** An at-rule without a block: @layer a, b; @import ...; @charset ... */
  | { kind: 'statement'; text: string };

const GROUP_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style', 'document']);

/** Index just past the string starting at `start` (a quote), honouring escapes. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Past a string, a comment or an escaped character starting at `i`; `i` itself when none starts there. */
function skipNonCode(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") return skipString(css, i);
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  if (c === '\\') return i + 2;
  return i;
}

/** Index of the first `stop` character at nesting depth 0 from `start` (strings, comments, (), [] skipped). */
function findTopLevel(css: string, start: number, stops: string): number {
  let depth = 0;
  let i = start;
  while (i < css.length) {
    const c = css[i]!;
    const past = skipNonCode(css, i);
    if (past !== i) {
      i = past;
      continue;
    }
    if (depth === 0 && stops.includes(c)) return i;
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    i += 1;
  }
  return -1;
}

/** Index of the `}` closing the block whose `{` is at `open`. */
function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    const c = css[i]!;
    const past = skipNonCode(css, i);
    if (past !== i) {
      i = past;
      continue;
    }
    if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
    i += 1;
  }
  throw new SyntaxError(`unclosed block at ${open}`);
}

function stripComments(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      const end = skipString(css, i);
      out += css.slice(i, end);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

export function parseCss(input: string): CssNode[] {
  const css = stripComments(input);
  const parse = (from: number, to: number): CssNode[] => {
    const nodes: CssNode[] = [];
    let i = from;
    while (i < to) {
      while (i < to && /\s/.test(css[i]!)) i += 1;
      if (i >= to) break;
      const stop = findTopLevel(css, i, '{;}');
      if (stop < 0 || stop >= to || css[stop] === '}') {
        // A trailing statement without ';' (or stray text): keep it verbatim.
        const end = stop < 0 || stop >= to ? to : stop;
        const text = css.slice(i, end).trim();
        if (text) nodes.push({ kind: 'statement', text: text.endsWith(';') ? text : `${text};` });
        i = end + 1;
        continue;
      }
      const prelude = css.slice(i, stop).trim();
      if (css[stop] === ';') {
        nodes.push({ kind: 'statement', text: `${prelude};` });
        i = stop + 1;
        continue;
      }
      const close = matchingBrace(css, stop);
      if (prelude.startsWith('@')) {
        const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
        if (GROUP_AT_RULES.has(name)) {
          nodes.push({ kind: 'group', prelude, children: parse(stop + 1, close) });
        } else {
          nodes.push({ kind: 'block', prelude, body: css.slice(stop + 1, close) });
        }
      } else {
        nodes.push({ kind: 'rule', selector: prelude, body: css.slice(stop + 1, close) });
      }
      i = close + 1;
    }
    return nodes;
  };
  return parse(0, css.length);
}

export function serializeCss(nodes: readonly CssNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'rule':
          return `${node.selector}{${node.body}}`;
        case 'group':
          return `${node.prelude}{${serializeCss(node.children)}}`;
        case 'block':
          return `${node.prelude}{${node.body}}`;
        case 'statement':
          return node.text;
      }
    })
    .join('');
}

/** Splits at top-level occurrences of `separator` (outside strings, parentheses and brackets). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const at = findTopLevel(text, start, separator);
    if (at < 0) break;
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** CSS identifier escapes: `\:` is ':', `\32 ` is '2'. */
function unescapeIdent(raw: string): string {
  return raw.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) && /^[0-9a-fA-F]{1,6}\s?$/.test(escaped)
      ? String.fromCodePoint(parseInt(escaped.trim(), 16))
      : escaped,
  );
}

const IDENT_CHAR = /[\w-]/;

/** Reads an identifier (with escapes) starting at `start`; returns [raw, end]. */
function readIdent(selector: string, start: number): [string, number] {
  let i = start;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '\\') {
      const hex = /^\\[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(i));
      i += hex ? hex[0].length : 2;
    } else if (IDENT_CHAR.test(c) || c.charCodeAt(0) > 127) {
      i += 1;
    } else {
      break;
    }
  }
  return [selector.slice(start, i), i];
}

/** Pseudo-class functions whose arguments are selectors. */
const SELECTOR_FUNCTIONS = new Set(['is', 'where', 'not', 'has', 'matches', '-webkit-any', '-moz-any', 'host', 'host-context', 'slotted']);

export interface SelectorNeeds {
  classes: string[];
  tags: string[];
  /** Each entry: one of these elements must occur (form controls' pseudo-elements, ::placeholder). */
  oneOf: string[][];
}

const DATE_INPUTS = ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => `input[type=${type}]`);
const TEXT_INPUTS = ['text', 'search', 'url', 'tel', 'email', 'password', 'number'].map((type) => `input[type=${type}]`);

/**
 * The elements a pseudo-element of form controls can belong to: an input by its type, as pageMarkup
 * names it (a page with only checkboxes and a URL field needs none of the date fields' rules).
 */
function pseudoElementHosts(name: string): string[] | null {
  if (name === 'placeholder') return ['textarea', ...TEXT_INPUTS];
  if (name === 'file-selector-button') return ['input[type=file]'];
  if (/^-webkit-search-/.test(name)) return ['input[type=search]'];
  if (/^-webkit-(inner|outer)-spin-button/.test(name)) return ['input[type=number]', ...DATE_INPUTS];
  if (/^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/.test(name)) return DATE_INPUTS;
  return null;
}

/** The class and element names one complex selector requires (those inside :not() are not required). */
export function selectorNeeds(selector: string): SelectorNeeds {
  const classes: string[] = [];
  const tags: string[] = [];
  const oneOf: string[][] = [];
  // The pseudo-class function each open parenthesis belongs to; requirements inside :not() are skipped.
  const functions: string[] = [];
  let negated = 0;
  let compoundStart = true;
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '\\' || IDENT_CHAR.test(c)) {
      const [raw, end] = readIdent(selector, i);
      if (compoundStart && negated === 0 && raw !== '') tags.push(unescapeIdent(raw).toLowerCase());
      compoundStart = false;
      i = end > i ? end : i + 1;
    } else if (c === '.') {
      const [raw, end] = readIdent(selector, i + 1);
      if (negated === 0 && raw !== '') classes.push(unescapeIdent(raw));
      compoundStart = false;
      i = end;
    } else if (c === '#') {
      i = readIdent(selector, i + 1)[1];
      compoundStart = false;
    } else if (c === ':') {
      const pseudoElement = selector[i + 1] === ':';
      const [raw, end] = readIdent(selector, i + (pseudoElement ? 2 : 1));
      const hosts = pseudoElement && negated === 0 ? pseudoElementHosts(unescapeIdent(raw).toLowerCase()) : null;
      if (hosts) oneOf.push(hosts);
      i = end;
      compoundStart = false;
      if (selector[i] === '(') {
        const name = unescapeIdent(raw).toLowerCase();
        if (!SELECTOR_FUNCTIONS.has(name)) {
          // :nth-child(2n+1), :lang(en), ::part(x): arguments that are not selectors.
          const close = findTopLevel(selector, i + 1, ')');
          i = close < 0 ? selector.length : close + 1;
          continue;
        }
        functions.push(name);
        if (name === 'not') negated += 1;
        i += 1;
        // A selector argument starts new compounds (:is(ul, ol) names elements).
        compoundStart = true;
      }
    } else if (c === '[') {
      const end = findTopLevel(selector, i + 1, ']');
      i = end < 0 ? selector.length : end + 1;
      compoundStart = false;
    } else if (c === '"' || c === "'") {
      i = skipString(selector, i);
    } else if (c === '(') {
      functions.push('');
      i += 1;
    } else if (c === ')') {
      if (functions.pop() === 'not') negated -= 1;
      i += 1;
      compoundStart = false;
    } else if (c === ',' || c === '>' || c === '+' || c === '~' || /\s/.test(c)) {
      compoundStart = true;
      i += 1;
    } else {
      // '*', '|', '&' and anything else: no requirement.
      compoundStart = false;
      i += 1;
    }
  }
  return { classes, tags, oneOf };
}

export interface PageMarkup {
  classes: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

/**
 * The class names (class="…" attributes) and element names in an HTML document; each input also as
 * `input[type=…]` (text when it has no type), for its pseudo-elements.
 */
export function pageMarkup(html: string): PageMarkup {
  const classes = new Set<string>();
  const tags = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = match[1]!.toLowerCase();
    tags.add(tag);
    if (tag === 'input') {
      const type = /\stype\s*=\s*["']?([\w-]+)/i.exec(match[2] ?? '')?.[1]?.toLowerCase() ?? 'text';
      tags.add(`input[type=${type}]`);
    }
    const attr = /\sclass\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/.exec(match[2] ?? '');
    const value = attr?.[2] ?? attr?.[3] ?? attr?.[4];
    if (!value) continue;
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return { classes, tags };
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower] ?? entity;
  });
}

function ruleMatches(selector: string, markup: PageMarkup): boolean {
  return splitTopLevel(selector, ',').some((complex) => {
    const needs = selectorNeeds(complex);
    return (
      needs.classes.every((name) => markup.classes.has(name)) &&
      needs.tags.every((tag) => markup.tags.has(tag)) &&
      needs.oneOf.every((hosts) => hosts.some((tag) => markup.tags.has(tag)))
    );
  });
}

const CUSTOM_PROPERTY = /--[\w-]+/g;

/**
 * A rule for no class that only declares custom properties: the theme's variables on :root, Tailwind's
 * --tw-* defaults on *. Kept for what the page's rules use, not for what the page's markup names.
 */
function isVariableRule(node: CssNode): boolean {
  if (node.kind !== 'rule') return false;
  const declarations = splitTopLevel(node.body, ';').filter((d) => d.trim());
  return (
    declarations.length > 0 &&
    declarations.every((d) => d.trim().startsWith('--')) &&
    splitTopLevel(node.selector, ',').every((complex) => selectorNeeds(complex).classes.length === 0)
  );
}

/** `@media print { … }` and `@page`: nothing the first paint on a screen needs. */
function isPrintOnly(node: CssNode): boolean {
  if (node.kind === 'group') return /^@media\s+print\s*$/i.test(node.prelude);
  return node.kind === 'block' && /^@page\b/i.test(node.prelude);
}

/**
 * The page's rules, then variables pruned to those its rules refer to. Print rules are left out unless
 * `print` is set: the full stylesheet, loaded after the first paint, brings them.
 */
export function pageCss(css: string, markup: PageMarkup, { print = false }: { print?: boolean } = {}): string {
  const filter = (nodes: readonly CssNode[]): CssNode[] => {
    const kept: CssNode[] = [];
    for (const node of nodes) {
      if (!print && isPrintOnly(node)) continue;
      if (node.kind === 'rule') {
        if (isVariableRule(node) || ruleMatches(node.selector, markup)) kept.push(node);
      } else if (node.kind === 'group') {
        const children = filter(node.children);
        const isLayer = /^@layer\b/i.test(node.prelude);
        if (children.length > 0 || isLayer) kept.push({ ...node, children });
      } else {
        kept.push(node);
      }
    }
    return kept;
  };
  const filtered = filter(parseCss(css));

  // Custom properties used by the kept rules, then by the variables those use, and so on.
  const used = new Set<string>();
  const definitions = new Map<string, string[]>();
  const visit = (nodes: readonly CssNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'rule' && isVariableRule(node)) {
        for (const declaration of splitTopLevel(node.body, ';')) {
          const colon = declaration.indexOf(':');
          if (colon < 0) continue;
          const name = declaration.slice(0, colon).trim();
          const refs = declaration.slice(colon + 1).match(CUSTOM_PROPERTY) ?? [];
          definitions.set(name, [...(definitions.get(name) ?? []), ...refs]);
        }
      } else if (node.kind === 'rule' || (node.kind === 'block' && !/^@property\b/i.test(node.prelude))) {
        for (const ref of node.body.match(CUSTOM_PROPERTY) ?? []) used.add(ref);
      }
    }
  };
  visit(filtered);
  const pending = [...used];
  while (pending.length > 0) {
    for (const ref of definitions.get(pending.pop()!) ?? []) {
      if (!used.has(ref)) {
        used.add(ref);
        pending.push(ref);
      }
    }
  }

  // Two stylesheets built from one theme (the site's and a page's own, with @apply) repeat Tailwind's
  // registrations and defaults: the second copy of an identical one changes nothing and goes.
  const registered = new Set<string>();
  const declared = new Map<string, Map<string, string>>();
  const prune = (nodes: readonly CssNode[], context: string): CssNode[] => {
    const kept: CssNode[] = [];
    for (const node of nodes) {
      if (node.kind === 'group') {
        const children = prune(node.children, `${context}${node.prelude}{`);
        if (children.length > 0 || /^@layer\b/i.test(node.prelude)) kept.push({ ...node, children });
      } else if (node.kind === 'rule' && isVariableRule(node)) {
        const values = declared.get(`${context}${node.selector}`) ?? new Map<string, string>();
        declared.set(`${context}${node.selector}`, values);
        const body = splitTopLevel(node.body, ';')
          .filter((declaration) => {
            const colon = declaration.indexOf(':');
            const name = declaration.slice(0, colon).trim();
            const value = declaration.slice(colon + 1).trim();
            if (!used.has(name) || values.get(name) === value) return false;
            values.set(name, value);
            return true;
          })
          .join(';');
        if (body) kept.push({ ...node, body });
      } else if (node.kind === 'block' && /^@property\b/i.test(node.prelude)) {
        const name = /--[\w-]+/.exec(node.prelude)?.[0];
        const text = serializeCss([node]);
        if (name && used.has(name) && !registered.has(text)) kept.push(node);
        registered.add(text);
      } else {
        kept.push(node);
      }
    }
    return kept;
  };
  return serializeCss(prune(filtered, ''));
}
