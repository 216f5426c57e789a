import * as z from 'zod/mini';

/**
 * One reading of a refused input, for the API's answer and for a form: each field's first message (a
 * custom issue may carry a shorter `fieldText` for beside the field), and the first message overall.
 * The shared schemas (domain/<thing>/*-input.ts) are zod/mini, so the public forms that load them stay
 * small; classic zod reads them too.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || 'body';
    const fieldText =
      issue.code === 'custom' ? (issue.params as { fieldText?: unknown } | undefined)?.fieldText : undefined;
    fields[key] ??= typeof fieldText === 'string' ? fieldText : issue.message;
  }
  return fields;
}

export type CheckedInput<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string>; message: string };

/** `input` through `schema`, as the route will see it: its value, or its field errors and first message. */
export function checkInput<S extends z.core.$ZodType>(schema: S, input: unknown): CheckedInput<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    fields: fieldErrors(result.error.issues),
    message: result.error.issues[0]?.message ?? 'Invalid request',
  };
}

/** The refused fields that were left blank, in the schema's order: SPEC 5's 'Required Fields' cases. */
export function blankFields(fields: Record<string, string>, values: Record<string, unknown>): string[] {
  return Object.keys(fields).filter((key) => {
    const value = values[key];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}
