/** The calendar year in `timeZone` at `now`. */
export function yearInZone(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}
