import { createContext, useContext } from 'react';

/**
 * Settings the page passes to the island from src/config (as props: the config files parse with full zod,
 * whose probe for `new Function` the CSP reports as a blocked eval). The masjid's time zone decides "today"
 * and date inputs; the contact section's wording frames the Site facts preview as the home page shows it.
 */
export interface AdminConfig {
  timeZone: string;
  contactSection: { heading: string; addressNote: string };
  /**
   * The site's enabled languages, the default first (issue 26 item 4): staff write the default text and
   * optional translations in the others. `name` is the language's own name ("Türkçe").
   */
  languages: readonly AdminLanguage[];
}

export interface AdminLanguage {
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const AdminConfigContext = createContext<AdminConfig>({
  timeZone: DEFAULT_TIME_ZONE,
  contactSection: { heading: 'Contact', addressNote: '' },
  languages: [{ code: 'en', name: 'English', dir: 'ltr' }],
});

export function useAdminConfig(): AdminConfig {
  return useContext(AdminConfigContext);
}
