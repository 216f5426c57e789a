import { describe, expect, it } from 'vitest';
import { programJsonLd } from './program-json-ld.ts';
import { programSchema } from './program.ts';

const place = { name: 'Redwood City Masjid', url: 'https://masjid.example.org', address: { street: '100 Hazel Ave', city: 'Redwood City', region: 'CA', postalCode: '94061', country: 'US' } };

describe('programJsonLd', () => {
  it('describes the term, its weekly schedule with skipped dates, the flyers and the dollar fees', () => {
    const program = programSchema.parse({
      title: 'Summer School 2025',
      slug: 'summer-school',
      summary: 'Six weeks.',
      term: 'Summer 2025',
      startDate: '2025-06-16',
      endDate: '2025-07-25',
      meetings: [{ days: ['monday', 'friday'], start: '13:00', endTime: '17:00', skippedDates: ['2025-07-04'] }, { days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 } }],
      fees: [{ amount: '$450', label: 'for the complete 6-week program' }, { amount: '$100/week', label: 'weekly' }, { amount: '$1,200.50', label: 'a year' }],
      flyers: [{ src: '/flyers/summer-school-flyer.png', alt: 'Flyer' }],
    });
    expect(programJsonLd(program, 'https://masjid.example.org/summer-school', place, 'America/Los_Angeles')).toMatchObject({
      '@type': 'Course',
      name: 'Summer School 2025',
      url: 'https://masjid.example.org/summer-school',
      image: ['https://masjid.example.org/flyers/summer-school-flyer.png'],
      offers: [
        { '@type': 'Offer', price: 450, priceCurrency: 'USD', description: 'for the complete 6-week program' },
        { '@type': 'Offer', price: 1200.5, priceCurrency: 'USD', description: 'a year' },
      ],
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          name: 'Summer 2025',
          startDate: '2025-06-16',
          endDate: '2025-07-25',
          location: { '@type': 'Place', address: { streetAddress: '100 Hazel Ave' } },
          courseSchedule: [
            { repeatFrequency: 'P1W', byDay: ['https://schema.org/Monday', 'https://schema.org/Friday'], startTime: '13:00', duration: 'PT240M', exceptDate: ['2025-07-04'] },
            { repeatFrequency: 'P1W', byDay: ['https://schema.org/Sunday'] },
          ],
        },
      ],
    });
  });
});
