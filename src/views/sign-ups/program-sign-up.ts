import type { Program } from '../../domain/programs/program.ts';

/**
 * The id a program's page gives its sign-up island (GET /api/programs/{id}/sign-up): the content item's
 * id, when its registration method is 'online' and staff have it on; otherwise none, and the page ships
 * no sign-up JavaScript.
 */
export function programSignUpId(item: { id: number; data: Pick<Program, 'registration'> }): number | undefined {
  const registration = item.data.registration;
  return registration.method === 'online' && registration.online ? item.id : undefined;
}
