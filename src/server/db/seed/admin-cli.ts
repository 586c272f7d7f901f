// Operators: `tsx src/server/db/seed/admin-cli.ts create <email>` makes an existing account an admin
// (`revoke <email>` takes it back). Uses DATABASE_URL or the embedded database in DATA_DIR.
import path from 'node:path';
import { parseEnv } from '../../env';
import { DataDirInUseError, migrateDatabase, openDatabase } from '../client';
import { grantAdmin } from './admin';

const [command, email] = process.argv.slice(2).filter((a) => a !== '--');
if (!['create', 'revoke'].includes(command ?? '') || !email) {
  console.error('Usage: admin-cli create <email> | revoke <email>');
  process.exit(2);
}
const env = parseEnv();
// The embedded database is one process's at a time: while the server runs, this refuses rather than write
// to a copy the server never sees.
const handle = await (env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ dataDir: path.join(env.DATA_DIR, 'db') })).catch((err: unknown) => {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(`${err.message}\nThe admin command changes the embedded database directly: stop the server, run it, then start the server again.`);
  process.exit(1);
});
await migrateDatabase(handle);
const ok = await grantAdmin(handle.db, email, command === 'create');
await handle.close();
if (!ok) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
console.log(command === 'create' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
