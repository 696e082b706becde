import { describe, expect, it } from 'vitest'
import { isSafeUrl, sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Naslov</h2><p>Tekst <strong>jak</strong> i <em>kurziv</em> <a href="/o-nama">link</a></p><ul><li>a</li></ul><figure><img src="/media/1/2/medium/x.svg" alt="x" width="640" height="360"><figcaption>c</figcaption></figure><table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table><pre><code>x</code></pre><blockquote>q</blockquote><hr><br>'
    const out = sanitizeHtml(html)
    for (const part of [
      '<h2>Naslov</h2>',
      '<strong>jak</strong>',
      '<em>kurziv</em>',
      '<a href="/o-nama">link</a>',
      '<li>a</li>',
      'alt="x"',
      'width="640"',
      '<figcaption>c</figcaption>',
      '<td colspan="2">d</td>',
      '<code>x</code>',
      '<blockquote>q</blockquote>',
    ]) {
      expect(out).toContain(part)
    }
  })

  it('removes script and style elements with their content', () => {
    const out = sanitizeHtml(
      '<p>ok</p><script>alert(1)</script><style>body{}</style><iframe src="https://evil.example"></iframe><SCRIPT SRC=//x.js></SCRIPT>',
    )
    expect(out).toBe('<p>ok</p>')
  })

  it('drops event handlers', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" onerror="alert(1)" alt="a"><p onclick="x()" onmouseover=y>t</p><svg onload=alert(1)><circle/></svg>',
    )
    expect(out).not.toMatch(/onerror|onclick|onmouseover|onload|alert/i)
    expect(out).toContain('<img src="/a.png" alt="a">')
    expect(out).toContain('<p>t</p>')
  })

  it('drops javascript:, data: and other dangerous URLs, including encoded ones', () => {
    const vectors = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href=" java\tscript:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">a</a>',
      '<a href="&#x6A;avascript&colon;alert(1)">a</a>',
      '<a href="vbscript:msgbox(1)">a</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="data:text/html,<script>alert(1)</script>">a</a>',
      '<img src="javascript:alert(1)">',
      '<a href="//evil.example/x">a</a>',
    ]
    for (const vector of vectors) {
      const out = sanitizeHtml(vector)
      expect(out, vector).not.toMatch(/javascript|vbscript|data:|evil\.example|alert/i)
    }
  })

  it('keeps http(s), mailto and relative links and adds noopener to new-tab links', () => {
    expect(sanitizeHtml('<a href="https://izlog.hr" target="_blank">x</a>')).toBe(
      '<a href="https://izlog.hr" target="_blank" rel="noopener">x</a>',
    )
    expect(sanitizeHtml('<a href="mailto:info@izlog.hr">m</a>')).toBe('<a href="mailto:info@izlog.hr">m</a>')
    expect(sanitizeHtml('<a href="#kontakt" target="_top">x</a>')).toBe('<a href="#kontakt">x</a>')
    expect(sanitizeHtml('<img src="mailto:x@y.z">')).toBe('<img>')
  })

  it('strips unknown tags but keeps their text, and escapes stray markup', () => {
    expect(sanitizeHtml('<div class="x"><marquee>hi</marquee></div>')).toBe('hi')
    expect(sanitizeHtml('<p style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>')
    expect(sanitizeHtml('<p>a < b</p>')).toBe('<p>a &lt; b</p>')
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>x</p>')).not.toMatch(/script|alert/)
  })

  it('validates numeric attributes and rel tokens', () => {
    expect(sanitizeHtml('<img src="/a.png" width="100%" height="50">')).toBe('<img src="/a.png" height="50">')
    expect(sanitizeHtml('<a href="/x" rel="nofollow evil">x</a>')).toBe('<a href="/x" rel="nofollow">x</a>')
  })
})

describe('isSafeUrl', () => {
  it('accepts only http(s), mailto and relative URLs', () => {
    expect(isSafeUrl('https://a.b', false)).toBe(true)
    expect(isSafeUrl('/en/about-us', false)).toBe(true)
    expect(isSafeUrl('slika.png', false)).toBe(true)
    expect(isSafeUrl('mailto:a@b.c', true)).toBe(true)
    expect(isSafeUrl('mailto:a@b.c', false)).toBe(false)
    expect(isSafeUrl('javascript:x', true)).toBe(false)
    expect(isSafeUrl('', true)).toBe(false)
  })
})
