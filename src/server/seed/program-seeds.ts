import { saturdaySchool, summerSchool } from '../../config/content.ts';
import type { ProgramInput } from '../../domain/programs/program.ts';
import { programSchema } from '../../domain/programs/program.ts';
import type { DefaultDocument } from './default-content.ts';

/**
 * The first programs (issue 24): the Summer School and the Saturday School as src/config/content.ts and
 * their pages showed them before staff ran programs, so a fresh site reads the same, except that their
 * dates now say what a visitor sees. The Summer School's dates are SPEC's (June 16 - July 25, 2025, 1:00-5:00
 * PM, weekdays); the Saturday School's "Fall 2025" term is taken as the Saturdays of September 6 to
 * December 20, 2025. The flyers are the bundled images, copied to public/flyers/.
 */

const summer: ProgramInput = {
  title: summerSchool.heading,
  slug: 'summer-school',
  summary: summerSchool.lead,
  body: `## ${summerSchool.about.heading}\n\n${summerSchool.about.paragraphs.join('\n\n')}`,
  term: 'Summer 2025',
  badge: summerSchool.badge,
  startDate: '2025-06-16',
  endDate: '2025-07-25',
  meetings: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], start: '13:00', endTime: '17:00' }],
  ages: summerSchool.schedule[2].value,
  fees: [{ amount: summerSchool.tuition.price, label: summerSchool.tuition.per, note: summerSchool.tuition.detail }],
  feesNote: summerSchool.tuition.assistance,
  flyers: [
    {
      src: '/flyers/summer-school-flyer.png',
      alt: 'Summer School 2025 flyer: June 16 - July 25, 2025, 1:00 PM - 5:00 PM, ages 7 and up, 6 weeks. Quran, Akaid and Siyer, sports and fun educational activities.',
      width: 800,
      height: 1000,
    },
  ],
  scheduleCards: [
    { label: summerSchool.schedule[0].label, show: 'dates' },
    { label: summerSchool.schedule[1].label, show: 'meetings' },
    { label: summerSchool.schedule[2].label, show: 'ages' },
    { label: summerSchool.schedule[3].label, show: 'duration' },
  ],
  highlightsHeading: 'What Children Will Learn',
  highlights: summerSchool.features.map((feature) => ({ title: feature.title, text: feature.text })),
  contactHeading: summerSchool.registration.heading,
  contactText: summerSchool.registration.text,
  contacts: [{ ref: 'school', show: ['email'] }, { ref: 'imam', show: ['phone'] }],
  registration: { method: 'email', to: 'school', subject: summerSchool.registration.subject, body: summerSchool.registration.body, buttonLabel: 'Register Now' },
  listed: true,
};

const saturday: ProgramInput = {
  title: saturdaySchool.heading,
  slug: 'saturday-school',
  summary: saturdaySchool.lead,
  body: `## ${saturdaySchool.about.heading}\n\n${saturdaySchool.about.paragraphs.join('\n\n')}`,
  term: saturdaySchool.schedule[0].value,
  badge: saturdaySchool.badge,
  startDate: '2025-09-06',
  endDate: '2025-12-20',
  notice: { text: saturdaySchool.bannerTr, lang: 'tr', translation: saturdaySchool.bannerEn },
  flyers: [
    {
      src: '/flyers/saturday-school-flyer-1.png',
      alt: 'Saturday School Fall 2025 flyer: Quran and Tajweed classes, Turkish language education, a warm social learning environment, weekly on Saturdays. Registration open.',
      width: 800,
      height: 1000,
    },
    {
      src: '/flyers/saturday-school-flyer-2.png',
      alt: 'Cumartesi Okulu Sonbahar 2025 flyer in Turkish: Quran and Tajweed, Turkish lessons, individual level-based learning, every Saturday, registration has started.',
      width: 800,
      height: 1000,
    },
  ],
  scheduleCards: [
    { label: saturdaySchool.schedule[0].label, show: 'term' },
    ...saturdaySchool.schedule.slice(1).map((card) => ({ label: card.label, show: 'text' as const, text: card.value })),
  ],
  highlightsHeading: 'What We Offer',
  highlights: saturdaySchool.features.map((feature) => ({ title: feature.title, text: feature.text })),
  teachers: [
    { person: { ref: 'imam' }, role: saturdaySchool.teachers[0].role, teaches: saturdaySchool.teachers[0].teaches },
    { person: { ref: 'secondTeacher' }, role: saturdaySchool.teachers[1].role, teaches: saturdaySchool.teachers[1].teaches },
  ],
  contactHeading: 'Contact',
  contactText: 'Registration is by e-mail or phone; there is no online form.',
  contacts: [{ ref: 'school', show: ['email'] }, { ref: 'imam', show: ['phone', 'name'] }],
  registration: {
    method: 'email',
    to: 'school',
    subject: saturdaySchool.registration.subject,
    body: saturdaySchool.registration.body,
    call: 'imam',
    buttonLabel: 'Contact for Registration',
  },
  callToAction: {
    heading: 'Join us this Fall',
    text: 'Get in touch to reserve a place for your child in the Fall 2025 term.',
    buttonLabel: 'Contact Us Today',
    subject: saturdaySchool.registration.inquirySubject,
    body: saturdaySchool.registration.inquiryBody,
  },
  listed: true,
};

/** DEFAULT_CONTENT.program: both schools, checked by the schema as any staff edit is. */
export function defaultPrograms(): DefaultDocument[] {
  return [summer, saturday].map((program) => {
    const data = programSchema.parse(program);
    return { slug: data.slug, data };
  });
}
