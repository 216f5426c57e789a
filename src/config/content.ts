/**
 * Page copy for the static pages (about, services, donate, schools, home hero and CTAs).
 * Names, contacts, addresses, links and figures come from ./site.ts; this file holds only wording,
 * so another masjid edits site.ts for its facts and this file for its voice. The pages' wording names a
 * fact as {{address}}, {{rental.rate}} … (src/domain/page-blocks/fact-placeholders.ts): the build fills
 * it in from the site facts as published, so a fact staff change in Site facts shows on every page.
 */
import { site } from './site.ts';

const { imam, general, school, secondTeacher } = site.contacts;

/** Titles of pages: `{page} | {site.name}`; the home page is the name plus the tagline. */
export const pageTitles = {
  home: `${site.name} | ${site.tagline}`,
  about: 'About Us',
  services: 'Islamic Services',
  donate: 'Donate',
  summerSchool: 'Summer School 2025',
  saturdaySchool: 'Saturday School',
  calendar: 'Event Calendar',
  yearly: 'Yearly Prayer Times',
  ramadan: 'Ramadan Timetable',
  auth: 'Admin Login',
  admin: 'Admin',
  notFound: 'Page Not Found',
} as const;

export const serviceHours = {
  weekdays: 'Mon-Sat 10:30 AM to Isha',
  friday: 'Friday Jummah 12:30-2:00 PM',
} as const;

export const facilityRental = {
  minimum: '3-hour minimum',
  rate: '$100/hour',
  memberRate: '$75/hour for members',
  extra: 'plus any specialised service fee',
} as const;

// ---------------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------------

export const home = {
  hero: {
    eyebrow: 'Assalamu Alaikum',
    heading: `Welcome to ${site.name}`,
    text: "Our masjid is open and serving the community daily. Join us for the five daily prayers, Jumu'ah on Fridays, classes for all ages and a warm community that is glad you are here.",
  },
  welcomeCard: {
    title: `Welcome to ${site.name}`,
    text: "We are glad you are here. Join us for the five daily prayers, Jumu'ah every Friday and our programs for children, youth and families. The latest news from the masjid will appear here.",
  },
  donateCta: {
    heading: 'Support Your Masjid',
    text: 'Your donations keep the doors open for daily prayers, classes, youth programs and help for families in need. Every gift, large or small, is a continuing charity (sadaqah jariyah) for the whole community.',
  },
  contact: {
    heading: 'Contact Us',
    intro: 'Questions about prayers, programs, services or visiting? Reach out and we will be happy to help.',
    addressNote: 'Open for 5 daily prayers',
  },
  instagram: {
    heading: 'Follow Us on Instagram',
    intro: 'Photos from prayers, classes, community dinners and events at the masjid.',
  },
} as const;

// ---------------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------------

