import { sanitizeHtml } from '../../../worker/lib/sanitize-html'

interface SafeHtmlProps {
  html: string
  className?: string
  as?: 'div' | 'section' | 'article'
}

/**
 * CMS HTML: sanitised by the backend on write and again here with the same allow-list
 * (deterministic, so server and client render identical markup).
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
