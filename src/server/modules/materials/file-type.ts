// Decides a file's type from its first bytes, never from the name or the browser's claim alone;
// the name's extension must agree with what the bytes are.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function looksLikeText(b: Uint8Array): boolean {
  if (b.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b.subarray(0, 64 * 1024));
  } catch {
    return false;
  }
  // Markup served back as a download is still refused: nothing a browser would render as a page.
  return !/^\s*<(!doctype|html|head|body|script|svg|\?xml)/i.test(text) && !/<script[\s>]/i.test(text);
}

/** The MIME type of an allowed file, or null when the bytes or the extension are not allowed. */
export function detectFileType(bytes: Uint8Array, filename: string): string | null {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (starts(bytes, ascii('%PDF-'))) return ext === 'pdf' ? 'application/pdf' : null;
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ext === 'png' ? 'image/png' : null;
  if (starts(bytes, [0xff, 0xd8, 0xff])) return ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : null;
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return ext === 'webp' ? 'image/webp' : null;
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 256 * 1024));
    if (ext === 'docx' && head.includes('word/')) return DOCX;
    if (ext === 'pptx' && head.includes('ppt/')) return PPTX;
    return null;
  }
  if ((ext === 'txt' || ext === 'md') && looksLikeText(bytes)) return 'text/plain; charset=utf-8';
  return null;
}
