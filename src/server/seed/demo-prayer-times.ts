import { site } from '../../config/site.ts';
import { yearIn } from '../../domain/dates/zoned.ts';
import { calculatedYear, type PrayerConfig } from '../../domain/prayer-times/calculated.ts';
import { serializePrayerTimesCsv } from '../../domain/prayer-times/csv-serialize.ts';
import type { Db } from '../db/client.ts';
import { importErrorMessage, importPrayerTimesCsv, type ImportSummary } from '../prayer-times-import.ts';

/**
 * Fills the masjid-zone year of `now` with the calculated timetable, written as the sample-layout CSV a
 * download produces and imported through the upload's own code, so a new site is complete and the
 * demo exercises the real path. Run only on an empty database (src/server/start.ts).
 */
export async function seedDemoPrayerYear(db: Db, now: Date, config: PrayerConfig = site): Promise<ImportSummary> {
  const year = yearIn(config.timeZone, now);
  const csv = serializePrayerTimesCsv(calculatedYear(year, config));
  const result = await importPrayerTimesCsv(db, csv, { year });
  if (!result.ok)
    throw new Error(
      `The demo prayer times for ${year} did not import: ${importErrorMessage(result)}: ${result.errors.join('; ')}`,
    );
  return result;
}
