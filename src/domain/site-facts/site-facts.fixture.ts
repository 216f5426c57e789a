import type { SiteFacts } from './site-facts.ts';

/** Site facts for tests: the config's values, written out (domain tests import nothing outside src/domain). */
export const FACTS_FIXTURE: SiteFacts = {
  contacts: {
    imam: { title: 'Imam', name: 'Imam Yusuf', phone: '(650) 555-0142', email: 'imam@example.org' },
    general: { email: 'info@example.org', phone: '(650) 555-0100' },
    school: { email: 'school@example.org' },
    teachers: [{ name: 'Ayse', role: 'PhD candidate' }],
  },
  address: { street: '100 Hazel Ave', city: 'Redwood City', region: 'CA', postalCode: '94061', country: 'US' },
  serviceHours: { weekdays: 'Mon-Sat 10:30 AM to Isha', friday: 'Friday Jummah 12:30-2:00 PM' },
  rental: { minimum: '3-hour minimum', rate: '$100/hour', memberRate: '$75/hour for members', extra: 'plus any specialised service fee' },
  links: {
    whatsapp: 'https://chat.whatsapp.com/example',
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    mailingList: 'https://example.us1.list-manage.com/subscribe?u=demo&id=demo',
  },
  mailingListForm: { action: 'https://example.us1.list-manage.com/subscribe/post', u: 'demo', id: 'demo' },
  donations: {
    hostedPlatformUrl: 'https://donate.example.org/masjid',
    zelle: 'donate@example.org',
    venmo: '@Example-Masjid',
    paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=EXAMPLE',
    paypalFeePercent: 2,
    benevityUrl: 'https://causes.benevity.org/causes/example',
    stockInstructionsUrl: 'https://donate.example.org/masjid/stock',
    stockGuides: [{ name: 'Fidelity', href: 'https://donate.example.org/masjid/stock#fidelity' }],
    checkPayableTo: 'Redwood City Masjid',
    cashNote: 'Cash in person, please.',
    taxExemptStatus: '501(c)(3) nonprofit organization',
    ein: '00-0000000',
  },
  donatePage: { intro: 'Give as suits you.' },
};
