/**
 * RFC 5545's lexical layer (section 3.1 and 3.3.11): TEXT escaping, parameter quoting and line folding.
 * A content line may be at most 75 octets long, counted in UTF-8 bytes, not characters; longer lines
 * continue on lines that begin with one space. A fold never splits a character's bytes.
 */

export const CRLF = '\r\n';

/** Octets a physical line may hold, excluding its CRLF (RFC 5545 3.1). */
export const MAX_LINE_OCTETS = 75;

// Control characters other than tab may not appear in a content line (RFC 5545 3.1: "CONTROL").
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value: backslash, semicolon and comma escaped, any line break as \n, control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * A parameter value (RFC 5545 3.2): quoted when it holds ':', ';' or ','. DQUOTE cannot appear even when
 * quoted, and neither can a line break, so both become a harmless character.
 */
export function paramValue(value: string): string {
  const clean = value
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(CONTROLS, '')
    .replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Splits a logical line into physical lines of at most 75 octets, the continuations starting with a
 * space (which counts towards their 75). Iterating by code point keeps surrogate pairs, and so every
 * UTF-8 sequence, whole.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

export type Params = Readonly<Record<string, string | undefined>>;

/** 'NAME;PARAM=value:value' (the value already in its type's form: escape TEXT with escapeText). */
export function contentLine(name: string, value: string, params: Params = {}): string {
  let head = name;
  for (const [key, param] of Object.entries(params)) {
    if (param !== undefined) head += `;${key}=${paramValue(param)}`;
  }
  return `${head}:${value}`;
}

/** Logical lines as an iCalendar stream: each folded, each ended by CRLF. */
export function serializeLines(lines: readonly string[]): string {
  return lines.flatMap(foldLine).join(CRLF) + CRLF;
}
