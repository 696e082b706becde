import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useViewer } from '../../lib/viewer'
import { useT } from '../../i18n/i18n'
import { rememberMemberCard } from '../cart/member-card-cookie'
import { saveMemberCardMutation } from './api'
import { accountKeys, profileQuery } from './queries'

/**
 * SPEC §5: a card applied in the cart is offered for saving to a logged-in customer whose profile
 * has no card or another one (which it then replaces). The server checks it again before saving;
 * once saved, the offer gives way to a note that takes the focus.
 */
export function MemberCardOffer({ barcode }: { barcode: string }) {
  const api = useApi()
  const t = useT()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const profile = useQuery({ ...profileQuery(api), enabled: viewer !== null })
  const [savedCode, setSavedCode] = useState<string | null>(null)
  const noteRef = useRef<HTMLParagraphElement>(null)
  const save = useMutation({
    ...saveMemberCardMutation(api),
    onSuccess: (updated, code) => {
      queryClient.setQueryData(accountKeys.profile(), updated)
      rememberMemberCard(code)
      setSavedCode(code)
    },
    onError: showError,
  })

  useEffect(() => {
    if (savedCode !== null) noteRef.current?.focus()
  }, [savedCode])

  if (savedCode === barcode) {
    return (
      <p ref={noteRef} className="small member-card__offer" role="status" tabIndex={-1}>
        {t('cart.memberCard.savedToProfile', { code: barcode })}
      </p>
    )
  }
  const saved = profile.data?.memberCardBarcode ?? null
  if (!viewer || !profile.data || saved === barcode) return null
  return (
    <div className="stack member-card__offer">
      <p className="small">
        {saved ? t('cart.memberCard.replaceOffer', { current: saved }) : t('cart.memberCard.saveOffer')}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--secondary"
          aria-disabled={save.isPending || undefined}
          aria-busy={save.isPending || undefined}
          onClick={() => {
            if (!save.isPending) save.mutate(barcode)
          }}
        >
          {t('cart.memberCard.saveToProfile')}
        </button>
      </div>
    </div>
  )
}
