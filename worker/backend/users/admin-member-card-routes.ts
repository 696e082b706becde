import type { AdminMemberCardDetail, AdminMemberCardRow } from '../../../contract/dto/admin'
import { users } from '../../../contract/endpoints/users'
import { staffActor } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import {
  assignMemberCard,
  findAccountByEmail,
  findMemberCard,
  issueMemberCard,
  listMemberCards,
  memberCardHistory,
  releaseMemberCard,
  setMemberCardActive,
} from './admin-member-cards'

/**
 * Membership cards (issue 32): staff issue a card to an e-mail, assign it to an account or release
 * it, switch it off and on; each change is audited with the staff member who made it. A customer
 * claims a card only through their profile, and only one issued to their own e-mail
 * (users/membership.ts).
 */
export const adminMemberCardRoutes = endpointRoutes('api/v1/admin/member-cards')

/** The staff member making a change: checked again here, before anything is read (not only by the admin guard). */
async function cardOr404(db: D1Database, id: number): Promise<AdminMemberCardRow> {
  const card = await findMemberCard(db, id)
  if (!card) throw refuse(404, 'MEMBER_CARD_NOT_FOUND')
  return card
}

/** The card as it is after a change; a change that found the card changed meanwhile is a 409. */
async function afterChange(db: D1Database, id: number, changed: boolean): Promise<AdminMemberCardRow> {
  if (!changed) throw refuse(409, 'MEMBER_CARD_CHANGED')
  return cardOr404(db, id)
}

adminMemberCardRoutes.on(users.adminMemberCards, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listMemberCards(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminMemberCardRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminMemberCardRoutes.on(users.adminMemberCard, async (c) => {
  const card = await cardOr404(c.env.DB, c.req.valid('param').id)
  const history = await memberCardHistory(c.env.DB, card)
  return ok(c, {
    card,
    history: history.map(({ id, actorEmail, action, detail, at }) => ({ id, actorEmail, action, detail, at })),
  } satisfies AdminMemberCardDetail)
})

adminMemberCardRoutes.on(users.adminMemberCardIssue, async (c) => {
  const actor = staffActor(c)
  const card = await issueMemberCard(c.env.DB, actor, c.req.valid('json'))
  if (!card) throw refuse(409, 'MEMBER_CARD_EXISTS')
  return ok(c, card, 201)
})

adminMemberCardRoutes.on(users.adminMemberCardAssign, async (c) => {
  const actor = staffActor(c)
  const card = await cardOr404(c.env.DB, c.req.valid('param').id)
  const account = await findAccountByEmail(c.env.DB, c.req.valid('json').email)
  if (!account) throw refuse(404, 'ACCOUNT_NOT_FOUND')
  if (card.holder?.id === account.id) return ok(c, card)
  if (card.holder) throw refuse(409, 'MEMBER_CARD_HELD', { params: { email: card.holder.email } })
  if (account.memberCardBarcode !== null)
    throw refuse(409, 'ACCOUNT_HAS_CARD', { params: { email: account.email, barcode: account.memberCardBarcode } })
  return ok(c, await afterChange(c.env.DB, card.id, await assignMemberCard(c.env.DB, actor, card, account)))
})

adminMemberCardRoutes.on(users.adminMemberCardRelease, async (c) => {
  const actor = staffActor(c)
  const card = await cardOr404(c.env.DB, c.req.valid('param').id)
  if (!card.holder) throw refuse(409, 'MEMBER_CARD_NOT_HELD')
  return ok(c, await afterChange(c.env.DB, card.id, await releaseMemberCard(c.env.DB, actor, card, card.holder)))
})

adminMemberCardRoutes.on(users.adminMemberCardActive, async (c) => {
  const actor = staffActor(c)
  const card = await cardOr404(c.env.DB, c.req.valid('param').id)
  const { active } = c.req.valid('json')
  if (card.active === active) return ok(c, card)
  return ok(c, await afterChange(c.env.DB, card.id, await setMemberCardActive(c.env.DB, actor, card, active)))
})
