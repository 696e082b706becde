import { useEffect, useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { LinkTargetKind } from '../../../contract/dto/sections'
import { useApi } from '../../lib/api-context'
import { Modal } from '../../lib/ui/modal'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'
import { TARGETS_PAGE_SIZE, linkTargetsQuery, type LinkTarget } from './link-targets'

const SEARCH_DELAY_MS = 300

/**
 * The posts, products and product categories modals (SPEC §2; pages are posts of the page
 * template): search the site's published content of one kind and choose one item.
 */
export function ContentPickerModal({
  kind,
  onClose,
  onPick,
}: {
  kind: LinkTargetKind | null
  onClose: () => void
  onPick: (target: LinkTarget) => void
}) {
  const t = useT()
  return (
    <Modal open={kind !== null} onClose={onClose} title={kind ? t(`edit.link.pickers.${kind}`) : ''}>
      {kind ? <TargetList kind={kind} onPick={onPick} /> : null}
    </Modal>
  )
}

function TargetList({ kind, onPick }: { kind: LinkTargetKind; onPick: (target: LinkTarget) => void }) {
  const t = useT()
  const api = useApi()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const statusId = useId()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [limit, setLimit] = useState(TARGETS_PAGE_SIZE)
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim())
      setLimit(TARGETS_PAGE_SIZE)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search])
  const list = useQuery(linkTargetsQuery(api, queryClient, locale, kind, query, limit))
  const items = list.data?.items ?? []
  const total = list.data?.total ?? 0

  return (
    <div className="stack">
      <TextInput type="search" name="target-search" label={t('edit.link.search')} value={search} onChange={setSearch} />
      <p id={statusId} role="status" className="media-library__status">
        {list.isPending
          ? t('common.loading')
          : list.isError
            ? ''
            : total === 0
              ? t('edit.link.noMatch')
              : t('edit.link.found', { count: total })}
      </p>
      {list.isError ? (
        <div className="notice notice--error" role="alert">
          {t('edit.link.loadFailed')}{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void list.refetch()}>
            {t('edit.bar.retry')}
          </button>
        </div>
      ) : null}
      <ul className="target-list" aria-describedby={statusId}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="target-list__item" onClick={() => onPick(item)}>
              <span className="target-list__title">{item.title}</span>
              <span className="target-list__path">{item.href}</span>
            </button>
          </li>
        ))}
      </ul>
      {items.length < total ? (
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => setLimit(limit + TARGETS_PAGE_SIZE)}
        >
          {t('edit.link.more')}
        </button>
      ) : null}
    </div>
  )
}
