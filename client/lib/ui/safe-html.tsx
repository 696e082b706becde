interface SafeHtmlProps {
  html: string
  className?: string
  as?: 'div' | 'section' | 'article'
}

/**
 * CMS HTML, already sanitised by the Worker where it entered from the upstream
 * (worker/upstream/sanitize-response.ts): the browser carries no sanitiser.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