export const about = {
  intro: `${site.name} is a community masjid and the local branch of a religious foundation, serving Muslims of every background in ${site.address.city} and the surrounding Peninsula towns.`,
  grandOpening: {
    badge: 'Grand Opening 2025',
    heading: 'Our new masjid is open',
    text: `Alhamdulillah, after nearly a decade of meeting in rented rooms and borrowed halls, our community now has a permanent home at {{address.street}} in {{address.city}}. The prayer hall is open for all five daily prayers and Jumu'ah, and everyone is welcome to visit.`,
  },
  need: {
    heading: 'Why our community needed a center',
    paragraphs: [
      `The Muslim community in ${site.address.city} has grown steadily for years, yet the nearest masjid was a long drive away for many families. Parents were looking for a place where their children could learn the Quran close to home, working professionals needed somewhere to pray during the day, and newcomers to the area had no easy way to meet their neighbours.`,
      'A local center gives all of them a place to pray together, to learn, to celebrate Eid and to support one another in difficult times, while also being a good neighbour to the wider city.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    cards: [
      {
        title: 'Worship',
        text: "Provide a clean, peaceful and welcoming place for the five daily prayers, Jumu'ah, Ramadan nights and the two Eids.",
      },
      {
        title: 'Education',
        text: 'Teach the Quran, Tajweed and Islamic values to children and adults, with classes suited to every level.',
      },
      {
        title: 'Community',
        text: 'Bring families together through shared meals, youth programs and events that build lasting friendships.',
      },
      {
        title: 'Service',
        text: 'Support those in need and serve the wider city through charity, volunteering and open doors for visitors.',
      },
    ],
  },
  weWill: {
    heading: 'We Will',
    items: [
      'Keep the masjid open for all five daily prayers, every day of the year.',
      "Hold Jumu'ah prayer with a khutbah every Friday.",
      'Offer Quran and Tajweed classes for children and adults.',
      'Run a Saturday School and a Summer School for the next generation.',
      'Provide safe, supervised programs and activities for youth.',
      'Host community iftars during Ramadan and celebrations for both Eids.',
      'Welcome new Muslims and support them as they learn.',
      'Offer confidential guidance and counseling to individuals and families.',
      'Help families with funeral arrangements and Janazah prayers.',
      'Collect and distribute zakat and sadaqah to those who are eligible.',
      'Open our doors to neighbours, schools and interfaith visitors.',
      'Manage every donation with honesty, care and transparency.',
      'Maintain the building as a clean, accessible and peaceful place for all.',
    ],
  },
  timeline: {
    heading: 'Our Journey',
    items: [
      {
        year: '2016',
        title: 'First gatherings',
        text: 'A handful of families begin meeting for Friday prayer in a rented community room.',
      },
      {
        year: '2017',
        title: 'Weekend Quran circle',
        text: "Volunteers start a weekend Quran circle for children in members' homes.",
      },
      {
        year: '2018',
        title: "Regular Jumu'ah",
        text: "Jumu'ah moves to a larger rented hall as attendance keeps growing.",
      },
      {
        year: '2019',
        title: 'Saturday School begins',
        text: 'The first Saturday School term opens with Quran, Tajweed and Turkish classes.',
      },
      {
        year: '2020',
        title: 'Staying connected',
        text: 'Classes and gatherings move online so the community stays together through the pandemic.',
      },
      {
        year: '2021',
        title: 'Back together',
        text: 'In-person programs return, and the idea of a permanent center takes shape.',
      },
      {
        year: '2022',
        title: 'Building campaign',
        text: 'The community launches a fundraising campaign for a masjid of its own.',
      },
      {
        year: '2023',
        title: 'A home on Hazel Ave',
        text: 'The foundation secures the building on {{address.street}}.',
      },
      {
        year: '2024',
        title: 'Renovation',
        text: 'Volunteers and contractors turn the building into a prayer hall, classrooms and a community space.',
      },
      {
        year: '2025',
        title: 'Grand opening',
        text: 'The masjid opens its doors for daily prayers, and the first Summer School is held.',
      },
    ],
  },
  activities: {
    heading: 'Activities at the Masjid',
    items: [
      { title: "Daily prayers and Jumu'ah", text: "Five congregational prayers every day and Jumu'ah each Friday." },
      {
        title: 'Quran and Tajweed',
        text: 'Weekly classes for children and adults, from first letters to fluent recitation.',
      },
      {
        title: 'Saturday and Summer School',
        text: 'Structured programs for children in Quran, Islamic values and Turkish language.',
      },
      { title: 'Youth programs', text: 'Game nights, sports and study circles where young people build friendships.' },
      {
        title: 'Ramadan and Eid',
        text: 'Community iftars, taraweeh prayers and Eid celebrations for the whole family.',
      },
      {
        title: 'Open house',
        text: 'Visits for neighbours, schools and interfaith groups who want to learn about the masjid.',
      },
    ],
  },
  vision: {
    heading: 'Our Vision',
    text: `We hope to see ${site.name} grow into a center where every Muslim in the area feels at home, where children grow up loving the Quran and good character, and where the wider community knows the masjid as a good and generous neighbour.`,
  },
  imam: {
    heading: 'Meet Our Imam',
    text: `{{imam.name}} serves as {{imam.title}}. He leads the daily prayers and Jumu'ah, teaches Quran and Tajweed in the Saturday School, and is available for religious guidance, marriage ceremonies and family support. He is also a PhD candidate, bringing both traditional learning and academic study to his teaching.`,
  },
  name: {
    heading: 'What "Masjid" Means',
    text: 'The Arabic word masjid comes from the root s-j-d, "to prostrate". A masjid is literally a place of prostration: a place set aside for worship, where people of every background stand side by side in prayer. We chose a simple name that says what we are: the masjid of Redwood City, open to all.',
  },
  visit: {
    heading: 'Plan Your Visit',
    items: [
      'The masjid is at {{address}}.',
      'We are open for the five daily prayers; office and service hours are {{serviceHours.weekdays}}.',
      'Visitors of every faith are welcome. Please dress modestly and remove your shoes before entering the prayer hall.',
      'Groups and schools are welcome to arrange a visit by e-mailing {{general.email}}.',
    ],
  },
} as const;

