// The class video SFU as the rest of the server sees it. One SFU per machine: with one server process it runs in
// that process; with several (cluster, DATABASE_URL), it runs in the cluster primary and the workers hand it their
// calls over IPC, so every peer of a room lands in the same process whichever worker took the HTTP request.
// node-datachannel (a native module) loads on first use only: a server that never hosts a class never loads it.
import cluster, { type Worker } from 'node:cluster';
import type { Env } from '../env';
import type { ParticipantInfo, Sfu, SfuOptions } from './sfu';

type Call =
  | { op: 'join'; roomName: string; userId: string; sdp: string }
  | { op: 'mute'; roomName: string; userId: string; muted: boolean }
  | { op: 'participants'; roomName: string };
type Request = { sfuCall: number; call: Call };
type Reply = { sfuReply: number; value?: unknown; error?: { reason: string; message: string } };

type Log = NonNullable<SfuOptions['log']>;
type SfuEnv = Pick<Env, 'SFU_PORT_RANGE' | 'SFU_UDP_MUX' | 'SFU_BIND_ADDRESS'>;

let local: Promise<Sfu> | null = null;
/** One object the SFU reads its settings from at each join: configuring later applies to later peers. */
const options: SfuOptions = {};

/** The SFU's settings from the environment (SFU_PORT_RANGE, SFU_UDP_MUX, SFU_BIND_ADDRESS). */
function optionsOf(env: SfuEnv, log?: Log): SfuOptions {
  return { portRange: env.SFU_PORT_RANGE, udpMux: env.SFU_UDP_MUX, bindAddress: env.SFU_BIND_ADDRESS, log };
}

/** Settings for the SFU of this process; they apply to peers created afterwards. */
export function configureSfu(env: SfuEnv, log?: Log) {
  Object.assign(options, optionsOf(env, log));
}

function localSfu(): Promise<Sfu> {
  local ??= import('./sfu').then(({ Sfu }) => new Sfu(options));
  return local;
}

// ── worker side: calls go to the primary ──

let nextCall = 1;
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void; timer: ReturnType<typeof setTimeout> }>();
let listening = false;

function viaPrimary(call: Call): Promise<unknown> {
  if (!listening) {
    listening = true;
    process.on('message', (msg: Reply) => {
      if (!msg || typeof msg !== 'object' || typeof msg.sfuReply !== 'number') return;
      const p = pending.get(msg.sfuReply);
      if (!p) return;
      pending.delete(msg.sfuReply);
      clearTimeout(p.timer);
      if (msg.error) p.reject(Object.assign(new Error(msg.error.message), { name: 'SfuError', reason: msg.error.reason }));
      else p.resolve(msg.value);
    });
  }
  const id = nextCall++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(Object.assign(new Error('The video server did not answer.'), { name: 'SfuError', reason: 'unavailable' }));
    }, 15_000);
    pending.set(id, { resolve, reject, timer });
    process.send!({ sfuCall: id, call } satisfies Request);
  });
}

async function run(call: Call): Promise<unknown> {
  if (cluster.isWorker) return viaPrimary(call);
  const sfu = await localSfu();
  switch (call.op) {
    case 'join':
      return sfu.join(call.roomName, call.userId, call.sdp);
    case 'mute':
      return sfu.setMuted(call.roomName, call.userId, call.muted);
    case 'participants':
      return sfu.participants(call.roomName);
  }
}

// ── the API ──

/** Adds the user to the room with their browser's offer; resolves to the answer (candidates included). */
export async function joinRoom(roomName: string, userId: string, sdp: string): Promise<string> {
  return (await run({ op: 'join', roomName, userId, sdp })) as string;
}

/** Server-enforced mute: the SFU stops (or resumes) forwarding the user's audio in the room, rejoins included. */
export async function setMuted(roomName: string, userId: string, muted: boolean): Promise<void> {
  await run({ op: 'mute', roomName, userId, muted });
}

/** Who is connected to the room's SFU now; `publishing` is true while their media arrives. */
export async function participants(roomName: string): Promise<ParticipantInfo[]> {
  return (await run({ op: 'participants', roomName })) as ParticipantInfo[];
}

/** Closes this process's SFU, if it started, and the library's threads (server shutdown). */
export async function closeSfu() {
  if (!local) return;
  const sfu = await local;
  sfu.close();
  // Peer connections close on the next turn; then the native threads may stop.
  await new Promise((r) => setTimeout(r, 100));
  const { cleanup } = await import('node-datachannel');
  cleanup();
}

/** The cluster primary runs the machine's SFU and answers its workers' calls. */
export function serveSfuForWorkers(env: SfuEnv, log?: Log) {
  configureSfu(env, log);
  cluster.on('message', (worker: Worker, msg: Request) => {
    if (!msg || typeof msg !== 'object' || typeof msg.sfuCall !== 'number') return;
    const reply = (r: Omit<Reply, 'sfuReply'>) => {
      if (worker.isConnected()) worker.send({ sfuReply: msg.sfuCall, ...r } satisfies Reply);
    };
    run(msg.call).then(
      (value) => reply({ value }),
      (err: unknown) => {
        const e = err as { reason?: string; message?: string };
        reply({ error: { reason: e.reason ?? 'unavailable', message: e.message ?? 'The video server failed.' } });
      },
    );
  });
}
