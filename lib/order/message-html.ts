// The customer's message for the HTML mails: Outlook ignores `white-space: pre-line`, so line breaks
// become <br>. Escaped first (also { and }, so no template engine reads the text as a tag); the
// templates insert the result unescaped ({{{bericht_html}}}).
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '{': '&#123;',
  '}': '&#125;',
};

export function messageHtml(text: string): string {
  return text.replace(/[&<>"'{}]/g, (char) => ENTITIES[char] ?? char).replace(/\r\n|\r|\n/g, '<br>');
}
