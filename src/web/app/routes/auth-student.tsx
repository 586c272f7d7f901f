import { AuthForm } from '../../features/auth/components/auth-form';
import { RedirectIfSignedIn } from '../../features/auth/components/redirect-if-signed-in';

export function Component() {
  return (
    <RedirectIfSignedIn>
      <div className="px-4 py-10">
        <AuthForm userType="student" />
      </div>
    </RedirectIfSignedIn>
  );
}
