// Child of bench/faults.ts: sends the due reminders and delivers the outbox by SMTP until nothing is left,
// as the server's reminder and outbox timers would. The benchmark kills it at random moments.
import { buildDeps } from '../src/server/bootstrap';
import { openDatabase } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { createMemoryBus } from '../src/server/adapters/realtime-bus/memory-bus';
import { sendDueReminders } from '../src/server/modules/bookings/bookings.service';

const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL! });
const deps = await buildDeps({ env, database, bus: createMemoryBus() });
for (;;) {
  const reminded = await sendDueReminders(deps);
  const delivered = await deps.mail.deliverDue();
  if (reminded === 0 && delivered === 0) break;
}
await database.close();
