import { lazy, Suspense } from 'react';

/** The form's code is its own chunk, fetched when this island hydrates (client:visible: when scrolled to). */
const SignUpForm = lazy(() => import('../../components/sign-ups/sign-up-form.tsx'));

/**
 * A program's online sign-up on its page (issue 27, registration method 'online'): the page is static,
 * and this island reads the seats and opening live (GET /api/programs/{id}/sign-up) through the shared
 * sign-up form, so a sign-up never needs a rebuild. `loading` is the page's language's (issue 26); the form
 * loads its own words.
 */
export default function ProgramSignUp({ id, timeZone, loading }: { id: number; timeZone: string; loading: string }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-ink-700">
          {loading}
        </p>
      }
    >
      <SignUpForm kind="program" id={id} timeZone={timeZone} />
    </Suspense>
  );
}
