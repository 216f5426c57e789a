import type { SiteFacts } from '../../../domain/site-facts/site-facts.ts';

/**
 * Admin → Site facts' form as data: each fact's path in the document, its label and input kind, grouped
 * as the form shows them. Lists (teachers, brokerage guides) are edited as lines "Name | second part".
 */
export interface FactField {
  path: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'url' | 'number' | 'long' | 'lines';
  optional?: boolean;
  hint?: string;
}

export interface FactGroup {
  id: string;
  legend: string;
  note?: string;
  fields: readonly FactField[];
}

/** The two parts of each line of a list field, by the list's path. */
const LIST_PARTS: Record<string, readonly [string, string]> = {
  'contacts.teachers': ['name', 'role'],
  'donations.stockGuides': ['name', 'href'],
};

export const FACT_GROUPS: readonly FactGroup[] = [
  {
    id: 'imam',
    legend: 'Imam',
    fields: [
      { path: 'contacts.imam.name', label: 'Name', kind: 'text' },
      { path: 'contacts.imam.title', label: 'Title', kind: 'text' },
      { path: 'contacts.imam.phone', label: 'Phone', kind: 'tel' },
      { path: 'contacts.imam.email', label: 'E-mail', kind: 'email' },
    ],
  },
  {
    id: 'contacts',
    legend: 'General and school contacts',
    fields: [
      { path: 'contacts.general.email', label: 'General e-mail', kind: 'email' },
      { path: 'contacts.general.phone', label: 'General phone', kind: 'tel' },
      { path: 'contacts.school.email', label: 'School e-mail', kind: 'email' },
      { path: 'contacts.teachers', label: 'Other teachers', kind: 'lines', optional: true, hint: 'One per line: Name | role, e.g. "Ayse Example | PhD candidate"' },
    ],
  },
  {
    id: 'address',
    legend: 'Address',
    fields: [
      { path: 'address.street', label: 'Street', kind: 'text' },
      { path: 'address.city', label: 'City', kind: 'text' },
      { path: 'address.region', label: 'State', kind: 'text' },
      { path: 'address.postalCode', label: 'ZIP code', kind: 'text' },
      { path: 'address.country', label: 'Country code', kind: 'text', hint: 'Two letters, e.g. US' },
      { path: 'address.mapUrl', label: 'Map link', kind: 'url', optional: true, hint: 'Leave empty for a maps search of the address' },
    ],
  },
  {
    id: 'hours',
    legend: 'Service hours and rental',
    fields: [
      { path: 'serviceHours.weekdays', label: 'Service hours', kind: 'text' },
      { path: 'serviceHours.friday', label: "Friday (Jumu'ah)", kind: 'text' },
      { path: 'rental.minimum', label: 'Rental minimum', kind: 'text' },
      { path: 'rental.rate', label: 'Rental rate', kind: 'text' },
      { path: 'rental.memberRate', label: 'Member rate', kind: 'text' },
      { path: 'rental.extra', label: 'Extra fees', kind: 'text' },
    ],
  },
  {
    id: 'links',
    legend: 'Social and mailing-list links',
    fields: [
      { path: 'links.whatsapp', label: 'WhatsApp', kind: 'url' },
      { path: 'links.facebook', label: 'Facebook', kind: 'url' },
      { path: 'links.instagram', label: 'Instagram', kind: 'url' },
      { path: 'links.mailingList', label: 'Mailing-list page', kind: 'url' },
      { path: 'mailingListForm.action', label: 'Mailing-list form address', kind: 'url' },
      { path: 'mailingListForm.u', label: 'Mailing-list form "u"', kind: 'text' },
      { path: 'mailingListForm.id', label: 'Mailing-list form "id"', kind: 'text' },
    ],
  },
  {
    id: 'donations',
    legend: 'Donation details',
    note: 'Where money goes: every change here is kept in the audit log and shown to every admin in Overview.',
    fields: [
      { path: 'donations.hostedPlatformUrl', label: 'Card and Apple Pay donation page', kind: 'url' },
      { path: 'donations.zelle', label: 'Zelle recipient', kind: 'text' },
      { path: 'donations.venmo', label: 'Venmo account', kind: 'text' },
      { path: 'donations.paypalUrl', label: 'PayPal link', kind: 'url' },
      { path: 'donations.paypalFeePercent', label: 'PayPal fee (%)', kind: 'number' },
      { path: 'donations.benevityUrl', label: 'Benevity link', kind: 'url' },
      { path: 'donations.stockInstructionsUrl', label: 'Stock instructions link', kind: 'url' },
      { path: 'donations.stockGuides', label: 'Brokerage guides', kind: 'lines', optional: true, hint: 'One per line: Name | https:// link' },
      { path: 'donations.checkPayableTo', label: 'Checks payable to', kind: 'text' },
      { path: 'donations.cashNote', label: 'Cash note', kind: 'long' },
      { path: 'donations.taxExemptStatus', label: 'Tax-exempt status', kind: 'text' },
      { path: 'donations.ein', label: 'EIN', kind: 'text', hint: 'e.g. 12-3456789' },
    ],
  },
  {
    id: 'donate-page',
    legend: 'Donate page',
    fields: [{ path: 'donatePage.intro', label: 'Introduction', kind: 'long' }],
  },
];

