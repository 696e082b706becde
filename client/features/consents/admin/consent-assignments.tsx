import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { ConsentAssignmentDto, ConsentDto, ConsentTarget } from '../../../../contract/dto/cms'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { useLocale, useT } from '../../../i18n/i18n'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { consentAssignmentsQuery, consentKeys, consentListQuery, saveAssignmentMutation } from './api'

const TARGETS: readonly ConsentTarget[] = ['register', 'checkout', 'newsletter', 'contact', 'cookie']

/** One form's consents: each consent asked for or not, and required or not (required implies asked). */
function TargetEditor({
  target,
  consents,
  assignment,
}: {
  target: ConsentTarget
  consents: ConsentDto[]
  assignment: ConsentAssignmentDto | undefined
}) {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const [asked, setAsked] = useState<ReadonlySet<string>>(
    new Set(assignment?.consents.map((consent) => consent.uniqueNumber) ?? []),
  )
  const [required, setRequired] = useState<ReadonlySet<string>>(new Set(assignment?.requiredConsents ?? []))
  const label = t(`admin.consent.targets.${target}`)

  const toggle = (set: ReadonlySet<string>, code: string, on: boolean) => {
    const next = new Set(set)
    if (on) next.add(code)
    else next.delete(code)
    return next
  }
  const saving = useMutation({
    ...saveAssignmentMutation(api),
    onSuccess: async () => {
      toast.success(t('backoffice.consents.assignmentSaved', { target: label }))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKeys.all }),
        queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY }),
      ])
    },
    onError: showError,
  })
  const save = () => {
    if (saving.isPending) return
    // Kept in the order the consents are listed; a required consent is always asked for.
    const chosen = consents
      .map((consent) => consent.uniqueNumber)
      .filter((code) => asked.has(code) || required.has(code))
    saving.mutate({ target, consents: chosen, requiredConsents: chosen.filter((code) => required.has(code)) })
  }

  return (
    <fieldset className="panel stack">
      <legend>{label}</legend>
      <ul className="backoffice-checks" role="list">
        {consents.map((consent) => (
          <li key={consent.id}>
            <label className="check">
              <input
                type="checkbox"
                checked={asked.has(consent.uniqueNumber) || required.has(consent.uniqueNumber)}
                onChange={(event) => setAsked(toggle(asked, consent.uniqueNumber, event.currentTarget.checked))}
              />
              {t('backoffice.consents.asked', { name: consent.displayName })}
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={required.has(consent.uniqueNumber)}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  setRequired(toggle(required, consent.uniqueNumber, on))
                  if (on) setAsked(toggle(asked, consent.uniqueNumber, true))
                }}
              />
              {t('backoffice.consents.required', { name: consent.displayName })}
            </label>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="btn btn--primary" onClick={save} aria-busy={saving.isPending || undefined}>
          {t('backoffice.consents.saveAssignment', { target: label })}
        </button>
      </div>
    </fieldset>
  )
}

/** Where consents are asked for (issue 16): per form, which consents and which are required. */
export function ConsentAssignments() {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const { data: list } = useSuspenseQuery(consentListQuery(api, locale))
  const { data: assignments } = useSuspenseQuery(consentAssignmentsQuery(api, locale))
  return (
    <section className="stack" aria-labelledby="consent-assignments-title">
      <h2 id="consent-assignments-title">{t('backoffice.consents.assignments')}</h2>
      <p className="muted">{t('backoffice.consents.assignmentsIntro')}</p>
      <div className="backoffice-targets">
        {TARGETS.map((target) => {
          const assignment = assignments.data.find((entry) => entry.assigned_to === target)
          // Keyed by what is saved, so a save elsewhere (or a reload of the data) resets the boxes.
          const key = `${target}-${assignment?.consents.map((consent) => consent.uniqueNumber).join(',')}-${assignment?.requiredConsents.join(',')}`
          return <TargetEditor key={key} target={target} consents={list.records} assignment={assignment} />
        })}
      </div>
    </section>
  )
}