// ---------------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------------

export interface ServiceCategory {
  id: 'religious-services' | 'education' | 'community' | 'conversion' | 'counseling' | 'funeral' | 'zakat' | 'rentals';
  label: string;
  title: string;
  description: string;
  features: readonly string[];
  contact: { name: string; email: string; phone?: string };
  mailSubject: string;
  mailBody: string;
  cta: string;
}

export const serviceCategories: readonly ServiceCategory[] = [
  {
    id: 'religious-services',
    label: 'Religious Services',
    title: 'Religious Services',
    description:
      'The heart of the masjid: congregational prayer, the Friday khutbah and the milestones of Muslim life.',
    features: [
      'Five daily congregational prayers',
      "Jumu'ah prayer and khutbah every Friday",
      'Taraweeh prayers and community iftars in Ramadan',
      'Eid al-Fitr and Eid al-Adha prayers',
      'Nikah (marriage) ceremonies officiated by the imam',
      'Aqiqah and naming guidance for new babies',
    ],
    contact: { name: imam.name, email: imam.email, phone: imam.phone },
    mailSubject: 'Religious services inquiry',
    mailBody: 'Assalamu alaikum,\n\nI would like to ask about the following religious service:\n\n',
    cta: 'Email the Imam',
  },
  {
    id: 'education',
    label: 'Education',
    title: 'Education',
    description: "Learning for every age, from a child's first Quran lesson to study circles for adults.",
    features: [
      'Saturday School: Quran, Tajweed and Turkish language',
      'Summer School for children aged 7 and up',
      'Quran reading and Tajweed classes for adults',
      'Weekly study circles (halaqa) on the Quran and Prophetic biography',
      'Level-based, individual learning in small groups',
    ],
    contact: { name: 'School office', email: school.email, phone: imam.phone },
    mailSubject: 'Education programs inquiry',
    mailBody: 'Assalamu alaikum,\n\nI would like more information about your education programs.\n\n',
    cta: 'Email the School',
  },
  {
    id: 'community',
    label: 'Community',
    title: 'Community Programs',
    description: 'Programs that turn a congregation into a community of friends and neighbours.',
    features: [
      'Family nights and community potlucks',
      'Youth game nights, sports and mentoring',
      "Sisters' gatherings and study circles",
      'Open houses and interfaith visits',
      'Volunteer opportunities for all ages',
    ],
    contact: { name: 'Community team', email: general.email, phone: general.phone },
    mailSubject: 'Community programs inquiry',
    mailBody: 'Assalamu alaikum,\n\nI would like to know more about your community programs.\n\n',
    cta: 'Email the Community Team',
  },
  {
    id: 'conversion',
    label: 'New Muslims',
    title: 'Embracing Islam',
    description: 'For anyone curious about Islam or ready to take the Shahada, at their own pace and without pressure.',
    features: [
      'Private conversations with the imam about Islam',
      'Guidance for taking the Shahada (declaration of faith)',
      'Beginner classes on prayer and the basics of the faith',
      'A friendly mentor from the community',
      'A welcome pack with introductory books',
    ],
    contact: { name: imam.name, email: imam.email, phone: imam.phone },
    mailSubject: 'Learning about Islam',
    mailBody: 'Assalamu alaikum / Hello,\n\nI would like to learn more about Islam and talk with the imam.\n\n',
    cta: 'Talk to the Imam',
  },
  {
    id: 'counseling',
    label: 'Counseling',
    title: 'Counseling and Guidance',
    description: 'Confidential, compassionate support for individuals, couples and families.',
    features: [
      'Confidential one-to-one spiritual guidance',
      'Pre-marriage preparation sessions',
      'Family and marriage guidance',
      'Support in times of grief and hardship',
      'Referrals to licensed professionals when needed',
    ],
    contact: { name: imam.name, email: imam.email, phone: imam.phone },
    mailSubject: 'Request for a counseling appointment',
    mailBody: 'Assalamu alaikum,\n\nI would like to request a confidential appointment.\n\nBest times to reach me:\n\n',
    cta: 'Request an Appointment',
  },
  {
    id: 'funeral',
    label: 'Funeral Services',
    title: 'Funeral Services',
    description: 'Help for families at the most difficult time, carried out with dignity and care.',
    features: [
      'Janazah (funeral) prayer at the masjid',
      'Guidance on ghusl and shrouding',
      'Coordination with local funeral homes and cemeteries',
      'Support and condolence visits for the family',
      'For urgent needs, please call the imam directly',
    ],
    contact: { name: imam.name, email: imam.email, phone: imam.phone },
    mailSubject: 'Funeral services',
    mailBody: 'Assalamu alaikum,\n\nWe need help with funeral arrangements.\n\n',
    cta: 'Email about Funeral Services',
  },
  {
    id: 'zakat',
    label: 'Zakat',
    title: 'Zakat and Sadaqah',
    description: 'Fulfil your zakat with confidence, and help neighbours in need with dignity and discretion.',
    features: [
      'Guidance on calculating zakat',
      'Zakat al-Fitr collection before Eid al-Fitr',
      'Distribution to eligible local families',
      'Confidential requests for assistance',
      'Sadaqah for the masjid and community programs',
    ],
    contact: { name: 'Zakat committee', email: general.email, phone: general.phone },
    mailSubject: 'Zakat inquiry',
    mailBody: 'Assalamu alaikum,\n\nI have a question about zakat.\n\n',
    cta: 'Email the Zakat Committee',
  },
  {
    id: 'rentals',
    label: 'Facility Rentals',
    title: 'Facility Rentals',
    description: 'Our hall is available for nikah ceremonies, aqiqah gatherings and community events.',
    features: [
      'Multi-purpose hall with tables and chairs',
      'Kitchen access by arrangement',
      '{{rental.minimum}}',
      '{{rental.rate}}, {{rental.memberRate}}, {{rental.extra}}',
    ],
    contact: { name: 'Facilities team', email: general.email, phone: general.phone },
    mailSubject: 'Facility rental request',
    mailBody:
      'Assalamu alaikum,\n\nI would like to rent the masjid hall.\n\nDate:\nStart and end time:\nType of event:\nNumber of guests:\n\n',
    cta: 'Request a Rental',
  },
];

