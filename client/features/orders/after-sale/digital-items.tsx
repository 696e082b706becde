import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DigitalLine } from '../../../../contract/dto/after-sale'
import type { Order } from '../../../../contract/dto/commerce'
import { formatDateTime } from '../../../../contract/format-date'
import { formatFileSize } from '../../../../contract/format'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { useI18n, useLocale, useT } from '../../../i18n/i18n'
import { renewDownloadMutation } from './digital-items-api'
import { showUpdatedOrder } from './return-request-api'

/**
 * The buyer's order page, issue 36: each digital line's licence keys (copyable, "copied" said in a
 * live region), its download (file name and size, expiry and downloads left; a link that ran out is
 * renewed here), or that its keys are on their way.
 */
export function DigitalItems({ order, linkToken }: { order: Order; linkToken?: string }) {
  const t = useT()
  const [announcement, setAnnouncement] = useState('')
  const lines = order.afterSale.digital
  if (lines.length === 0) return null
  return (
    <section className="stack digital-items" aria-labelledby="digital-items-title">
      <h2 id="digital-items-title">{t('orderDigital.title')}</h2>
      <ul className="digital-items__list">
        {lines.map((line) => (
          <DigitalItem
            key={`${line.orderLineId}-${line.name}`}
            line={line}
            order={order}
            linkToken={linkToken}
            announce={setAnnouncement}
          />
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  )
}

/** One digital line of the order, and where a copied key or a renewed link is announced. */
interface DigitalLineProps {
  line: DigitalLine
  order: Order
  linkToken: string | undefined
  announce: (message: string) => void
}

function DigitalItem({ line, order, linkToken, announce }: DigitalLineProps) {
  const t = useT()
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key)
      announce(t('orderDigital.copied'))
    } catch {
      announce(t('orderDigital.copyFailed'))
    }
  }
  return (
    <li className="digital-item stack">
      <h3 className="digital-item__name">{line.name}</h3>
      {line.keys.length > 0 ? (
        <>
          <p className="muted small">{t('orderDigital.keys')}</p>
          <ul className="digital-item__keys">
            {line.keys.map(({ key, revoked }, index) => (
              <li key={key} className="digital-key">
                <code className={revoked ? 'digital-key__code digital-key__code--revoked' : 'digital-key__code'}>
                  {key}
                </code>
                {revoked ? (
                  <span className="muted small">{t('orderDigital.revoked')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    aria-label={t('orderDigital.copyKey', { number: index + 1, name: line.name })}
                    onClick={() => void copy(key)}
                  >
                    {t('orderDigital.copy')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {line.keysMissing > 0 ? <p className="notice">{t('orderDigital.waiting', { count: line.keysMissing })}</p> : null}
      {line.download ? <DownloadOf line={line} order={order} linkToken={linkToken} announce={announce} /> : null}
    </li>
  )
}

function DownloadOf({ line, order, linkToken, announce }: DigitalLineProps) {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const [error, setError] = useState('')
  const renew = useMutation({
    ...renewDownloadMutation(api, order.slug, linkToken),
    onSuccess: (renewed) => {
      setError('')
      showUpdatedOrder(queryClient, api, renewed, linkToken)
      announce(t('orderDigital.renewed'))
    },
    onError: (failure) => setError(errorMessage(failure, translator)),
  })
  const download = line.download
  if (!download) return null
  if (download.expired)
    return (
      <div className="digital-download stack">
        <p>{t('orderDigital.expired', { name: download.fileName })}</p>
        <p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={renew.isPending}
            onClick={() => renew.mutate(line.orderLineId)}
          >
            {renew.isPending ? t('orderDigital.renewing') : t('orderDigital.renew')}
          </button>
        </p>
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  return (
    <div className="digital-download">
      <a className="btn btn--primary digital-download__link" href={download.url} download={download.fileName}>
        {t('orderDigital.download', { name: download.fileName })}
      </a>
      <p className="muted small">
        {t('orderDigital.fileFacts', {
          size: formatFileSize(download.size, locale),
          date: formatDateTime(download.expiresAt, locale),
          left: download.downloadsLeft,
        })}
      </p>
    </div>
  )
}
