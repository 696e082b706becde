import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Section } from '../../../contract/dto/sections'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { Modal } from '../../lib/ui/modal'
import { TextInput } from '../../lib/ui/text-input'
import { useT } from '../../i18n/i18n'
import { createMasterMutation, masterLinksQuery } from './api'

/**
 * The master component modal of one section (SPEC §2 "choose master component"): a section that
 * is one says which and where it is used (its changes are published on all those pages) and can
 * be detached; any other section can be saved as a new one under a name.
 */
export function MasterModal({
  section,
  onClose,
  onChange,
}: {
  section: Section
  onClose: () => void
  onChange: (next: Section) => void
}) {
  const t = useT()
  return (
    <Modal open onClose={onClose} title={t('edit.master.title')}>
      {section.masterId ? (
        <MasterUsage section={section} masterId={section.masterId} onChange={onChange} />
      ) : (
        <SaveAsMaster section={section} onChange={onChange} />
      )}
    </Modal>
  )
}

function MasterUsage({
  section,
  masterId,
  onChange,
}: {
  section: Section
  masterId: number
  onChange: (next: Section) => void
}) {
  const t = useT()
  const api = useApi()
  const links = useQuery(masterLinksQuery(api, masterId))
  if (links.isPending) return <p role="status">{t('common.loading')}</p>
  if (links.isError)
    return (
      <p className="notice notice--error" role="alert">
        {t('edit.master.loadFailed')}
      </p>
    )
  const { master, usedOn } = links.data
  return (
    <div className="stack">
      <p>{t('edit.master.is', { name: master.name })}</p>
      <p>{t('edit.master.publishNote')}</p>
      <h3>{t('edit.master.usedOn', { count: usedOn.length })}</h3>
      <ul className="target-list">
        {usedOn.map((usage) => (
          <li key={`${usage.postId}-${usage.language}`}>
            <a className="target-list__item" href={`${usage.path}?editPage=true`}>
              <span className="target-list__title">
                {usage.title} ({t(`layout.header.languages.${usage.language}`)})
              </span>
              <span className="target-list__path">{usage.path}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => {
            const { masterId: _detached, ...local } = section
            onChange(local as Section)
          }}
        >
          {t('edit.master.detach')}
        </button>
      </div>
    </div>
  )
}

function SaveAsMaster({ section, onChange }: { section: Section; onChange: (next: Section) => void }) {
  const t = useT()
  const api = useApi()
  const queryClient = useQueryClient()
  const showError = useErrorToast()
  const formId = useId()
  const [name, setName] = useState(('title' in section && section.title) || '')
  const [error, setError] = useState<string | null>(null)
  const create = useMutation({
    ...createMasterMutation(api),
    onSuccess: async (master) => {
      await queryClient.invalidateQueries({ queryKey: ['edit', 'masters'] })
      onChange({ ...section, masterId: master.id })
    },
    onError: showError,
  })
  const saving = create.isPending
  return (
    <form
      id={formId}
      className="form stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (saving) return
        if (!name.trim()) return setError(t('validation.required'))
        create.mutate({ name: name.trim(), section })
      }}
    >
      <p>{t('edit.master.intro')}</p>
      <TextInput
        name="master-name"
        label={t('edit.master.name')}
        value={name}
        required
        maxLength={120}
        error={error}
        onChange={(next) => {
          setName(next)
          setError(null)
        }}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary btn--sm" aria-busy={saving || undefined}>
          {t('edit.master.save')}
        </button>
      </div>
    </form>
  )
}
