// Used by payload.ts and bundled into the early script (lib/early/early-order-script.ts).

/** The longest mailto link written: some mail programs refuse one over ~2,000 characters (issue 32 #17). */
export const MAILTO_MAX_LENGTH = 1900;

// RFC 6068 (%20, CRLF), at most `max` long: lines up to one that does not fit (cut if room), then `cut`.
export function mailtoWithin(to: string, subject: string, lines: string[], cut: string, max: number): string {
  const head = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=`;
  const href = (list: string[]) => head + encodeURIComponent(list.join('\r\n'));
  if (href(lines).length <= max) return href(lines);
  const kept: string[] = [];
  for (const line of lines) {
    if (href([...kept, line, cut]).length <= max) {
      kept.push(line);
      continue;
    }
    // Cut inside the line, never between the two halves of a surrogate pair.
    const part = (n: number) => {
      const code = line.charCodeAt(n - 1);
      return `${line.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n)}…`;
    };
    let room = line.length;
    while (room > 20 && href([...kept, part(room), cut]).length > max) room = Math.floor(room * 0.9);
    if (room > 20) kept.push(part(room));
    break;
  }
  return href([...kept, cut]);
}
