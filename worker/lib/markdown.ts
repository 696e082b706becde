/**
 * A small Markdown renderer for the project's own CHANGELOG.md and README.md (the development
 * tools): headings, paragraphs, bullet and numbered lists, fenced code, inline code, bold and
 * links. The text is escaped first; the result still goes through sanitizeHtml where it is shown.
 */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function inline(text: string): string {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_all, label: string, href: string) => `<a href="${href}">${label}</a>`)
}

export function markdownToHtml(markdown: string): string {
  const out: string[] = []
  let list: 'ul' | 'ol' | null = null
  let paragraph: string[] = []
  let code: string[] | null = null
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`)
    paragraph = []
    if (list) out.push(`</${list}>`)
    list = null
  }
  for (const line of markdown.split(/\r?\n/)) {
    if (code) {
      if (line.startsWith('```')) {
        out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`)
        code = null
      } else code.push(line)
      continue
    }
    if (line.startsWith('```')) {
      flush()
      code = []
      continue
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line)
    const item = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      const level = Math.min(6, (heading[1]?.length ?? 1) + 1)
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`)
    } else if (item) {
      const kind = item[1] ? 'ul' : 'ol'
      if (paragraph.length || list !== kind) flush()
      if (!list) {
        list = kind
        out.push(`<${kind}>`)
      }
      out.push(`<li>${inline(item[3] ?? '')}</li>`)
    } else if (!line.trim()) {
      flush()
    } else if (list && /^\s{2,}/.test(line)) {
      // A wrapped list item goes on in the item before.
      out[out.length - 1] = (out[out.length - 1] ?? '').replace(/<\/li>$/, ` ${inline(line.trim())}</li>`)
    } else {
      if (list) flush()
      paragraph.push(line.trim())
    }
  }
  if (code) out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`)
  flush()
  return out.join('\n')
}

export interface ChangelogRelease {
  name: string
  tag_name: string
  released_at: string | null
  description_html: string
}

/** `## [0.6.0] - 2026-11-25` sections of a Keep a Changelog file, newest first, as releases. */
export function changelogReleases(markdown: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = []
  const parts = markdown.split(/^## /m).slice(1)
  for (const part of parts) {
    const [head = '', ...body] = part.split('\n')
    const match = /^\[?([^\]\s]+)\]?(?:\s*-\s*(\d{4}-\d{2}-\d{2}))?/.exec(head.trim())
    if (!match?.[1]) continue
    releases.push({
      name: match[1],
      tag_name: match[1],
      released_at: match[2] ?? null,
      description_html: markdownToHtml(body.join('\n')),
    })
  }
  return releases
}
