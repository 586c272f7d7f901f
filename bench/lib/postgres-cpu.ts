// CPU time of the machine's Postgres server processes, read from Linux's /proc: what a benchmark's database work
// cost, beside the app's own CPU (process.cpuUsage). Connections that close meanwhile take their time with them,
// so a benchmark reads it around work done on its pool's open connections.
import fs from 'node:fs';

/** CPU milliseconds used so far by the machine's Postgres processes (Linux /proc), NaN elsewhere. */
export function postgresCpuMs(): number {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}
