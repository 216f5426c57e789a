import { about, home, pageTitles, serviceCategories, type ServiceCategory } from '../../config/content.ts';
import { site } from '../../config/site.ts';
import type { BlockContact, BlockIcon, PageCard, PageDocument } from '../../domain/page-blocks/page-blocks.ts';
import type { MenuDocument } from '../../domain/page-blocks/menu.ts';
import { MENU_SLUG } from '../../domain/page-blocks/menu.ts';
import { DEFAULT_FOOTER_LINKS, DEFAULT_HEADER_LINKS } from '../../components/links.ts';
import type { BuiltInPageSlug } from '../../domain/page-blocks/page-slug.ts';

/**
 * The built-in pages' text as page documents (issue 24, item 4), from src/config/content.ts: the seed of
 * the `page` kind, and what a page shows when its document is missing. With no edits the pages read as
 * they did. The home page's donate call and contact section are the site facts' (not here); the facts a
 * block shows (the imam's phone, the address) stay in the site facts and are referenced, not copied.
 */

const ABOUT_DESCRIPTION = `About ${site.name}: our story from 2016 to today, our mission, our imam and how to visit.`;
const SERVICES_DESCRIPTION = `Religious services, education, community programs, counseling, funeral services, zakat and facility rentals at ${site.name}.`;

function homePage(): PageDocument {
  return {
    slug: 'home',
    title: 'Home',
    blocks: [
      { type: 'markdown', id: 'hero', badge: home.hero.eyebrow, heading: home.hero.heading, markdown: home.hero.text },
      { type: 'markdown', id: 'welcome', heading: home.welcomeCard.title, markdown: home.welcomeCard.text },
      { type: 'markdown', id: 'instagram', badge: 'Stay Connected', heading: home.instagram.heading, markdown: home.instagram.intro },
    ],
  };
}

const MISSION_ICONS: readonly BlockIcon[] = ['moon', 'book', 'users', 'hand'];

function aboutPage(): PageDocument {
  return {
    slug: 'about',
    title: pageTitles.about,
    description: ABOUT_DESCRIPTION,
    lead: about.intro,
    blocks: [
      { type: 'markdown', id: 'grand-opening', style: 'callout', icon: 'star', badge: about.grandOpening.badge, heading: about.grandOpening.heading, markdown: about.grandOpening.text },
      { type: 'markdown', id: 'need', heading: about.need.heading, markdown: about.need.paragraphs.join('\n\n') },
      { type: 'image', src: 'builtin:about-masjid', alt: `Illustration of the ${site.name} building with its dome and two minarets`, beside: true },
      {
        type: 'cards',
        id: 'mission',
        heading: about.mission.heading,
        cards: about.mission.cards.map((card, i) => ({ title: card.title, text: card.text, icon: MISSION_ICONS[i % MISSION_ICONS.length] })),
      },
      { type: 'list', id: 'we-will', heading: about.weWill.heading, items: [...about.weWill.items], columns: true },
      { type: 'timeline', id: 'journey', heading: about.timeline.heading, entries: about.timeline.items.map((item) => ({ label: item.year, title: item.title, text: item.text })) },
      { type: 'cards', id: 'activities', heading: about.activities.heading, cards: about.activities.items.map((item) => ({ title: item.title, text: item.text })) },
      { type: 'markdown', id: 'vision', style: 'band', heading: about.vision.heading, markdown: about.vision.text },
      { type: 'markdown', id: 'imam', style: 'card', icon: 'user', contact: 'imam', heading: about.imam.heading, markdown: about.imam.text },
      { type: 'markdown', id: 'name', style: 'card', icon: 'book', heading: about.name.heading, markdown: about.name.text },
      { type: 'list', id: 'visit', heading: about.visit.heading, items: [...about.visit.items] },
    ],
  };
}

const CATEGORY_ICONS: Record<ServiceCategory['id'], BlockIcon> = {
  'religious-services': 'moon',
  education: 'book',
  community: 'users',
  conversion: 'star',
  counseling: 'heart',
  funeral: 'hand',
  zakat: 'gift',
  rentals: 'home',
};

/** Which of the masjid's contacts a category's e-mail is (the site facts keep the addresses). */
function contactOf(category: ServiceCategory): BlockContact {
  const { imam, school } = site.contacts;
  if (category.contact.email === imam.email) return 'imam';
  if (category.contact.email === school.email) return 'school';
  return 'general';
}

function categoryCard(category: ServiceCategory): PageCard {
  const who = contactOf(category);
  const card: PageCard = {
    id: category.id,
    title: category.title,
    tab: category.label,
    icon: CATEGORY_ICONS[category.id],
    text: category.description,
    itemsHeading: 'What we offer',
    items: [...category.features],
    contact: {
      who,
      // The imam's own name comes from the site facts; a team's name is the page's wording.
      name: who === 'imam' ? undefined : category.contact.name,
      button: category.cta,
      subject: category.mailSubject,
      body: category.mailBody,
    },
  };
  if (category.id === 'education') {
    card.links = [
      { label: 'Saturday School', href: '/saturday-school' },
      { label: pageTitles.summerSchool, href: '/summer-school' },
    ];
  }
  return card;
}

function servicesPage(): PageDocument {
  return {
    slug: 'services',
    title: pageTitles.services,
    description: SERVICES_DESCRIPTION,
    lead: "From daily prayers to life's milestones, the masjid is here to serve you and your family. Choose a service below to learn more and get in touch.",
    blocks: [
      {
        type: 'cards',
        // The tabs' ids are service-<category>, as the Services page's links have always been.
        id: 'service',
        style: 'tabs',
        heading: 'Our Services',
        intro: 'Use the tabs to browse by category; each one lists what we offer and who to contact.',
        cards: serviceCategories.map(categoryCard),
      },
      {
        type: 'cards',
        id: 'schools',
        heading: 'Education Programs',
        cards: [
          {
            title: pageTitles.summerSchool,
            icon: 'sun',
            text: 'Six weeks of Quran, character education, sports and fun for children aged 7 and up.',
            links: [{ label: 'Learn about Summer School', href: '/summer-school' }],
          },
          {
            title: 'Saturday School',
            icon: 'school',
            text: 'Weekly Quran, Tajweed and Turkish classes with individual, level-based learning.',
            links: [{ label: 'Learn about Saturday School', href: '/saturday-school' }],
          },
        ],
      },
    ],
  };
}

const BUILT_IN_DOCUMENTS: Record<BuiltInPageSlug, () => PageDocument> = { home: homePage, about: aboutPage, services: servicesPage };

/** A built-in page's first document. */
export function defaultPageDocument(slug: BuiltInPageSlug): PageDocument {
  return BUILT_IN_DOCUMENTS[slug]();
}

/** DEFAULT_CONTENT.page: the built-in pages. */
export function pageSeeds(): { slug: string; data: PageDocument }[] {
  return (Object.keys(BUILT_IN_DOCUMENTS) as BuiltInPageSlug[]).map((slug) => ({ slug, data: defaultPageDocument(slug) }));
}

/** The menu as the header and footer first had it. */
export function defaultMenu(): MenuDocument {
  return {
    slug: MENU_SLUG,
    header: DEFAULT_HEADER_LINKS.map((link) => ({ ...link })),
    footer: DEFAULT_FOOTER_LINKS.map((group) => ({ heading: group.heading, links: group.links.map((link) => ({ ...link })) })),
  };
}

/** DEFAULT_CONTENT.menu: the one menu. */
export function menuSeeds(): { slug: string; data: MenuDocument }[] {
  return [{ slug: MENU_SLUG, data: defaultMenu() }];
}
