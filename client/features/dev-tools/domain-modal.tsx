import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { Modal } from '../../lib/ui/modal'
import { useT } from '../../i18n/i18n'
import { domainQuery, setDomainMutation } from './dev-tools-api'
import { domainHost } from '../../../contract/dto/dev-tools'

/**
 * The domain list/picker (SPEC §2): the site's domains; choosing one stores it. While it differs
 * from the domain this build is for, a red warning says a rebuild is needed.
 */
export default function DomainModal({ onClose }: { onClose: () => void }) {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const state = useQuery(domainQuery(api))
  const choosing = useMutation({
    ...setDomainMutation(api),
    onSuccess: async (_, domain) => {
      await queryClient.invalidateQueries({ queryKey: ['dev-tools', 'domain'] })
      toast.success(t('layout.badge.domainChosen', { domain }))
    },
    onError: showError,
  })
  const saving = choosing.isPending ? choosing.variables : null

  const choose = (domain: string) => {
    if (saving) return
    choosing.mutate(domain)
  }

  const data = state.data
  return (
    <Modal open onClose={onClose} title={t('layout.badge.domainTitle')}>
      {state.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {state.isError ? (
        <p className="notice notice--error" role="alert">
          {t('layout.badge.domainFailed')}
        </p>
      ) : null}
      {data ? (
        <div className="stack">
          <p>{t('layout.badge.domainCurrent', { domain: data.domain || t('layout.badge.domainNone') })}</p>
          <p>{t('layout.badge.domainForced', { forced: data.forced || t('layout.badge.domainNone') })}</p>
          {data.domain !== data.forced ? (
            <p className="notice notice--error domain-warning" role="alert">
              {t('layout.badge.domainWarning', { domain: data.domain })}
            </p>
          ) : null}
          <h3>{t('layout.badge.domainChoose')}</h3>
          <ul className="domain-list">
            {data.domains.map((domain) => {
              const host = domainHost(domain.url) || domain.url
              return (
                <li key={domain.id}>
                  <button
                    type="button"
                    className="domain-list__item"
                    aria-pressed={host === data.domain}
                    aria-busy={saving === host || undefined}
                    onClick={() => choose(host)}
                  >
                    <span className="domain-list__name">{domain.name}</span>
                    <span className="domain-list__url">{domain.url}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
    </Modal>
  )
}