// ---------------------------------------------------------------------------------------------------
// Donate
// ---------------------------------------------------------------------------------------------------

export const donate = {
  intro:
    'Your generosity keeps the masjid open for prayer, learning and service. Choose the way of giving that suits you best.',
  fundraiser: {
    heading: `${site.donations.fundraiserYear} Fundraiser`,
    text: `Help us reach our ${site.donations.fundraiserYear} goal of ${site.donations.fundraiserGoal} to complete the masjid and grow its programs.`,
  },
  /** Brokerage guides for stock gifts. These are placeholders that point at the configured instructions page. */
  stockGuides: [
    { name: 'Fidelity', href: `${site.donations.stockInstructionsUrl}#fidelity` },
    { name: 'Charles Schwab', href: `${site.donations.stockInstructionsUrl}#schwab` },
    { name: 'Vanguard', href: `${site.donations.stockInstructionsUrl}#vanguard` },
    { name: 'Other brokerages', href: site.donations.stockInstructionsUrl },
  ],
} as const;

// ---------------------------------------------------------------------------------------------------
// Schools
// ---------------------------------------------------------------------------------------------------

export const summerSchool = {
  badge: 'Summer 2025 Program',
  heading: 'Summer School 2025',
  lead: 'Six weeks of Quran, character and fun for children aged 7 and up: a summer of learning, friendship and faith at the masjid.',
  schedule: [
    { label: 'Dates', value: 'June 16 - July 25, 2025' },
    { label: 'Time', value: '1:00 PM - 5:00 PM' },
    { label: 'Age', value: '7+ years' },
    { label: 'Duration', value: '6 weeks' },
  ],
  features: [
    {
      title: 'Quran studies and recitation',
      text: "Reading, memorisation and beautiful recitation, at each child's own level.",
    },
    {
      title: 'Islamic values and character education (Akaid and Siyer)',
      text: 'The foundations of belief and the life of the Prophet, taught through stories and discussion.',
    },
    {
      title: 'Sports and physical activities',
      text: 'Games and sports every week to keep young bodies active and spirits high.',
    },
    {
      title: 'Fun educational activities',
      text: 'Crafts, projects and group activities that make learning memorable.',
    },
  ],
  tuition: {
    price: '$450',
    per: 'for the complete 6-week program',
    detail: '($100/week plus registration)',
    assistance: 'Financial assistance may be available on request.',
  },
  registration: {
    heading: 'Registration',
    text: "Registration is by e-mail or phone. Send us your child's name and age and we will reply with the next steps.",
    subject: 'Summer School 2025 Registration',
    body: "Assalamu alaikum,\n\nI would like to register my child for Summer School 2025.\n\nChild's name:\nChild's age:\nParent or guardian name:\nPhone number:\n\nThank you.",
  },
  about: {
    heading: 'About the Summer School',
    paragraphs: [
      `The Summer School gives children a joyful, structured way to spend their summer afternoons at ${site.name}. Each day combines Quran lessons, character education and plenty of time for play.`,
      'Classes are small and grouped by level, so beginners and confident readers both make real progress. Our teachers create a warm environment where children build friendships and a lasting love for their faith.',
    ],
  },
} as const;

