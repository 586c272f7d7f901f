// Operators: `tsx src/server/db/seed/admin-cli.ts create <email>` makes an existing account an admin
// (`revoke <email>` takes it back). Uses DATABASE_URL or the embedded database in DATA_DIR.
import path from 'node:path';
import { parseEnv } from '../../env';
import { migrateDatabase, openDatabase } from '../client';
import { grantAdmin } from './admin';

const [command, email] = process.argv.slice(2).filter((a) => a !== '--');
if (!['create', 'revoke'].includes(command ?? '') || !email) {
  console.error('Usage: admin-cli create <email> | revoke <email>');
  process.exit(2);
}
const env = parseEnv();
const handle = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL }) : await openDatabase({ dataDir: path.join(env.DATA_DIR, 'db') });
await migrateDatabase(handle);
const ok = await grantAdmin(handle.db, email, command === 'create');
await handle.close();
if (!ok) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
console.log(command === 'create' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
