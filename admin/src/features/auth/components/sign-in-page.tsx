import { LanguageSwitch } from '../../../components/language-switch';
import { SignInForm } from './sign-in-form';

export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <p className="brand">Back-office</p>
        <SignInForm onSignedIn={onSignedIn} />
        <LanguageSwitch />
      </div>
    </main>
  );
}
