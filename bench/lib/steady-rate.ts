// Requests at a steady rate (open loop): one every 1/rate seconds whatever the answers are doing, over at most
// `connections` kept-alive connections, each request's latency counted from the moment it was due, not from
// when it could be sent, so a server that falls behind shows it (no coordinated omission).
//
// autocannon's `overallRate` is not this: each of its connections sends its share of the second back to back
// as the second begins, then waits, so "500 req/s over 50 connections" is 50 requests in flight at once for part
// of every second, and its p99 is the latency of that burst.
import http from 'node:http';

export type SteadyResult = { rate: number; sent: number; answered: number; errors: number; p50: number; p99: number; max: number };

export async function steadyRate(url: string, opts: { rate: number; seconds: number; connections: number; headers?: Record<string, string> }): Promise<SteadyResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let errors = 0;
  let due = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (scheduled: number) => {
    const done = new Promise<void>((resolve) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', headers: opts.headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - scheduled);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due < total && start + due * interval <= now) send(start + due++ * interval);
      if (due < total) setTimeout(tick, Math.max(0, start + due * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { rate: opts.rate, sent: total, answered: latencies.length, errors, p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] ?? Number.NaN };
}
