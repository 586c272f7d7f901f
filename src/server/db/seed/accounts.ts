// Creates a user through the auth library, so hashing, hooks and profile rows are the real ones.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { user } from '../schema';

export async function ensureAccount(
  deps: Deps,
  input: { email: string; password: string; fullName: string; userType: 'student' | 'tutor'; phone: string },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
  if (existing) return { id: existing.id, created: false };
  const result = await deps.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.fullName, fullName: input.fullName, userType: input.userType, phone: input.phone } as never,
  });
  await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, result.user.id));
  return { id: result.user.id, created: true };
}