export const saturdaySchool = {
  badge: 'Fall 2025 Registration',
  heading: 'Saturday School',
  bannerTr:
    'Cumartesi okulumuz yaz tatilinin ardından 2025 Sonbaharında yeniden başlıyor! Kayıtlar için bizimle iletişime geçebilirsiniz.',
  bannerEn: 'Our Saturday School returns in Fall 2025 after the summer break. Contact us to register.',
  lead: 'Weekly Saturday classes in Quran, Tajweed and Turkish, taught in small groups in the peaceful setting of the masjid.',
  features: [
    {
      title: 'Quran and Tajweed classes',
      text: 'Learning to read the Quran correctly and beautifully, from the first letters to fluent recitation.',
    },
    {
      title: 'Turkish language education',
      text: "Speaking, reading and writing Turkish, with lessons matched to each student's level.",
    },
    {
      title: 'Social learning environment',
      text: 'A friendly community where children learn together and make lasting friendships.',
    },
  ],
  teachers: [
    {
      name: imam.name,
      role: 'PhD candidate · Religious Affairs Officer',
      teaches: 'Teaches Quran and Tajweed',
    },
    {
      name: secondTeacher.name,
      role: 'PhD candidate',
      teaches: 'Teaches individualized Turkish',
    },
  ],
  schedule: [
    { label: 'Term', value: 'Fall 2025' },
    { label: 'Sessions', value: 'Weekly Saturday sessions' },
    { label: 'Setting', value: 'Peaceful masjid setting' },
    { label: 'Approach', value: 'Individual level-based learning' },
  ],
  registration: {
    subject: 'Saturday School Fall 2025 Registration',
    body: "Assalamu alaikum,\n\nI would like to register my child for the Saturday School, Fall 2025.\n\nChild's name:\nChild's age:\nClasses of interest (Quran and Tajweed / Turkish):\nParent or guardian name:\nPhone number:\n\nThank you.",
    inquirySubject: 'Saturday School inquiry',
    inquiryBody: 'Assalamu alaikum,\n\nI would like to learn more about the Saturday School.\n\n',
  },
  about: {
    heading: 'About the Saturday School',
    paragraphs: [
      `Since 2019 the Saturday School has been a weekly meeting point for children and families at ${site.name}. Students learn to read and recite the Quran with Tajweed and study Turkish, each at their own pace.`,
      'Lessons are individual and level-based, so every child is challenged and supported. Between classes, students pray together and spend time with friends, making Saturday a day they look forward to.',
    ],
  },
} as const;
