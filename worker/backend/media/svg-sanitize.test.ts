import { describe, expect, it } from 'vitest'
import { sanitizeSvg, UnsafeSvgError } from './svg-sanitize'

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
const svg = (body: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${rootAttributes}>${body}</svg>`

/** Nothing in the output can run code or load anything from outside the document. */
function expectInert(output: string) {
  const flat = output.replace(NS, '').toLowerCase().replace(/\s+/g, '')
  for (const bad of [
    '<script',
    'javascript:',
    'onload',
    'onclick',
    'onerror',
    'onbegin',
    '<animate',
    '<set',
    '<foreignobject',
    '<image',
    '<iframe',
    '<a',
    '<?',
    '<!',
    'http:',
    'https:',
    'data:',
  ]) {
    expect(flat, bad).not.toContain(bad)
  }
}

describe('sanitizeSvg', () => {
  it('keeps a normal drawing (shapes, gradients, internal references, styles)', () => {
    const source = `<?xml version="1.0"?>\n<!-- Illustrator -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10" height="10"><defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/></linearGradient><style>.a{fill:url(#g)}</style></defs><path class="a" d="M0 0h10v10z" style="stroke:#000;stroke-width:2"/><use xlink:href="#g" x="1"/><text x="1" y="5">Izlog &amp; co &lt;3</text></svg>`
    const out = sanitizeSvg(source)
    expect(out).toBe(
      `<svg ${NS} viewBox="0 0 10 10" width="10" height="10"><defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/></linearGradient><style>.a{fill:url(#g)}</style></defs><path class="a" d="M0 0h10v10z" style="stroke:#000;stroke-width:2"/><use xlink:href="#g" x="1"/><text x="1" y="5">Izlog &amp; co &lt;3</text></svg>`,
    )
  })

  const attacks: Array<[string, string]> = [
    ['script element', svg('<script>alert(1)</script><circle r="1"/>')],
    ['script in another case and namespace', svg('<SCRIPT>alert(1)</SCRIPT><svg:script>alert(2)</svg:script>')],
    [
      'event handlers',
      svg('<circle r="1" onload="alert(1)" ONCLICK="alert(2)" onmouseover=\'x\'/>', ' onload="alert(3)"'),
    ],
    ['javascript: link', svg('<a href="javascript:alert(1)"><circle r="1"/></a>')],
    [
      'javascript: with entities and whitespace',
      svg('<use href="&#x6A;ava&#9;script:alert(1)"/><use xlink:href=" j&#97;vascript:alert(1)"/>'),
    ],
    [
      'animate/set aiming an href at javascript:',
      svg(
        '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="xlink:href" values="javascript:alert(1)" begin="0s" onbegin="alert(2)"/><text>x</text></a>',
      ),
    ],
    [
      'foreignObject with HTML',
      svg(
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>',
      ),
    ],
    [
      'external image and use',
      svg(
        '<image href="https://evil.example/x.png"/><use href="https://evil.example/s.svg#a"/><use href="data:image/svg+xml;base64,PHN2Zz4="/>',
      ),
    ],
    [
      'processing instructions',
      `<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>${svg('<circle r="1"/>')}`,
    ],
    [
      'external url() in presentation attributes and styles',
      svg(
        '<rect fill="url(https://evil.example/#p)" style="background:url(https://evil.example/x)" filter="url( http://evil.example/f#x )"/><style>@import url(https://evil.example/x.css);</style>',
      ),
    ],
    ['CSS javascript url in style attribute', svg('<rect style="fill:url(&#x6A;avascript:alert(1))"/>')],
  ]

  for (const [name, source] of attacks) {
    it(`removes or refuses: ${name}`, () => {
      let output: string
      try {
        output = sanitizeSvg(source)
      } catch (error) {
        expect(error).toBeInstanceOf(UnsafeSvgError)
        return
      }
      expectInert(output)
    })
  }

  it('refuses documents it cannot read safely', () => {
    for (const source of [
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg><g></svg>',
      '<svg></svg><svg></svg>',
      '<html><svg></svg></html>',
      'just text',
      '<svg><circle r="1"></svg',
    ]) {
      expect(() => sanitizeSvg(source), source).toThrow(UnsafeSvgError)
    }
  })

  it('the root always declares the SVG namespaces and nothing else', () => {
    expect(sanitizeSvg('<svg xmlns="http://evil.example/ns" width="2"><g/></svg>')).toBe(
      `<svg ${NS} width="2"><g/></svg>`,
    )
  })
})
