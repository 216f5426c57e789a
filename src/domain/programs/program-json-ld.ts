import type { JsonLdPlace } from '../events/json-ld.ts';
import { meetingMinutes } from './meetings.ts';
import type { Program } from './program.ts';

const DAY_URL: Record<string, string> = {
  sunday: 'https://schema.org/Sunday',
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
};

/** '$450' → 450, '$1,200.50' → 1200.5; null for an amount that is no plain dollar figure ('Free', '$100/week'). */
function dollars(amount: string): number | null {
  const match = /^\s*\$\s*(\d{1,3}(?:,\d{3})*|\d+)(\.\d{1,2})?\s*$/.exec(amount);
  return match ? Number(match[1]!.replace(/,/g, '') + (match[2] ?? '')) : null;
}

/**
 * schema.org Course for a program's page (issue 24): the term as a CourseInstance at the masjid, each
 * weekly meeting as a Schedule (days, times when fixed, skipped dates as exceptDate), the flyers as
 * images and the plain dollar fees as Offers.
 */
export function programJsonLd(program: Program, pageUrl: string, place: JsonLdPlace, timeZone: string): Record<string, unknown> {
  const offers = program.fees.flatMap((fee) => {
    const price = dollars(fee.amount);
    return price === null ? [] : [{ '@type': 'Offer', category: 'Tuition', price, priceCurrency: 'USD', description: fee.label }];
  });
  const location = {
    '@type': 'Place',
    name: place.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.address.street,
      addressLocality: place.address.city,
      addressRegion: place.address.region,
      postalCode: place.address.postalCode,
      addressCountry: place.address.country,
    },
  };
  const schedules = program.meetings.map((meeting) => ({
    '@type': 'Schedule',
    repeatFrequency: 'P1W',
    byDay: meeting.days.map((day) => DAY_URL[day]),
    startDate: program.startDate,
    endDate: program.endDate,
    ...(typeof meeting.start === 'string' ? { startTime: meeting.start, duration: `PT${meetingMinutes(meeting)}M` } : {}),
    ...(meeting.skippedDates.length > 0 ? { exceptDate: [...meeting.skippedDates].sort() } : {}),
    scheduleTimezone: timeZone,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.title,
    description: program.summary,
    url: pageUrl,
    provider: { '@type': 'Organization', name: place.name, url: place.url },
    ...(program.flyers.length > 0 ? { image: program.flyers.map((flyer) => new URL(flyer.src, place.url).href) } : {}),
    ...(offers.length > 0 ? { offers } : {}),
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        name: program.term,
        courseMode: 'Onsite',
        startDate: program.startDate,
        endDate: program.endDate,
        location,
        ...(schedules.length > 0 ? { courseSchedule: schedules } : {}),
      },
    ],
  };
}
