// A production-like install for the search-quality benchmark: a fresh, empty embedded database (migrated,
// no demo data), NODE_ENV=production behind a trusted proxy, e-mail delivered over SMTP to a local mailbox,
// and the app listening on an ephemeral port so that every request is real HTTP.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { SMTPServer } from 'smtp-server';
import { createMemoryBus } from '../../src/server/adapters/realtime-bus/memory-bus';
import { createApp } from '../../src/server/app';
import { buildDeps } from '../../src/server/bootstrap';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { grantAdmin } from '../../src/server/db/seed/admin';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';

export type Install = {
  baseUrl: string;
  /** The newest link of the given kind sent to this address (waits briefly for delivery). */
  linkFor: (email: string, pattern: RegExp) => Promise<string>;
  /** The operator's command-line step (`npm run admin create <email>`): makes a signed-up account an operator. */
  grantOperator: (email: string) => Promise<void>;
  close: () => Promise<void>;
};

type Mail = { to: string[]; text: string };

/** The text of a plain or quoted-printable message body, with soft line breaks joined. */
function decodeBody(raw: string): string {
  const [headers, ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

async function startMailbox(): Promise<{ port: number; mails: Mail[]; close: () => Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decodeBody(Buffer.concat(chunks).toString('utf8')) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Starts the install. `database` may be given (an already migrated, empty database, e.g. a test template copy);
 * otherwise a new in-memory database is created and migrated.
 */
export async function startInstall(options: { database?: DatabaseHandle } = {}): Promise<Install> {
  const database = options.database ?? (await openDatabase({ memory: true }));
  if (!options.database) await migrateDatabase(database);
  const mailbox = await startMailbox();

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-quality-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    // Tutors sign up from their own addresses; the proxy in front of the app says which.
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  });
  const deps = await buildDeps({ env, database, baseUrl, logger: createLogger('silent'), bus: createMemoryBus() });
  const app = createApp(deps);
  handler = getRequestListener(app.fetch);

  const linkFor: Install['linkFor'] = async (email, pattern) => {
    const to = email.toLowerCase();
    for (let i = 0; i < 100; i++) {
      for (let m = mailbox.mails.length - 1; m >= 0; m--) {
        const mail = mailbox.mails[m];
        if (!mail.to.includes(to)) continue;
        const link = mail.text.match(/https?:\/\/\S+/g)?.find((u) => pattern.test(u));
        if (link) return link;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no e-mail with a link matching ${pattern} reached ${email}`);
  };

  return {
    baseUrl,
    linkFor,
    grantOperator: async (email) => {
      if (!(await grantAdmin(database.db, email))) throw new Error(`no account ${email} to make an operator`);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailbox.close();
      await deps.bus.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
