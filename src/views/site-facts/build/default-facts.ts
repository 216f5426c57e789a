import { facilityRental, donate, saturdaySchool, serviceHours } from '../../../config/content.ts';
import { site } from '../../../config/site.ts';
import type { SiteFacts } from '../../../domain/site-facts/site-facts.ts';

/**
 * The facts before staff change any (issue 24 item 3): src/config/site.ts and content.ts, as for prayer
 * settings. Build-only (ADR 015): it reads src/config; the API and the pages reach it through
 * siteFactsOf and the server's site-facts routes.
 */
export function configSiteFacts(): SiteFacts {
  const { imam, general, school } = site.contacts;
  const d = site.donations;
  return {
    contacts: {
      imam: { title: imam.title, name: imam.name, phone: imam.phone, email: imam.email },
      general: { email: general.email, phone: general.phone },
      school: { email: school.email },
      // The Saturday School's teachers besides the imam (SPEC 2: two named PhD-candidate teachers).
      teachers: saturdaySchool.teachers.filter((teacher) => teacher.name !== imam.name).map((teacher) => ({ name: teacher.name, role: teacher.role })),
    },
    address: { ...site.address },
    serviceHours: { weekdays: serviceHours.weekdays, friday: serviceHours.friday },
    rental: { ...facilityRental },
    links: { ...site.links },
    mailingListForm: { ...site.mailingListForm },
    donations: {
      hostedPlatformUrl: d.hostedPlatformUrl,
      zelle: d.zelle,
      venmo: d.venmo,
      paypalUrl: d.paypalUrl,
      paypalFeePercent: d.paypalFeePercent,
      benevityUrl: d.benevityUrl,
      stockInstructionsUrl: d.stockInstructionsUrl,
      stockGuides: donate.stockGuides.map((guide) => ({ ...guide })),
      checkPayableTo: d.checkPayableTo,
      cashNote: 'Cash donations are welcome in person at the masjid; please do not send cash by mail.',
      taxExemptStatus: d.taxExemptStatus,
      ein: d.ein,
    },
    donatePage: { intro: donate.intro },
  };
}

/** The defaults, built once. */
export const DEFAULT_SITE_FACTS: SiteFacts = configSiteFacts();
