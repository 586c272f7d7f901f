// Migrates one template database per test run; every test file starts from a copy of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client';

export const TEMPLATE_DUMP = path.join(os.tmpdir(), `tm-template-${process.pid}.tar`);
// One template per run, so two runs against one server (two checkouts, a helper beside CI) never drop each other's.
const PG_TEMPLATE_DB = `tm_test_template_${process.pid}`;

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const handle = await openDatabase({ memory: true });
  await migrateDatabase(handle);
  // Every test file starts an embedded Postgres from this dump. Postgres zeroes its shared buffers at start,
  // which inside WebAssembly costs more than the rest of a start (~1 s of CPU for the default 128 MB); a test's
  // data fits in a fraction of 16 MB, and a page not in the buffers is a memory copy away on the in-memory
  // file system. So the copies run with 16 MB. The dump is not compressed: unpacking it is time spent per file.
  await handle.pglite!.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
  const dump = await handle.pglite!.dumpDataDir('none');
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  provide('pgliteTemplate', TEMPLATE_DUMP);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE_DB}`;
    const tpl = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    await migrateDatabase(tpl);
    await tpl.close();
    provide('pgTemplate', PG_TEMPLATE_DB);
  }
  return async () => {
    fs.rmSync(TEMPLATE_DUMP, { force: true });
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  };
}

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate?: string;
  }
}
