/**
 * The message format of the catalogues (src/i18n/catalogues/{lang}/{namespace}.json, ADR 023): a small
 * subset of ICU MessageFormat, enough for a site's own texts and nothing a translator has to learn twice.
 *
 * - `{name}`: a placeholder, replaced by params.name (a number is formatted for the locale).
 * - `{count, plural, =0 {no seats} one {# seat left} other {# seats left}}`: chooses by Intl.PluralRules of
 *   the language's locale (Arabic uses zero/one/two/few/many/other); `=N` matches the exact number first;
 *   `#` is the number, formatted for the locale. `other` is required.
 * - `{kind, select, adhan {…} iqamah {…} other {…}}`: chooses by a string parameter; `other` is required.
 *
 * Branches may hold placeholders and further plurals. Apostrophes are ordinary letters (Turkish writes
 * "Cuma'ya"): unlike ICU there is no quoting, so a message cannot show a literal { or }.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; branches: ReadonlyMap<string, Part[]> }
  | { kind: 'select'; name: string; branches: ReadonlyMap<string, Part[]> };

export class MessageSyntaxError extends Error {
  constructor(message: string, source: string) {
    super(`${message} in message ${JSON.stringify(source)}`);
    this.name = 'MessageSyntaxError';
  }
}

const IDENTIFIER = /^[A-Za-z_][\w-]*$/;

class Parser {
  private position = 0;
  private readonly source: string;
  constructor(source: string) {
    this.source = source;
  }

  parse(): Part[] {
    const parts = this.parts(false, false);
    if (this.position < this.source.length) this.fail(`Unexpected "}" at ${this.position}`);
    return parts;
  }

  private fail(message: string): never {
    throw new MessageSyntaxError(message, this.source);
  }

  /** Text and arguments up to an unmatched '}' (inside a branch) or the end. */
  private parts(inBranch: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position]!;
      if (char === '}') {
        if (!inBranch) this.fail(`Unmatched "}" at ${this.position}`);
        break;
      }
      if (char === '{') {
        flush();
        parts.push(this.argument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.position += 1;
        continue;
      }
      text += char;
      this.position += 1;
    }
    flush();
    return parts;
  }

  private skipSpaces(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }

  private word(): string {
    this.skipSpaces();
    const start = this.position;
    while (this.position < this.source.length && !/[\s,{}]/.test(this.source[this.position]!)) this.position += 1;
    return this.source.slice(start, this.position);
  }

  private expect(char: string): void {
    this.skipSpaces();
    if (this.source[this.position] !== char) this.fail(`Expected "${char}" at ${this.position}`);
    this.position += 1;
  }

  private argument(): Part {
    this.expect('{');
    const name = this.word();
    if (!IDENTIFIER.test(name)) this.fail(`Bad placeholder name "${name}"`);
    this.skipSpaces();
    if (this.source[this.position] === '}') {
      this.position += 1;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    if (type !== 'plural' && type !== 'select') this.fail(`Unknown argument type "${type}" (plural or select)`);
    this.expect(',');
    const branches = new Map<string, Part[]>();
    for (;;) {
      this.skipSpaces();
      if (this.source[this.position] === '}') {
        this.position += 1;
        break;
      }
      const selector = this.word();
      if (!selector) this.fail(`Expected a ${type} branch at ${this.position}`);
      if (type === 'plural' && !/^(=\d+|zero|one|two|few|many|other)$/.test(selector)) {
        this.fail(`Unknown plural category "${selector}"`);
      }
      if (branches.has(selector)) this.fail(`Branch "${selector}" twice`);
      this.expect('{');
      branches.set(selector, this.parts(true, type === 'plural'));
      this.expect('}');
    }
    if (!branches.has('other')) this.fail(`The ${type} of "${name}" has no "other" branch`);
    return { kind: type, name, branches };
  }
}

const parsed = new Map<string, Part[]>();

function parse(message: string): Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    parts = new Parser(message).parse();
    parsed.set(message, parts);
  }
  return parts;
}

/** Throws MessageSyntaxError when the message is not in the catalogue format; the catalogue tests use it. */
export function checkMessage(message: string): void {
  parse(message);
}

/** The names of the parameters a message uses (placeholders, plural and select arguments), sorted, once each. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (part.kind === 'arg') names.add(part.name);
      if (part.kind === 'plural' || part.kind === 'select') {
        names.add(part.name);
        for (const branch of part.branches.values()) walk(branch);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

function numberFormatFor(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    // 'min2': a year (1448, 2026) stays as it is written; 12,500 is grouped.
    format = new Intl.NumberFormat(locale, { useGrouping: 'min2' });
    numberFormats.set(locale, format);
  }
  return format;
}

/** Formats an already-parsed message. */
export function formatMessage(message: string, params: MessageParams = {}, locale = 'en'): string {
  const valueOf = (name: string): string | number => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`Missing parameter "${name}" for message ${JSON.stringify(message)}`);
    return value;
  };
  const show = (value: string | number) => (typeof value === 'number' ? numberFormatFor(locale).format(value) : value);
  const render = (parts: readonly Part[], pound: number | undefined): string => {
    let out = '';
    for (const part of parts) {
      switch (part.kind) {
        case 'text':
          out += part.text;
          break;
        case 'arg':
          out += show(valueOf(part.name));
          break;
        case 'pound':
          out += pound === undefined ? '#' : show(pound);
          break;
        case 'plural': {
          const value = Number(valueOf(part.name));
          if (!Number.isFinite(value)) throw new RangeError(`Parameter "${part.name}" is not a number`);
          const branch =
            part.branches.get(`=${value}`) ??
            part.branches.get(pluralRulesFor(locale).select(value)) ??
            part.branches.get('other')!;
          out += render(branch, value);
          break;
        }
        case 'select': {
          const value = String(valueOf(part.name));
          out += render(part.branches.get(value) ?? part.branches.get('other')!, pound);
          break;
        }
      }
    }
    return out;
  };
  return render(parse(message), undefined);
}

/** A language's messages, flat: 'namespace.key' → message. */
export type Messages = Readonly<Record<string, string>>;

/**
 * The message `key` of `messages`, its placeholders filled from `params`, plurals chosen by `locale`'s
 * rules. A key the catalogue lacks throws: the catalogue tests keep every language complete, so a missing
 * key is a programming error and the build should stop on it rather than print the key.
 */
export function translate(messages: Messages, key: string, params?: MessageParams, locale = 'en'): string {
  const message = messages[key];
  if (message === undefined) throw new RangeError(`No message "${key}" in the catalogue`);
  return formatMessage(message, params, locale);
}
