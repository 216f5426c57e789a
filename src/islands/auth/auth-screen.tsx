import SignInForm from './sign-in-form.tsx';
import Toaster from '../toast/toaster.tsx';

/** /auth: the sign-in screen, always available. */
export default function AuthScreen() {
  return (
    <>
      <SignInForm framed={false} />
      <Toaster />
    </>
  );
}
