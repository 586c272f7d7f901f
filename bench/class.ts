// Class video through the server's SFU (decision record 031), on loopback with Chromium's fake camera and mic.
// The SFU runs in a child process of its own (the `Sfu` class the app's route uses, behind a bare HTTP endpoint with
// no sign-in or booking: this measures media, not the API), so its CPU and memory are read from /proc alone.
//   1. 4 participants, each a Chromium page running the real client (sfu-call.ts) joining 1 s apart:
//      join → first frame of each remote video, p95 (target ≤ 1.5 s).
//   2. 20 participants at 160×120, 100 kbps: CLASS_PAGES Chromium pages (default 4: twenty starve two cores, see the record) and the rest Node
//      publishers replaying a recorded Chromium stream (node-datachannel, no decoding); SFU CPU % and RSS per
//      participant, packets/s in and out, forwarded streams, and whether every page shows 19 moving videos.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { NodeSfuClient } from '../src/server/sfu/node-client';
import { Sfu, type SfuStats } from '../src/server/sfu/sfu';

const HTTP_PORT = 3420;
const UDP_PORT = 3421;
const BASE = `http://127.0.0.1:${HTTP_PORT}`;
const CLASS_SIZE = 20;
const PAGES = Math.min(CLASS_SIZE, Number(process.env.CLASS_PAGES ?? 4));
const WORK = '/tmp/sfu-bench';
const MEASURE_S = Number(process.env.CLASS_MEASURE_S ?? 10);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── the SFU process ──

async function serve() {
  const sfu = new Sfu({ portRange: [UDP_PORT, UDP_PORT], udpMux: true, bindAddress: '127.0.0.1' });
  const page = fs.readFileSync(path.join(WORK, 'page.html'), 'utf8');
  const script = fs.readFileSync(path.join(WORK, 'client.js'), 'utf8');
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', BASE);
    try {
      if (req.method === 'GET' && url.pathname === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      if (req.method === 'GET' && url.pathname === '/client.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      if (req.method === 'GET' && url.pathname === '/stats') {
        // Resident memory after a full collection, so the figure is the SFU's and not garbage's.
        (globalThis as { gc?: () => void }).gc?.();
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...sfu.stats(), rssMb: process.memoryUsage().rss / 2 ** 20 }));
      }
      if (req.method === 'POST' && url.pathname === '/join') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const answer = await sfu.join(url.searchParams.get('room')!, url.searchParams.get('user')!, body);
        return void res.writeHead(200, { 'content-type': 'application/sdp' }).end(answer);
      }
      res.writeHead(404).end();
    } catch (err) {
      res.writeHead(400).end(err instanceof Error ? err.message : String(err));
    }
  });
  server.listen(HTTP_PORT, '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => {
    sfu.close();
    setTimeout(() => process.exit(0), 200);
  });
}

// ── the browser page: the real client, plus what the bench reads ──

const PAGE_ENTRY = `
import { SfuCall } from ${JSON.stringify(path.resolve('src/web/features/live-session/lib/sfu-call.ts'))};
const state = { joinStart: 0, frames: {}, videos: {}, snapshot: null, error: null };
window.bench = state;
window.benchJoin = (room, user, slots, video) => {
  state.joinStart = performance.timeOrigin + performance.now();
  const call = new SfuCall({
    bookingId: 'bench', slots, video,
    signal: async (sdp) => {
      const res = await fetch('/join?room=' + room + '&user=' + user, { method: 'POST', body: sdp });
      if (!res.ok) throw new Error(await res.text());
      return res.text();
    },
    onChange: (s) => {
      state.snapshot = { state: s.state, remotes: Object.keys(s.remotes).length, people: Object.keys(s.people).length, error: s.error };
      for (const [id, stream] of Object.entries(s.remotes)) {
        let v = state.videos[id];
        if (!v) {
          v = document.createElement('video');
          v.muted = true; v.autoplay = true; v.playsInline = true; v.width = 80; v.height = 60;
          document.body.append(v);
          state.videos[id] = v;
        }
        if (v.srcObject !== stream) {
          v.srcObject = stream;
          const seen = () => { if (!state.frames[id]) state.frames[id] = performance.timeOrigin + performance.now(); };
          v.requestVideoFrameCallback(seen);
        }
      }
    },
  });
  window.call = call;
  call.start().catch((e) => { state.error = String(e); });
};
window.benchFrames = () => Object.fromEntries(Object.entries(state.videos).map(([id, v]) => [id, v.getVideoPlaybackQuality().totalVideoFrames]));
`;

