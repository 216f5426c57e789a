import { createContext, useContext } from 'react';

/** Settings the page passes to the island (the masjid's time zone decides "today" and date inputs). */
export interface AdminConfig {
  timeZone: string;
}

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const AdminConfigContext = createContext<AdminConfig>({ timeZone: DEFAULT_TIME_ZONE });

export function useAdminConfig(): AdminConfig {
  return useContext(AdminConfigContext);
}
