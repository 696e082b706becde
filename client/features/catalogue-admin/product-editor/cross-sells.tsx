import { useRef, useState } from 'react'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useLocale, useT } from '../../../i18n/i18n'
import { productQuery, productSearchQuery } from './api'

/**
 * The products recommended beside this one: the chosen ones (named by their saved texts), a
 * search over the product list (name, SKU or slug) whose results are added with a button, and a
 * remove button each. Focus stays in the list: after a removal on the next item or the search.
 */
export function CrossSells({
  productId,
  ids,
  onChange,
  error,
}: {
  productId: number | null
  ids: number[]
  onChange: (next: number[]) => void
  error: string | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const list = useRef<HTMLUListElement>(null)
  const search = useQuery(productSearchQuery(api, locale, q))
  const chosen = useQueries({ queries: ids.map((id) => productQuery(api, locale, id)) })
  const nameOf = (id: number, at: number) => {
    const product = chosen[at]?.data
    const texts = product?.texts[locale] ?? product?.texts.hr
    return texts ? `${texts.name} (${product?.sku ?? ''})` : t('productEditor.crossSells.unknown', { id })
  }

  const find = () => setQ(text.trim())
  const remove = (id: number, at: number) => {
    const name = nameOf(id, at)
    onChange(ids.filter((other) => other !== id))
    setAnnouncement(t('productEditor.crossSells.removedText', { name }))
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLElement>('[data-action="remove"]')
      const next = buttons?.[Math.min(at, (buttons.length || 1) - 1)]
      ;(next ?? document.getElementById('cross-sell-search'))?.focus()
    })
  }
  const results = (search.data?.data ?? []).filter((row) => row.id !== productId)

  return (
    <div className="stack">
      <p className="muted">{t('productEditor.crossSells.intro')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {ids.length === 0 ? (
        <p>{t('productEditor.crossSells.none')}</p>
      ) : (
        <ul ref={list} className="backoffice-checks" role="list">
          {ids.map((id, at) => (
            <li key={id} style={{ alignItems: 'center' }}>
              <span style={{ overflowWrap: 'anywhere' }}>{nameOf(id, at)}</span>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                data-action="remove"
                aria-label={t('productEditor.crossSells.removeLabel', { name: nameOf(id, at) })}
                onClick={() => remove(id, at)}
              >
                {t('productEditor.crossSells.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="product-cross-sells-error" error={error} />
      {/* Not a nested form (the editor is one): Enter in the search field searches. */}
      <div
        role="search"
        aria-label={t('productEditor.crossSells.search')}
        className="backoffice-search"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault()
            find()
          }
        }}
      >
        <TextInput
          id="cross-sell-search"
          type="search"
          name="crossSellSearch"
          label={t('productEditor.crossSells.search')}
          value={text}
          autoComplete="off"
          onChange={setText}
        />
        <button type="button" className="btn btn--secondary" onClick={find}>
          {t('productEditor.crossSells.searchButton')}
        </button>
      </div>
      {q !== '' ? (
        <section aria-label={t('productEditor.crossSells.results')} className="stack">
          {search.isPending ? (
            <p role="status">{t('common.loading')}</p>
          ) : results.length === 0 ? (
            <p role="status">{t('productEditor.crossSells.noResults')}</p>
          ) : (
            <ul className="backoffice-checks" role="list">
              {results.map((row) => {
                const name = `${row.name} (${row.sku})`
                const added = ids.includes(row.id)
                return (
                  <li key={row.id} style={{ alignItems: 'center' }}>
                    <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-label={t('productEditor.crossSells.addLabel', { name })}
                      aria-disabled={added || undefined}
                      onClick={() => {
                        if (added) return
                        onChange([...ids, row.id])
                        setAnnouncement(t('productEditor.crossSells.added', { name }))
                      }}
                    >
                      {t('productEditor.crossSells.add')}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  )
}
