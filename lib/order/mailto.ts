// A mailto link that every mail program opens (issue 32 #17): some refuse a link over about 2,000
// characters, and a large order with a long message made one of 3,103. Used by the result panel's
// 'Mail de bestelling zelf' (lib/order/payload.ts) and by the order page's early script, when the
// page's own JavaScript never came (lib/early/early-order-script.ts): that script carries
// this function serialised with toString, so it uses nothing but its arguments, old syntax and no
// comments inside.

/** The longest mailto link the page writes (some mail handlers refuse links over ~2,000 characters). */
export const MAILTO_MAX_LENGTH = 1900;

/* eslint-disable no-var */
/**
 * `mailto:to?subject=…&body=…` (RFC 6068: %20 for spaces, CRLF line breaks) with `lines` as the body,
 * at most `max` characters long. Lines that do not fit are left out from the first one that does not
 * fit (that one is cut, when enough of it fits), and `cut` is said last: put what matters first.
 */
export function mailtoWithin(to: string, subject: string, lines: string[], cut: string, max: number): string {
  var head = 'mailto:' + to + '?subject=' + encodeURIComponent(subject) + '&body=';
  var href = function (list: string[]) {
    return head + encodeURIComponent(list.join('\r\n'));
  };
  if (href(lines).length <= max) return href(lines);
  var kept: string[] = [];
  for (var i = 0; i < lines.length; i += 1) {
    var line = lines[i] as string;
    if (href(kept.concat([line, cut])).length <= max) {
      kept.push(line);
      continue;
    }
    var room = line.length;
    var part = function (n: number) {
      var code = line.charCodeAt(n - 1);
      return line.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n) + '…';
    };
    while (room > 20 && href(kept.concat([part(room), cut])).length > max) room = Math.floor(room * 0.9);
    if (room > 20) kept.push(part(room));
    break;
  }
  return href(kept.concat([cut]));
}
/* eslint-enable no-var */
