// The whiteboard's text as plain lines: what session notes and summaries read from a saved board.
type WhiteboardText = { type?: unknown; isDeleted?: unknown; text?: unknown; originalText?: unknown };

/** The text elements of a saved whiteboard, in drawing order; a multi-line label reads as one line. */
export function whiteboardLabels(whiteboard: unknown): string[] {
  const elements = (whiteboard as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((raw: WhiteboardText) => {
    if (!raw || raw.type !== 'text' || raw.isDeleted === true) return [];
    const text = typeof raw.originalText === 'string' ? raw.originalText : typeof raw.text === 'string' ? raw.text : '';
    const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    if (!lines.length) return [];
    return [lines.reduce((acc, line) => (acc.endsWith(':') ? `${acc} ${line}` : `${acc}; ${line}`))];
  });
}
