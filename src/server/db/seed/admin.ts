// The demo operator account that reviews expert verification (admin@demo.test).
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import type { Deps } from '../../deps';
import { user } from '../schema';
import { ensureAccount } from './accounts';
import type { DemoIds } from './index';

const DEMO_ADMIN_EMAIL = 'admin@demo.test';

/** Makes an existing account an operator; false when no account has that e-mail. */
export async function grantAdmin(db: Db, email: string, isAdmin = true): Promise<boolean> {
  const rows = await db.update(user).set({ isAdmin }).where(eq(user.email, email.trim().toLowerCase())).returning({ id: user.id });
  return rows.length > 0;
}

export async function seedAdmin(deps: Deps, _ids: DemoIds): Promise<void> {
  await ensureAccount(deps, { email: DEMO_ADMIN_EMAIL, password: 'demo-pass-2026', fullName: 'Demo Admin', userType: 'student', phone: '+91 90000 11111' });
  await grantAdmin(deps.db, DEMO_ADMIN_EMAIL);
}
