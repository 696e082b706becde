import { useEffect, useState, type SubmitEvent } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { useLocale, useT } from '../../../i18n/i18n'
import { TextInput } from '../../../lib/ui/text-input'
import { formatDate } from '../../../../contract/format-date'
import { useErrorToast } from '../../../lib/api-error-message'
import type { OutboxEmailDto } from '../../../../contract/dto/email'
import { mailboxQuery } from './api'

/**
 * The e-mail rendered as it arrives, in a sandboxed frame: no script runs, links open in this tab
 * (the site's own pages, so the confirmation and password links work), styles stay inside.
 */
function RenderedEmail({ email }: { email: OutboxEmailDto }) {
  const t = useT()
  const document = email.emailDocument.replace(/<head>/i, '<head><base target="_top">')
  return (
    <details className="mailbox__message">
      <summary>{t('admin.mailbox.show')}</summary>
      <iframe
        className="mailbox__frame"
        title={email.subject}
        srcDoc={document}
        sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
      />
      <details>
        <summary>{t('admin.mailbox.plainText')}</summary>
        <pre className="mailbox__text">{email.text}</pre>
      </details>
    </details>
  )
}

export function Mailbox() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const showError = useErrorToast()
  const [page, setPage] = useState(1)
  const [recipient, setRecipient] = useState('')
  const [filter, setFilter] = useState('')
  const list = useQuery({ ...mailboxQuery(api, page, filter), placeholderData: keepPreviousData })
  useEffect(() => {
    if (list.error) showError(list.error)
  }, [list.error, showError])

  const onFilter = (event: SubmitEvent) => {
    event.preventDefault()
    setPage(1)
    setFilter(recipient.trim())
  }

  return (
    <div className="stack">
      <p>{t('admin.mailbox.intro')}</p>
      <form className="mailbox__filter" role="search" onSubmit={onFilter}>
        <TextInput
          type="email"
          name="recipient"
          label={t('admin.mailbox.recipient')}
          value={recipient}
          onChange={setRecipient}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--secondary btn--sm">
          {t('admin.mailbox.filter')}
        </button>
        {filter ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setRecipient('')
              setFilter('')
              setPage(1)
            }}
          >
            {t('admin.mailbox.all')}
          </button>
        ) : null}
      </form>
      {list.data && list.data.data.length === 0 ? <p className="muted">{t('admin.mailbox.empty')}</p> : null}
      <ol className="stack mailbox__list" role="list" aria-busy={list.isFetching}>
        {(list.data?.data ?? []).map((email) => (
          <li key={email.id} className="panel stack mailbox__item">
            <article aria-labelledby={`mail-${email.id}`} className="stack">
              <h2 id={`mail-${email.id}`} className="mailbox__subject">
                {email.subject}
              </h2>
              <p className="small muted">
                {t('admin.mailbox.to', { recipient: email.recipient })} ·{' '}
                {email.sentAt
                  ? t('admin.mailbox.sentAt', { date: formatDate(email.sentAt, locale) })
                  : t('admin.mailbox.queuedAt', { date: formatDate(email.createdAt, locale) })}{' '}
                ·{' '}
                <span className={`mailbox__status mailbox__status--${email.status}`}>
                  {t(`admin.mailbox.status.${email.status}`)}
                </span>
              </p>
              {email.lastError ? (
                <p className="small">{t('admin.mailbox.error', { reason: email.lastError })}</p>
              ) : null}
              <RenderedEmail email={email} />
            </article>
          </li>
        ))}
      </ol>
      {list.data && list.data.lastPage > 1 ? (
        <nav
          className="button-row"
          aria-label={t('admin.mailbox.page', { page: list.data.page, last: list.data.lastPage })}
        >
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('admin.mailbox.previous')}
          </button>
          <span className="small">{t('admin.mailbox.page', { page: list.data.page, last: list.data.lastPage })}</span>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={page >= list.data.lastPage}
            onClick={() => setPage(page + 1)}
          >
            {t('admin.mailbox.next')}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
