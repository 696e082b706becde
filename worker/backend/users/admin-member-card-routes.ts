import type { AdminMemberCardDetail, AdminMemberCardRow } from '../../../contract/dto/admin'
import { users } from '../../../contract/endpoints/users'
import type { Locale } from '../../../contract/locales'
import { requireBackoffice } from '../context'
import { ok, pageForms } from '../http'
import { endpointRoutes } from '../routing'
import { ADMIN_PER_PAGE, NOT_FOUND_TEXT, adminError, adminPaging } from '../admin/guard'
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

const TEXT = {
  exists: { hr: 'Iskaznica s tim brojem već postoji.', en: 'A card with this number already exists.' },
  noAccount: { hr: 'Nijedan račun nema tu e-mail adresu.', en: 'No account has this e-mail address.' },
  notHeld: { hr: 'Tu iskaznicu ne drži nijedan račun.', en: 'No account holds this card.' },
  changed: {
    hr: 'Iskaznica se u međuvremenu promijenila. Osvježite popis i pokušajte ponovno.',
    en: 'The card changed in the meantime. Reload the list and try again.',
  },
} as const satisfies Record<string, Record<Locale, string>>

const heldBy = (email: string): Record<Locale, string> => ({
  hr: `Iskaznicu drži račun ${email}. Najprije je oslobodite.`,
  en: `The card is held by the account ${email}. Release it first.`,
})
const accountHolds = (email: string, barcode: string): Record<Locale, string> => ({
  hr: `Račun ${email} već drži iskaznicu ${barcode}. Najprije oslobodite tu iskaznicu.`,
  en: `The account ${email} already holds the card ${barcode}. Release that card first.`,
})

/** The staff member making a change: checked again here, before anything is read (not only by the admin guard). */
const actorOf = (c: Parameters<typeof requireBackoffice>[0]) => {
  const staff = requireBackoffice(c)
  return { userId: staff.userId, email: staff.email }
}

async function cardOr404(db: D1Database, id: number, lang: Locale): Promise<AdminMemberCardRow> {
  const card = await findMemberCard(db, id)
  if (!card) throw adminError(404, 'MEMBER_CARD_NOT_FOUND', lang, NOT_FOUND_TEXT)
  return card
}

/** The card as it is after a change; a change that found the card changed meanwhile is a 409. */
async function afterChange(db: D1Database, id: number, changed: boolean, lang: Locale): Promise<AdminMemberCardRow> {
  if (!changed) throw adminError(409, 'MEMBER_CARD_CHANGED', lang, TEXT.changed)
  return cardOr404(db, id, lang)
}

adminMemberCardRoutes.on(users.adminMemberCards, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listMemberCards(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminMemberCardRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminMemberCardRoutes.on(users.adminMemberCard, async (c) => {
  const card = await cardOr404(c.env.DB, c.req.valid('param').id, c.get('lang'))
  const history = await memberCardHistory(c.env.DB, card)
  return ok(c, {
    card,
    history: history.map(({ id, actorEmail, action, detail, at }) => ({ id, actorEmail, action, detail, at })),
  } satisfies AdminMemberCardDetail)
})

adminMemberCardRoutes.on(users.adminMemberCardIssue, async (c) => {
  const actor = actorOf(c)
  const card = await issueMemberCard(c.env.DB, actor, c.req.valid('json'))
  if (!card) throw adminError(409, 'MEMBER_CARD_EXISTS', c.get('lang'), TEXT.exists)
  return ok(c, card, 201)
})

adminMemberCardRoutes.on(users.adminMemberCardAssign, async (c) => {
  const actor = actorOf(c)
  const lang = c.get('lang')
  const card = await cardOr404(c.env.DB, c.req.valid('param').id, lang)
  const account = await findAccountByEmail(c.env.DB, c.req.valid('json').email)
  if (!account) throw adminError(404, 'ACCOUNT_NOT_FOUND', lang, TEXT.noAccount)
  if (card.holder?.id === account.id) return ok(c, card)
  if (card.holder) throw adminError(409, 'MEMBER_CARD_HELD', lang, heldBy(card.holder.email))
  if (account.memberCardBarcode !== null)
    throw adminError(409, 'ACCOUNT_HAS_CARD', lang, accountHolds(account.email, account.memberCardBarcode))
  return ok(c, await afterChange(c.env.DB, card.id, await assignMemberCard(c.env.DB, actor, card, account), lang))
})

adminMemberCardRoutes.on(users.adminMemberCardRelease, async (c) => {
  const actor = actorOf(c)
  const lang = c.get('lang')
  const card = await cardOr404(c.env.DB, c.req.valid('param').id, lang)
  if (!card.holder) throw adminError(409, 'MEMBER_CARD_NOT_HELD', lang, TEXT.notHeld)
  return ok(c, await afterChange(c.env.DB, card.id, await releaseMemberCard(c.env.DB, actor, card, card.holder), lang))
})

adminMemberCardRoutes.on(users.adminMemberCardActive, async (c) => {
  const actor = actorOf(c)
  const lang = c.get('lang')
  const card = await cardOr404(c.env.DB, c.req.valid('param').id, lang)
  const { active } = c.req.valid('json')
  if (card.active === active) return ok(c, card)
  return ok(c, await afterChange(c.env.DB, card.id, await setMemberCardActive(c.env.DB, actor, card, active), lang))
})
