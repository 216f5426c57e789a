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
   * The site's enabled languages, the default first (issue 26): Admin → Display's screen languages, and the
   * translations staff write beside their text. `name` is the language's own name ('Türkçe').
   */
  languages: readonly AdminLanguage[];
}

export interface AdminLanguage {
  code: string;
  /** 'Türkçe' */
  name: string;
  /** 'Turkish' */
  englishName: string;
  dir: 'ltr' | 'rtl';
}

export const DEFAULT_LANGUAGES: readonly AdminLanguage[] = [{ code: 'en', name: 'English', englishName: 'English', dir: 'ltr' }];

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const AdminConfigContext = createContext<AdminConfig>({
  timeZone: DEFAULT_TIME_ZONE,
  contactSection: { heading: 'Contact', addressNote: '' },
  languages: DEFAULT_LANGUAGES,
});

export function useAdminConfig(): AdminConfig {
  return useContext(AdminConfigContext);
}
