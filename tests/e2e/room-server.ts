// A server of its own for specs that need a session open now (live room, session notes, video providers):
// a fresh in-memory database, the same web build, the realtime hub, and participants signed up in
// browser contexts of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { createApp } from '../../src/server/app';
import { buildDeps } from '../../src/server/bootstrap';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import type { Deps } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { allTopicAuthorizers } from '../../src/server/modules';
import { createHub } from '../../src/server/realtime/hub';

export type Room = { base: string; deps: Deps; close: () => Promise<void> };
export type Participant = { ctx: BrowserContext; id: string };

const WEB_DIST = `dist/e2e-${process.env.E2E_PORT ?? '3100'}`;
const PASSWORD = 'room-pass-2026';

/** Starts the app on a free port with these settings on top of the defaults. */
export async function startRoomServer(env: Record<string, string> = {}): Promise<Room> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'room-e2e-'));
  const parsed = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, WEB_DIST, LOG_LEVEL: 'silent', AUTH_SECRET: 'Yp3kQ8wN1vR6tZ0bL5mC9xD2hF7jS4gA', ...env });
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const deps = await buildDeps({ env: parsed, database, baseUrl: base, logger: createLogger('silent') });
  const hub = createHub(deps, allTopicAuthorizers, [base]);
  server.on('request', getRequestListener(createApp(deps).fetch));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  return {
    base,
    deps,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await hub.close();
      await deps.bus.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user signed up in a browser context of their own, with camera and microphone allowed. */
export async function participant(
  browser: Browser,
  room: Room,
  userType: 'student' | 'tutor',
  name: string,
  viewport = { width: 1200, height: 800 },
): Promise<Participant> {
  const ctx = await browser.newContext({ baseURL: room.base, permissions: ['camera', 'microphone'], viewport });
  const email = `${userType}-${Date.now()}-${Math.random().toString(36).slice(2)}@room.e2e.test`;
  const res = await ctx.request.post('/api/auth/sign-up/email', {
    headers: { origin: room.base },
    data: { email, password: PASSWORD, name, fullName: name, userType, phone: '+91 90000 00000' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ctx, id: ((await res.json()) as { user: { id: string } }).user.id };
}
