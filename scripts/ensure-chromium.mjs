// Browser tests drive Debian's Chromium; install it with apt when it is missing (never a download).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  console.log('Installing Chromium from Debian packages…');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
