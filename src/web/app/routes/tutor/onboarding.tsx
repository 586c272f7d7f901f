import { RequireRole } from '../../guards';

export function Component() {
  return (
    <RequireRole role="tutor" allowWithoutBio>
      <h1 className="p-6 text-2xl font-bold">Complete your expert profile</h1>
    </RequireRole>
  );
}
