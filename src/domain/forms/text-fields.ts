import * as z from 'zod/mini';

/** Trimmed text that must be given: '{label} is required', '{label} must be at most {max} characters'. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}
