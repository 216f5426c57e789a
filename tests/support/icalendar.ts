import ICAL from 'ical.js';

/**
 * Reads an iCalendar stream the way a subscriber's calendar does, with ical.js (a real RFC 5545
 * parser), after checking the transport rules it is lenient about: CRLF line ends, at most 75 octets a
 * line (UTF-8 bytes), continuation lines starting with one space, balanced BEGIN/END, and the
 * properties RFC 5545 requires. Times with a TZID must resolve through the file's own VTIMEZONE.
 */

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  categories: string[];
  start: Date;
  end: Date;
  allDay: boolean;
  /** The zone ical.js resolved DTSTART in ('America/Los_Angeles'), 'UTC', or 'floating'. */
  startZone: string;
  sequence: number | null;
  transparent: boolean;
}

export interface ParsedCalendar {
  name: string | null;
  refreshInterval: string | null;
  publishedTtl: string | null;
  timeZoneIds: string[];
  events: ParsedEvent[];
  /** The raw text unfolded into logical lines, for checks on exact property text. */
  lines: string[];
}

const encoder = new TextEncoder();

export function checkTransport(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/[^\r]\n/.test(text) || /\r(?!\n)/.test(text)) problems.push('has a line break that is not CRLF');
  const physical = text.split('\r\n').slice(0, -1);
  physical.forEach((line, index) => {
    const octets = encoder.encode(line).byteLength;
    if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets: ${line.slice(0, 40)}…`);
    if (line.length === 0) problems.push(`line ${index + 1} is empty`);
    if (line.includes('\uFFFD')) problems.push(`line ${index + 1} holds a broken character`);
  });
  return problems;
}

export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

function checkStructure(lines: string[]): void {
  const stack: string[] = [];
  const seen = new Map<string, Set<string>>();
  for (const line of lines) {
    const name = line.split(/[;:]/, 1)[0]!;
    if (name === 'BEGIN') {
      stack.push(line.slice(6));
      seen.set(stack.join('/'), new Set());
    } else if (name === 'END') {
      const top = stack.pop();
      if (top !== line.slice(4)) throw new Error(`END:${line.slice(4)} closes ${top}`);
    } else {
      seen.get(stack.join('/'))?.add(name);
    }
  }
  if (stack.length) throw new Error(`unclosed ${stack.join('/')}`);
  const calendar = seen.get('VCALENDAR');
  for (const required of ['VERSION', 'PRODID'])
    if (!calendar?.has(required)) throw new Error(`VCALENDAR lacks ${required}`);
}

function requiredOf(component: ICAL.Component, names: string[]): void {
  for (const name of names) {
    if (!component.hasProperty(name))
      throw new Error(`${component.name} lacks ${name}: ${component.toString().slice(0, 200)}`);
  }
}

export function parseCalendar(text: string): ParsedCalendar {
  const problems = checkTransport(text);
  if (problems.length) throw new Error(`Not RFC 5545 transport:\n${problems.join('\n')}`);
  const lines = unfold(text);
  checkStructure(lines);
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error(`root is ${root.name}`);
  const zones = root.getAllSubcomponents('vtimezone');
  for (const zone of zones) requiredOf(zone, ['tzid']);
  const events = root.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    requiredOf(component, ['uid', 'dtstamp', 'dtstart']);
    if (component.hasProperty('dtend') && component.hasProperty('duration'))
      throw new Error('DTEND and DURATION both set');
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null || value === undefined ? null : String(value);
    };
    const zone = event.startDate.zone;
    const tzid = event.startDate.isDate ? 'floating' : zone?.tzid === 'floating' || !zone ? 'floating' : zone.tzid;
    const sequence = component.getFirstPropertyValue('sequence');
    return {
      uid: event.uid,
      summary: event.summary,
      description: text('description'),
      location: text('location'),
      url: text('url'),
      categories: component.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      allDay: event.startDate.isDate,
      startZone: tzid,
      sequence: sequence === null ? null : Number(sequence),
      transparent: text('transp') === 'TRANSPARENT',
    };
  });
  const prop = (name: string) => {
    const value = root.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  // ical.js leaves X- properties as raw text; they hold TEXT, escaped like any other.
  const unescapeText = (value: string | null) =>
    value?.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c)) ?? null;
  return {
    name: unescapeText(prop('x-wr-calname')),
    refreshInterval: prop('refresh-interval'),
    publishedTtl: prop('x-published-ttl'),
    timeZoneIds: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
    lines,
  };
}