async function buildPage() {
  fs.mkdirSync(WORK, { recursive: true });
  await build({
    stdin: { contents: PAGE_ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    outfile: path.join(WORK, 'client.js'),
    alias: { '@shared': path.resolve('src/shared') },
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(WORK, 'page.html'), '<!doctype html><html><body style="margin:0;background:#000"><script src="/client.js"></script></body></html>');
}

// ── measuring the child ──

const TICKS = 100; // USER_HZ on Linux
function cpuTicks(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}
const stats = async (): Promise<SfuStats & { rssMb: number }> => (await fetch(`${BASE}/stats`)).json() as Promise<SfuStats & { rssMb: number }>;

async function startSfu(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/class.ts', '--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`SFU process exited (${code})`)));
  });
  return child;
}

async function openPages(browser: Browser, n: number) {
  const pages: Page[] = [];
  for (let i = 0; i < n; i++) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${BASE}/`);
    pages.push(page);
  }
  return pages;
}

type PageState = { joinStart: number; frames: Record<string, number>; snapshot: { state: string; remotes: number; error: string | null } | null; error: string | null };
const readState = (page: Page) => page.evaluate(() => (window as unknown as { bench: PageState }).bench) as Promise<PageState>;

/** Phase 1: four pages joining 1 s apart; per pair, join (the later of the two) → first frame. */
async function joinLatency(browser: Browser) {
  const n = 4;
  const pages = await openPages(browser, n);
  const video = { width: 320, height: 240, frameRate: 15, maxBitrate: 250_000 };
  for (let i = 0; i < n; i++) {
    await pages[i].evaluate(([u, v]) => (window as unknown as { benchJoin: (...a: unknown[]) => void }).benchJoin('four', u, 3, v), [`p${i}`, video] as const);
    await sleep(1_000);
  }
  await sleep(2_000);
  const states = await Promise.all(pages.map(readState));
  const samples: number[] = [];
  let missing = 0;
  states.forEach((s, i) => {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const frame = s.frames[`p${j}`];
      if (!frame) missing++;
      else samples.push(frame - Math.max(s.joinStart, states[j].joinStart));
    }
  });
  for (const p of pages) await p.evaluate(() => (window as unknown as { call: { leave: () => void } }).call.leave());
  for (const p of pages) await p.context().close();
  return { samples, missing };
}

// ── light publishers: a Chromium stream recorded once through the SFU, replayed by Node clients ──

type Recorded = { at: number; kind: 'audio' | 'video'; packet: Buffer };

/** Whether a VP8 RTP packet starts a keyframe (RFC 7741 payload descriptor, then the VP8 frame's P bit). */
function isVp8KeyframeStart(p: Buffer) {
  let o = 12 + (p[0] & 0x0f) * 4;
  if (p[0] & 0x10) o += 4 + p.readUInt16BE(o + 2) * 4;
  const d = p[o];
  if (!(d & 0x10) || (d & 0x07) !== 0) return false; // S bit, partition 0
  let h = o + 1;
  if (d & 0x80) {
    const x = p[h++];
    if (x & 0x80) h += p[h] & 0x80 ? 2 : 1;
    if (x & 0x40) h++;
    if (x & 0x30) h++;
  }
  return (p[h] & 0x01) === 0;
}

/** Six seconds of a Chromium page's audio and video as the SFU forwards them, starting at a keyframe. */
async function record(browser: Browser, video: object): Promise<Recorded[]> {
  const [page] = await openPages(browser, 1);
  await page.evaluate(([v]) => (window as unknown as { benchJoin: (...a: unknown[]) => void }).benchJoin('record', 'recorder-cam', 1, v), [video] as const);
  const sink = new NodeSfuClient('recorder', 1);
  const packets: Recorded[] = [];
  let start = 0;
  sink.onPacket(({ kind, packet }) => {
    if (!start && kind === 'video' && isVp8KeyframeStart(packet)) start = Date.now();
    if (start) packets.push({ at: Date.now() - start, kind, packet: Buffer.from(packet) });
  });
  await sink.join(`${BASE}/join?room=record&user=recorder`);
  await sleep(7_000);
  sink.close();
  await page.evaluate(() => (window as unknown as { call: { leave: () => void } }).call.leave());
  await page.context().close();
  const recorded = packets.filter((p) => p.at < 6_000);
  if (!recorded.length) throw new Error('nothing recorded from the Chromium publisher');
  return recorded;
}

/** Sends the recording in a loop at its own pace, sequence numbers and timestamps running on. */
function replay(client: NodeSfuClient, recording: Recorded[]) {
  const LOOP_MS = 6_000;
  const first = { audio: recording.find((r) => r.kind === 'audio'), video: recording.find((r) => r.kind === 'video') };
  const clock = { audio: 48, video: 90 }; // ticks per ms
  const base = { audio: { seq: 0, ts: 0 }, video: { seq: 0, ts: 0 } };
  const counts = { audio: recording.filter((r) => r.kind === 'audio').length, video: recording.filter((r) => r.kind === 'video').length };
  const index = { audio: 0, video: 0 };
  let loop = 0;
  let i = 0;
  const t0 = Date.now();
  const timer = setInterval(() => {
    const now = Date.now() - t0;
    while (recording[i] && loop * LOOP_MS + recording[i].at <= now) {
      const r = recording[i];
      const f = first[r.kind]!;
      const p = Buffer.from(r.packet);
      p.writeUInt16BE((base[r.kind].seq + loop * counts[r.kind] + index[r.kind]++) & 0xffff, 2);
      const ts = p.readUInt32BE(4) - f.packet.readUInt32BE(4) + loop * LOOP_MS * clock[r.kind];
      p.writeUInt32BE((base[r.kind].ts + ts) >>> 0, 4);
      client.send(r.kind, p);
      i++;
      if (i === recording.length) {
        i = 0;
        loop++;
        index.audio = index.video = 0;
      }
    }
  }, 5);
  return () => clearInterval(timer);
}

/** Phase 2: a class of 20. */
async function fullClass(browser: Browser, sfuPid: number, baselineRss: number) {
  const video = { width: 160, height: 120, frameRate: 15, maxBitrate: 100_000 };
  const pages = await openPages(browser, PAGES);
  const nodes: NodeSfuClient[] = [];
  const stops: Array<() => void> = [];
  const recording = PAGES < CLASS_SIZE ? await record(browser, video) : null;
  for (let i = 0; i < PAGES; i++) {
    await pages[i].evaluate(([u, v]) => (window as unknown as { benchJoin: (...a: unknown[]) => void }).benchJoin('class', u, 19, v), [`c${i}`, video] as const);
    await sleep(300);
  }
  for (let i = PAGES; i < CLASS_SIZE; i++) {
    const client = new NodeSfuClient(`c${i}`, 19);
    await client.join(`${BASE}/join?room=class&user=c${i}`);
    stops.push(replay(client, recording!));
    nodes.push(client);
  }
  await sleep(5_000);
  // The stats request collects garbage first: it stays outside the CPU window.
  const s0 = await stats();
  const t0 = Date.now();
  const c0 = cpuTicks(sfuPid);
  await sleep(MEASURE_S * 1_000);
  const c1 = cpuTicks(sfuPid);
  const seconds = (Date.now() - t0) / 1_000;
  const s1 = await stats();
  const rss = s1.rssMb;
  // Moving videos: frames rendered rose over five seconds (a page starved of CPU by its 19 decoders stalls a while).
  const before = await Promise.all(pages.map((p) => p.evaluate(() => (window as unknown as { benchFrames: () => Record<string, number> }).benchFrames())));
  await sleep(5_000);
  const after = await Promise.all(pages.map((p) => p.evaluate(() => (window as unknown as { benchFrames: () => Record<string, number> }).benchFrames())));
  const moving = after.map((a, i) => Object.entries(a).filter(([id, f]) => f > (before[i][id] ?? 0)).length);
  const nodeSeen = nodes.map((c) => c.publishersReceiving());
  const result = {
    cpuPercent: ((c1 - c0) / TICKS / seconds) * 100,
    rss,
    baselineRss,
    participants: s1.participants,
    streams: s1.streams,
    packetsInPerSec: (s1.packetsIn - s0.packetsIn) / seconds,
    packetsOutPerSec: (s1.packetsOut - s0.packetsOut) / seconds,
    mbitOut: ((s1.bytesOut - s0.bytesOut) * 8) / seconds / 1e6,
    moving,
    nodeSeen,
  };
  for (const stop of stops) stop();
  for (const c of nodes) c.close();
  for (const p of pages) await p.context().close();
  return result;
}

async function main() {
  await buildPage();
  const sfu = await startSfu();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`Machine: ${os.cpus().length} cores, load average ${load()} (before)`);
    const join = await joinLatency(browser);
    // Idle but warm (a room has come and gone): the memory the class adds is measured from here.
    await sleep(1_000);
    const baselineRss = (await stats()).rssMb;
    const p50 = pct(join.samples, 50);
    const p95 = pct(join.samples, 95);
    console.log(`4 participants: join → first remote video frame p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${join.samples.length} pairs${join.missing ? `, ${join.missing} never showed` : ''} (target p95 ≤ 1500 ms: ${p95 <= 1500 && !join.missing ? 'met' : 'NOT met'})`);
    const r = await fullClass(browser, sfu.pid!, baselineRss);
    console.log(`20 participants (${PAGES} Chromium pages${PAGES < CLASS_SIZE ? `, ${CLASS_SIZE - PAGES} Node publishers replaying a recorded Chromium stream` : ''}), 160×120, 100 kbps:`);
    console.log(`  SFU process: CPU ${r.cpuPercent.toFixed(1)} % of one core (${((r.cpuPercent / 100 / r.packetsOutPerSec) * 1e6).toFixed(1)} µs per packet sent), RSS ${r.rss.toFixed(0)} MB (${r.baselineRss.toFixed(0)} MB warm and empty: ${((r.rss - r.baselineRss) / r.participants).toFixed(1)} MB per participant)`);
    console.log(`  forwarded: ${r.streams} streams, ${r.packetsInPerSec.toFixed(0)} packets/s in, ${r.packetsOutPerSec.toFixed(0)} packets/s out, ${r.mbitOut.toFixed(1)} Mbit/s out`);
    const all = r.moving.every((m) => m === CLASS_SIZE - 1) && r.nodeSeen.every((m) => m === CLASS_SIZE - 1);
    console.log(`  remote videos moving per page: ${r.moving.join(' ')}${r.nodeSeen.length ? `; publishers heard per Node client: ${r.nodeSeen.join(' ')}` : ''}`);
    console.log(`  every participant sees ${CLASS_SIZE - 1} remote videos: ${all ? 'yes' : 'NO'}`);
    console.log(`Load average ${load()} (after)`);
  } finally {
    await browser.close();
    sfu.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) void serve();
else
  // The Node publishers' native threads would keep the process alive: it ends when the figures are out.
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
