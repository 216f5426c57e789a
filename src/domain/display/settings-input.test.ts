import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { displaySettingsInputSchema as schemaFor, numberFromField } from './settings-input.ts';

const displaySettingsInputSchema = schemaFor(['en', 'tr', 'ar']);

describe('the display settings rules (route and form)', () => {
  it.each([
    [{ slideSeconds: 4 }, 'slideSeconds', 'Slide time must be at least 5 seconds'],
    [{ slideSeconds: 301 }, 'slideSeconds', 'Slide time must be at most 300 seconds'],
    [{ slideSeconds: 7.5 }, 'slideSeconds', 'Slide time must be a whole number of seconds from 5 to 300'],
    [{ slideSeconds: numberFromField('') }, 'slideSeconds', 'Slide time must be a whole number of seconds from 5 to 300'],
    [{ slideSeconds: numberFromField('ten') }, 'slideSeconds', 'Slide time must be a whole number of seconds from 5 to 300'],
    [{ iqamahScreenMinutes: -1 }, 'iqamahScreenMinutes', 'Iqamah screen time must be at least 0 minutes'],
    [{ iqamahScreenMinutes: 31 }, 'iqamahScreenMinutes', 'Iqamah screen time must be at most 30 minutes'],
    [{ theme: 'blue' }, 'theme', 'Theme must be one of: dark, light'],
    [{ language: 'ur' }, 'language', 'Language must be one of: en, tr, ar'],
    [{ language: null }, 'language', 'Language must be one of: en, tr, ar'],
    [{ secondLanguage: 'AR' }, 'secondLanguage', 'Second language must be one of: en, tr, ar, or null for none'],
    [{ language: 'ar', secondLanguage: 'ar' }, 'secondLanguage', 'The second language must differ from the first'],
    [{}, 'body', 'Send at least one of slideSeconds, iqamahScreenMinutes, theme, language, secondLanguage'],
    [[], 'body', 'The request body must be a JSON object'],
  ])('refuses %j: %s says %j', (input, field, message) => {
    const checked = checkInput(displaySettingsInputSchema, input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields[field]).toBe(message);
  });

  it.each([
    [{ slideSeconds: 5 }],
    [{ slideSeconds: numberFromField(' 300 ') }],
    [{ iqamahScreenMinutes: 0 }],
    [{ theme: 'light', slideSeconds: 12, iqamahScreenMinutes: 30 }],
    [{ language: 'tr' }],
    [{ language: 'en', secondLanguage: 'ar' }],
    [{ secondLanguage: null }],
  ])('accepts %j', (input) => {
    expect(checkInput(displaySettingsInputSchema, input)).toEqual({ ok: true, value: input });
  });
});
