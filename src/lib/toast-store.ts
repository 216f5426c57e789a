import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive';
}

/** SPEC 4: at most one toast is visible; a new one replaces the old. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;

export function toast(input: { title: string; description?: string; variant?: Toast['variant'] }): void {
  $toast.set({ id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default' });
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
