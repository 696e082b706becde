import { describe, expect, it } from 'vitest'
import { changelogReleases, markdownToHtml } from './markdown'

describe('markdown for the development tools', () => {
  it('renders headings, lists, code and links, and escapes HTML', () => {
    const html = markdownToHtml(
      '# Title\n\nSome **bold** `code` and [a link](https://izlog.hr).\n\n- one\n- two\n  wrapped\n\n1. first\n\n```\n<b>x</b>\n```\n<script>alert(1)</script>',
    )
    expect(html).toBe(
      [
        '<h2>Title</h2>',
        '<p>Some <strong>bold</strong> <code>code</code> and <a href="https://izlog.hr">a link</a>.</p>',
        '<ul>',
        '<li>one</li>',
        '<li>two wrapped</li>',
        '</ul>',
        '<ol>',
        '<li>first</li>',
        '</ol>',
        '<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>',
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      ].join('\n'),
    )
  })

  it('reads the releases of a Keep a Changelog file, newest first', () => {
    const releases = changelogReleases(
      '# Changelog\n\nIntro.\n\n## [0.2.0] - 2026-11-25\n\n### Added\n- Edit mode\n\n## [0.1.0] - 2026-11-21\n- Start\n',
    )
    expect(releases.map((r) => [r.tag_name, r.released_at])).toEqual([
      ['0.2.0', '2026-11-25'],
      ['0.1.0', '2026-11-21'],
    ])
    expect(releases[0]?.description_html).toBe('<h4>Added</h4>\n<ul>\n<li>Edit mode</li>\n</ul>')
  })
})
