import { RequireUser } from '../guards';

export function Component() {
  return (
    <RequireUser>
      <h1 className="p-6 text-2xl font-bold">Loading Session...</h1>
    </RequireUser>
  );
}
