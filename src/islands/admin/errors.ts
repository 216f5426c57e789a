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

export function success(title: string, description?: string): void {
  toast(description === undefined ? { title } : { title, description });
}
