import { blankFields } from '../../domain/forms/check-input.ts';
import { serverFieldErrors, serverMessage } from '../../lib/server-message.ts';
import { handleUnauthorized } from '../../lib/navigation.ts';
import { toast } from '../../lib/toast-store.ts';

/**
 * SPEC 8 for admin mutations: a 401 goes through handleUnauthorized; anything else is a destructive
 * toast titled `title` (default 'Error') with the server's message, or `fallback` ('Failed to create
 * event', …) when it sent none. Returns the server's field errors for the form.
 */
export function reportError(error: unknown, fallback: string, title = 'Error'): Record<string, string> {
  if (handleUnauthorized(error)) return {};
  toast({ title, description: serverMessage(error, fallback), variant: 'destructive' });
  return serverFieldErrors(error);
}

/**
 * A form its shared schema refused before anything was sent (SPEC 5): a blank field gives 'Required
 * Fields', any other refusal 'Error' with the rule's message, as the API would answer; the field takes
 * the focus (inputs are `${idPrefix}-${field}`). Returns the field errors to show.
 */
export function reportRefused(
  refused: { fields: Record<string, string>; message: string },
  values: Record<string, unknown>,
  idPrefix: string,
): Record<string, string> {
  const blank = blankFields(refused.fields, values);
  toast(
    blank.length > 0
      ? { title: 'Required Fields', description: 'Please fill in all required fields', variant: 'destructive' }
      : { title: 'Error', description: refused.message, variant: 'destructive' },
  );
  document.getElementById(`${idPrefix}-${blank[0] ?? Object.keys(refused.fields)[0]}`)?.focus();
  return refused.fields;
}

export function success(title: string, description?: string): void {
  toast(description === undefined ? { title } : { title, description });
}