const FIELDS = FACT_GROUPS.flatMap((group) => group.fields);

function read(facts: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], facts);
}

function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** The form's texts for `facts`, by path. */
export function valuesFromFacts(facts: SiteFacts): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = read(facts, field.path);
    const parts = LIST_PARTS[field.path];
    if (parts) values[field.path] = ((value ?? []) as Record<string, string>[]).map((item) => `${item[parts[0]]} | ${item[parts[1]]}`).join('\n');
    else values[field.path] = value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The whole facts the form's texts make over `base`, for the shared schema to check: a number as a number
 * when it reads as one (else the text, which the schema refuses), a list from its lines, an empty optional
 * field left out.
 */
export function factsFromValues(values: Record<string, string>, base: SiteFacts): SiteFacts {
  const facts = structuredClone(base) as unknown as Record<string, unknown>;
  for (const field of FIELDS) {
    const text = values[field.path] ?? '';
    const parts = LIST_PARTS[field.path];
    if (parts) {
      const items = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const [first = '', ...rest] = line.split('|');
          return { [parts[0]]: first.trim(), [parts[1]]: rest.join('|').trim() };
        });
      write(facts, field.path, items);
    } else if (field.kind === 'number') {
      const value = Number(text);
      write(facts, field.path, text.trim() === '' || Number.isNaN(value) ? text : value);
    } else if (field.optional && text.trim() === '') write(facts, field.path, undefined);
    else write(facts, field.path, text);
  }
  return facts as unknown as SiteFacts;
}

/** Field errors by the form's paths: a list's item errors ('contacts.teachers.1.role') go to the list. */
export function errorsByField(errors: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = FIELDS.find((f) => path === f.path || path.startsWith(`${f.path}.`));
    const key = field?.path ?? path;
    const line = field && path !== field.path ? /^\.(\d+)\./.exec(path.slice(field.path.length)) : null;
    byField[key] ??= line ? `Line ${Number(line[1]) + 1}: ${message}` : message;
  }
  return byField;
}

/** What the form sends: the checked facts, with '' for an emptied optional field (the API then removes it). */
export function documentToSend(facts: SiteFacts, values: Record<string, string>): SiteFacts {
  const document = structuredClone(facts) as unknown as Record<string, unknown>;
  for (const field of FIELDS) if (field.optional && !LIST_PARTS[field.path] && (values[field.path] ?? '').trim() === '') write(document, field.path, '');
  return document as unknown as SiteFacts;
}
