import { messageHtml } from '@/lib/order/message-html';

describe('messageHtml', () => {
  it('turns every kind of line break into <br>', () => {
    expect(messageHtml('Graag dun gesneden.\nTot vrijdag!')).toBe('Graag dun gesneden.<br>Tot vrijdag!');
    expect(messageHtml('a\r\nb\rc\n\nd')).toBe('a<br>b<br>c<br><br>d');
  });

  it('escapes HTML before adding the breaks, so nothing the customer types becomes markup', () => {
    expect(messageHtml('<b>vet</b> & "dik" \'n <br>\n<script>x()</script>')).toBe(
      '&lt;b&gt;vet&lt;/b&gt; &amp; &quot;dik&quot; &#39;n &lt;br&gt;<br>&lt;script&gt;x()&lt;/script&gt;',
    );
  });

  it('escapes template braces, so {{{naam}}} stays text', () => {
    expect(messageHtml('{{{naam}}}')).toBe('&#123;&#123;&#123;naam&#125;&#125;&#125;');
  });

  it('leaves plain text and an empty message as they are', () => {
    expect(messageHtml('Graag dun gesneden.')).toBe('Graag dun gesneden.');
    expect(messageHtml('')).toBe('');
  });
});
