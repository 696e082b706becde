import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminMemberCardRow } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../../contract/format-date'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { Modal } from '../../../lib/ui/modal'
import { useI18n, useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import {
  assignMemberCardMutation,
  memberCardsQuery,
  releaseMemberCardMutation,
  setMemberCardActiveMutation,
} from './api'
import { BACKOFFICE_KEY, ListBar, ListSearch, useListQuery } from '../../admin/list-kit'
import { AssignCardForm, IssueCardForm } from './member-card-forms'
import { MemberCardHistory } from './member-card-history'
import { UndoNotice, type Undoable } from '../../admin/undo-notice'

const memberCardColumns = (t: Translate, locale: Locale): Array<DataColumn<AdminMemberCardRow>> => [
  { id: 'number', header: 'backoffice.memberCards.number', cell: (card) => <code>{card.barcode}</code> },
  {
    id: 'status',
    header: 'backoffice.memberCards.status',
    cell: (card) => t(card.active ? 'backoffice.memberCards.active' : 'backoffice.memberCards.inactive'),
  },
  {
    id: 'issuedTo',
    header: 'backoffice.memberCards.issuedTo',
    className: 'backoffice-cell',
    cell: (card) => card.issuedToEmail ?? '—',
  },
  {
    id: 'heldBy',
    header: 'backoffice.memberCards.heldBy',
    className: 'backoffice-cell',
    cell: (card) =>
      card.holder
        ? card.holder.name
          ? `${card.holder.name}, ${card.holder.email}`
          : card.holder.email
        : t('backoffice.memberCards.notHeld'),
  },
  { id: 'issuedAt', header: 'backoffice.memberCards.issuedAt', cell: (card) => formatDateTime(card.createdAt, locale) },
]

/**
 * `/admin/member-cards` (issue 32): membership cards searched by number or e-mail and paged on the
 * server; staff issue a card to an e-mail, assign it to an account or release it, and switch it
 * off or on. Releasing and switching off ask first (and can be undone); each card's history says
 * who changed what, when.
 */
export function MemberCards() {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const list = useListQuery([])
  const cards = useQuery(memberCardsQuery(api, locale, list.api))
  const [assigning, setAssigning] = useState<AdminMemberCardRow | null>(null)
  const [releasing, setReleasing] = useState<AdminMemberCardRow | null>(null)
  const [deactivating, setDeactivating] = useState<AdminMemberCardRow | null>(null)
  const [historyOf, setHistoryOf] = useState<AdminMemberCardRow | null>(null)
  const [last, setLast] = useState<Undoable | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
  // The lists are read again before a change counts as done: no second click on a stale row.
  const assign = useMutation({ ...assignMemberCardMutation(api), onSuccess: refresh })
  const releaseCard = useMutation({ ...releaseMemberCardMutation(api), onSuccess: refresh })
  const setCardActive = useMutation({ ...setMemberCardActiveMutation(api), onSuccess: refresh })
  const busy = assign.isPending || releaseCard.isPending || setCardActive.isPending

  const act = (work: () => Promise<Undoable>) => {
    if (busy) return
    work().then(setLast, (failure: unknown) => setLast({ message: errorMessage(failure, translator) }))
  }
  const issued = (card: AdminMemberCardRow) => {
    setLast({ message: t('backoffice.memberCards.issued', { barcode: card.barcode, email: card.issuedToEmail ?? '' }) })
    void refresh()
  }
  const assigned = (card: AdminMemberCardRow) => {
    setAssigning(null)
    setLast({
      message: t('backoffice.memberCards.assigned', { barcode: card.barcode, email: card.holder?.email ?? '' }),
    })
    void refresh()
  }
  const release = (card: AdminMemberCardRow, holder: { email: string }) =>
    act(async () => {
      await releaseCard.mutateAsync(card.id)
      setReleasing(null)
      return {
        message: t('backoffice.memberCards.released', { barcode: card.barcode, email: holder.email }),
        undo: () =>
          act(async () => {
            const back = await assign.mutateAsync({ id: card.id, email: holder.email })
            return {
              message: t('backoffice.memberCards.assigned', { barcode: back.barcode, email: back.holder?.email ?? '' }),
            }
          }),
      }
    })
  const setActive = (card: AdminMemberCardRow, active: boolean) =>
    act(async () => {
      await setCardActive.mutateAsync({ id: card.id, active })
      setDeactivating(null)
      const message = t(active ? 'backoffice.memberCards.activated' : 'backoffice.memberCards.deactivated', {
        barcode: card.barcode,
      })
      return active ? { message } : { message, undo: () => setActive(card, true) }
    })

  return (
    <div className="stack">
      <p className="muted">{t('backoffice.memberCards.intro')}</p>
      <UndoNotice last={last} busy={busy} />
      <details className="panel">
        <summary>{t('backoffice.memberCards.issueTitle')}</summary>
        <IssueCardForm onIssued={issued} />
      </details>
      <ListBar>
        <ListSearch
          label={t('backoffice.memberCards.searchLabel')}
          value={list.query['q'] ?? ''}
          onSearch={(q) => list.update({ q })}
        />
      </ListBar>
      <DataList
        label={t('routes.adminMemberCards')}
        list={cards}
        searching={Boolean(list.query['q'])}
        columns={memberCardColumns(t, locale)}
        rowKey={(card) => card.id}
        paging={{ page: list.page, query: list.query }}
        actions={(card) => (
          <div className="button-row">
            {card.holder ? (
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => setReleasing(card)}
                aria-label={t('backoffice.memberCards.releaseNamed', { barcode: card.barcode })}
              >
                {t('backoffice.memberCards.release')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => setAssigning(card)}
                aria-label={t('backoffice.memberCards.assignNamed', { barcode: card.barcode })}
              >
                {t('backoffice.memberCards.assign')}
              </button>
            )}
            {card.active ? (
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => setDeactivating(card)}
                aria-label={t('backoffice.memberCards.deactivateNamed', { barcode: card.barcode })}
              >
                {t('backoffice.memberCards.deactivate')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-disabled={busy || undefined}
                onClick={() => setActive(card, true)}
                aria-label={t('backoffice.memberCards.activateNamed', { barcode: card.barcode })}
              >
                {t('backoffice.memberCards.activate')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => setHistoryOf(card)}
              aria-label={t('backoffice.memberCards.historyNamed', { barcode: card.barcode })}
            >
              {t('backoffice.memberCards.history')}
            </button>
          </div>
        )}
      />

      <Modal
        open={assigning !== null}
        onClose={() => setAssigning(null)}
        title={t('backoffice.memberCards.assignTitle', { barcode: assigning?.barcode ?? '' })}
        size="sm"
      >
        {assigning ? <AssignCardForm card={assigning} onAssigned={assigned} /> : null}
      </Modal>
      <Modal
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={t('backoffice.memberCards.historyTitle', { barcode: historyOf?.barcode ?? '' })}
        size="sm"
      >
        {historyOf ? <MemberCardHistory id={historyOf.id} /> : null}
      </Modal>
      <ConfirmDialog
        open={releasing !== null}
        title={t('backoffice.memberCards.releaseTitle', { barcode: releasing?.barcode ?? '' })}
        confirmLabel={t('backoffice.memberCards.release')}
        busy={busy}
        onCancel={() => setReleasing(null)}
        onConfirm={() => releasing?.holder && release(releasing, releasing.holder)}
      >
        <p>
          {t('backoffice.memberCards.releaseText', {
            email: releasing?.holder?.email ?? '',
            issuedTo: releasing?.issuedToEmail ?? '—',
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deactivating !== null}
        title={t('backoffice.memberCards.deactivateTitle', { barcode: deactivating?.barcode ?? '' })}
        confirmLabel={t('backoffice.memberCards.deactivate')}
        busy={busy}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && setActive(deactivating, false)}
      >
        <p>{t('backoffice.memberCards.deactivateText')}</p>
      </ConfirmDialog>
    </div>
  )
}
