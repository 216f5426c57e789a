import { mapHref, type SiteFacts } from '../../domain/site-facts/site-facts.ts';
import type { IconName } from '../icon-paths.ts';
import { IconSvg } from '../icon-svg.tsx';
import { ContactLink } from '../contact-link.tsx';

/** A contact card's round icon and heading. */
function CardHead({ icon, title }: { icon: IconName; title: string }) {
  return (
    <>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <IconSvg name={icon} className="size-6" />
      </div>
      <h3 className="mt-4 text-lg font-bold text-ink-900">{title}</h3>
    </>
  );
}

/**
 * The contact section's three cards (the imam, the address, general inquiries) from the site facts:
 * rendered by Astro to static HTML (no script) and by Admin → Site facts' preview with the draft.
 */
export type ContactCardsText = {
  imamContact: string;
  masjidAddress: string;
  getDirections: string;
  opensInNewTab: string;
  generalInquiries: string;
  generalInquiriesText: string;
};

/** SPEC's English: what the admin's preview shows; the home page passes its language's (ADR 023). */
const ENGLISH: ContactCardsText = {
  imamContact: 'Imam Contact',
  masjidAddress: 'Masjid Address',
  getDirections: 'Get directions',
  opensInNewTab: '(opens in a new tab)',
  generalInquiries: 'General Inquiries',
  generalInquiriesText: 'Programs, visits, volunteering and everything else.',
};

export function ContactCards({
  facts,
  addressNote,
  text = ENGLISH,
  staffLang,
}: {
  facts: Pick<SiteFacts, 'contacts' | 'address'>;
  addressNote: string;
  text?: ContactCardsText;
  /** On a translated page: the language of the staff's facts (names, titles, the address). */
  staffLang?: string;
}) {
  const { imam, general } = facts.contacts;
  const { address } = facts;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      <li className="card">
        <CardHead icon="user" title={text.imamContact} />
        <p className="mt-1 font-medium text-ink-800" lang={staffLang} dir={staffLang && 'auto'}>
          {imam.name}
        </p>
        <p className="text-sm text-ink-600" lang={staffLang} dir={staffLang && 'auto'}>
          {imam.title}
        </p>
        <ContactLink kind="phone" value={imam.phone} className="mt-3" />
        <ContactLink kind="mail" value={imam.email} className="mt-1" />
      </li>
      <li className="card">
        <CardHead icon="map-pin" title={text.masjidAddress} />
        <address className="mt-1 text-ink-800 not-italic" lang={staffLang} dir={staffLang && 'auto'}>
          {address.street}
          <br />
          {`${address.city}, ${address.region} ${address.postalCode}`}
        </address>
        <p className="mt-3 flex items-center gap-2 font-medium text-primary-700">
          <IconSvg name="clock" className="size-4" />
          {addressNote}
        </p>
        <p className="mt-1">
          <a href={mapHref(address)} target="_blank" rel="noopener noreferrer" className="link">
            {text.getDirections}
            <span className="sr-only"> {text.opensInNewTab}</span>
          </a>
        </p>
      </li>
      <li className="card">
        <CardHead icon="mail" title={text.generalInquiries} />
        <p className="mt-1 text-ink-700">{text.generalInquiriesText}</p>
        <ContactLink kind="mail" value={general.email} className="mt-3" />
        <ContactLink kind="phone" value={general.phone} className="mt-1" />
      </li>
    </ul>
  );
}

/** The Services page's facility rental rates. */
export function RentalRates({
  rental,
  labels = ['Minimum booking', 'Standard rate', 'Member rate', 'Additional services'],
  staffLang,
}: {
  rental: SiteFacts['rental'];
  /** The four terms in the page's language (issue 26, /{lang}/services). */
  labels?: readonly [string, string, string, string];
  /** On a translated page: the language staff wrote the rates in. */
  staffLang?: string;
}) {
  const rows: [string, string, string][] = [
    [labels[0], rental.minimum, 'text-xl font-bold'],
    [labels[1], rental.rate, 'text-xl font-bold'],
    [labels[2], rental.memberRate, 'text-xl font-bold'],
    [labels[3], rental.extra, 'font-semibold'],
  ];
  return (
    <dl className="card grid gap-4 sm:grid-cols-2">
      {rows.map(([term, value, look]) => (
        <div key={term} className="rounded-xl bg-primary-50 p-4">
          <dt className="text-sm font-semibold text-ink-600">{term}</dt>
          <dd className={`mt-1 ${look} text-ink-900`} lang={staffLang} dir={staffLang && 'auto'}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
