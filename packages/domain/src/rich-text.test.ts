import { describe, expect, it } from 'vitest'
import { cleanRichText as sanitizeHtml, safeHref } from './rich-text.ts'

/** Ported from the web's hand-written sanitiser's tests (issue 28): every refusal holds with the library. */
describe('cleanRichText', () => {
  it('keeps the allowed content tags as written', () => {
    const html =
      '<h2>Our promises</h2>\n<p>Free <strong>cancellation</strong> and <em>24/7</em> support.<br>Call us.</p>' +
      '<h3>Lists</h3><ul><li>One</li></ul><ol><li>Two</li></ol>'
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('keeps typographic characters (entities decoded), and escapes stray markup characters', () => {
    expect(sanitizeHtml('<p>Taxes &amp; fees “quoted” &#8217; 5 < 6 > 4 & more</p>')).toBe(
      '<p>Taxes &amp; fees “quoted” ’ 5 &lt; 6 &gt; 4 &amp; more</p>',
    )
  })

  it('drops scripts, styles and embedded content together with what is inside them', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >ok')).toBe('ok')
    expect(sanitizeHtml('<style>body{display:none}</style><iframe src="https://x.example"></iframe>x')).toBe(
      'x',
    )
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>after')).toBe('after')
    expect(sanitizeHtml('<script/>alert(1)</script>after')).toBe('after')
    expect(sanitizeHtml('<embed src="https://x.example/a.swf">after <svg/>too')).toBe('after too')
    // Never closed: everything after it goes, rather than leaking code as text.
    expect(sanitizeHtml('<p>before</p><script>alert(1)')).toBe('<p>before</p>')
  })

  it('drops every event handler and any other attribute', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" class="x" style="color:red">hi</p>')).toBe('<p>hi</p>')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text')
    expect(sanitizeHtml('<a href="/about" onmouseover="alert(1)" target="_blank">About</a>')).toBe(
      '<a href="/about">About</a>',
    )
    expect(sanitizeHtml('<p title="a > b" onclick=\'x\'>q</p>')).toBe('<p>q</p>')
  })

  it('keeps links to our own paths and to https, and drops javascript: and other schemes', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
    )
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      '&#47;&#47;evil.example',
      '/\t/evil.example',
      '#top',
      '',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('x')
    }
    expect(sanitizeHtml('<a href=javascript:alert(1)>x</a>')).toBe('x')
    expect(sanitizeHtml('<a>no href</a>')).toBe('no href')
  })

  it('removes comments, doctypes and unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><section><span>kept</span></section>')).toBe(
      'kept',
    )
    // Headings and wrappers the pages do not style become the nearest they do.
    expect(sanitizeHtml('<!DOCTYPE html><h1>Title</h1><table><tr><td>cell</td></tr></table>')).toBe(
      '<h2>Title</h2>cell',
    )
    expect(sanitizeHtml('<div>a</div><b>b</b><i>c</i><h5>d</h5>')).toBe(
      '<p>a</p><strong>b</strong><em>c</em><h3>d</h3>',
    )
  })

  it('does not let split or malformed tags rebuild markup', () => {
    const out = sanitizeHtml('<scr<script>alert(1)</script>ipt>alert(2)</script>')
    expect(out).not.toMatch(/<script/i)
    // A tag cut off at the end is dropped whole, as a browser would not show it either.
    expect(sanitizeHtml('<p>1 <2 and <a href="/x"')).toBe('<p>1 &lt;2 and </p>')
  })

  it('balances the tags it keeps', () => {
    expect(sanitizeHtml('<ul><li><strong>open')).toBe('<ul><li><strong>open</strong></li></ul>')
    // A stray </p> is an empty paragraph to a browser (and to the parser); stray </em> is nothing.
    expect(sanitizeHtml('</p>stray</em>')).toBe('<p></p>stray')
    expect(sanitizeHtml('<p><em>a</p>b')).toBe('<p><em>a</em></p>b')
  })
})

describe('safeHref', () => {
  it('accepts same-site paths and https URLs only', () => {
    expect(safeHref('/help/0')).toBe('/help/0')
    expect(safeHref('  /search?location=1  ')).toBe('/search?location=1')
    expect(safeHref('HTTPS://example.com')).toBe('HTTPS://example.com')
    expect(safeHref('https:example.com')).toBeNull()
    expect(safeHref('mailto:privacy@serendib.example')).toBeNull()
  })
})
