/** Installs Debian's Chromium with apt when /usr/bin/chromium is missing. */
export function ensureChromium(): void;
