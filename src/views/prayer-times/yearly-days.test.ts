import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { calculatedDay } from '../../domain/prayer-times/calculated.ts';
import { decodeDays, encodeDays } from './compact-days.ts';
import { daysFingerprint, YEARLY_FIELDS, yearlyFingerprint } from './yearly-days.ts';

const day = calculatedDay('2026-11-26', site);

describe('daysFingerprint', () => {
  const days = [calculatedDay('2026-11-25', site), day];

  it('is the same for the same days in the same columns, whatever else the records carry', () => {
    const yearly = decodeDays(encodeDays(days, YEARLY_FIELDS), YEARLY_FIELDS);
    expect(daysFingerprint(yearly, YEARLY_FIELDS)).toBe(daysFingerprint(days, YEARLY_FIELDS));
    expect(
      daysFingerprint(
        days.map((d) => ({ ...d, source: 'uploaded' })),
        YEARLY_FIELDS,
      ),
    ).toBe(daysFingerprint(days, YEARLY_FIELDS));
  });

  it('changes with a time, a day more or less, and tells no days from some', () => {
    const base = daysFingerprint(days, YEARLY_FIELDS);
    expect(daysFingerprint([days[0]!, { ...day, asrIqamah: '15:47' }], YEARLY_FIELDS)).not.toBe(base);
    expect(daysFingerprint([day], YEARLY_FIELDS)).not.toBe(base);
    expect(daysFingerprint([], YEARLY_FIELDS)).not.toBe(base);
  });
});

describe('yearlyFingerprint', () => {
  const days = [calculatedDay('2026-11-25', site), day];

  it('is the times fingerprint while no day is calculated, and changes with which days are', () => {
    expect(yearlyFingerprint(days)).toBe(daysFingerprint(days, YEARLY_FIELDS));
    const calculated = days.map((d) => ({ ...d, calculated: true as const }));
    expect(yearlyFingerprint(calculated)).not.toBe(yearlyFingerprint(days));
    expect(yearlyFingerprint([days[0]!, calculated[1]!])).not.toBe(yearlyFingerprint(calculated));
  });
});
