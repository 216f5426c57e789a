import SignInForm from '../../ui/sign-in-form.tsx';
import Toaster from '../../ui/toaster.tsx';

/** /auth: the sign-in screen, always available. */
export default function AuthScreen() {
  return (
    <>
      <SignInForm framed={false} />
      <Toaster />
    </>
  );
}
