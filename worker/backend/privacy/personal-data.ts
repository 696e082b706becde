/**
 * Every table that holds something about a person, in one place (issue 37, "Customers and GDPR"):
 * how that person's rows are found, which columns are personal, what the export shows and what an
 * erasure does. The export (./export.ts) and the erasure (./erase.ts) are built from this table
 * alone, and personal-data-schema.test.ts fails when a migration adds an e-mail-, phone- or
 * address-like column to a table this file does not list.
 *
 * Every `find` is an SQL condition over the table's own columns with two parameters: `?1` the
 * account's id and `?2` its e-mail. A person is their account, and whatever was left under its
 * e-mail without one (guest checkouts, the newsletter, forms, e-mails sent to them). A person
 * without an account binds `?1` to NULL, which no condition on it matches.
 *
 * The order of the rows is the order of the erasure's statements: rows found through another
 * table (an order's events through the order) come before that table is cleared, and the account
 * itself comes last.
 */

/** The account's guest records: a checkout without an account under the same e-mail. */
const GUEST_IDS = '(SELECT id FROM guest_users WHERE email = ?2 COLLATE NOCASE)'

/** The person's orders: under the account, its e-mail or its guest records. */
export const PERSON_ORDER_IDS = `(SELECT id FROM orders WHERE user_id = ?1 OR email = ?2 COLLATE NOCASE OR guest_user_id IN ${GUEST_IDS})`

/**
 * The person's form submissions: under their e-mail (a form with an e-mail field stores it in the
 * column). A submission someone else sent that merely names the e-mail is that sender's, and stays.
 */
const SUBMISSION_IDS = '(SELECT id FROM form_submissions WHERE email = ?2 COLLATE NOCASE)'

/** The visitor ids (the consent banner's) that the person's own consent records carry. */
const VISITOR_IDS =
  '(SELECT visitor_id FROM consent_logs WHERE (user_id = ?1 OR email = ?2 COLLATE NOCASE) AND visitor_id IS NOT NULL)'

/**
 * The values for an SQL text built from a `find` (and a `set`): the account's id, and its e-mail
 * when the text uses it (D1 refuses more values than the text has parameters).
 */
export const personBinds = (sql: string, person: { accountId: number | null; email: string }): unknown[] =>
  sql.includes('?2') ? [person.accountId, person.email] : [person.accountId]

export type Erasure =
  /** The rows go. */
  | { kind: 'delete' }
  /** The rows stay without the person: `set` is the SQL SET list; `why` says what stays and why. */
  | { kind: 'anonymise'; set: string; why: string }
  /** The law requires the rows as they are; `why` names the law. */
  | { kind: 'keep'; why: string }

export interface PersonalTable {
  table: string
  /** SQL condition finding the person's rows (`?1` account id, `?2` e-mail). */
  find: string
  /** Every column that can hold the person's data (or link a row to them). */
  personal: readonly string[]
  /** What the export shows of each row (secrets such as token hashes never). */
  exported: readonly string[]
  erase: Erasure
}

/** An address book entry's personal columns, the same for a customer's and a guest's. */
const ADDRESS_PERSONAL = [
  'first_name',
  'last_name',
  'contact_email',
  'contact_phone',
  'city',
  'street',
  'house_number',
  'zip_code',
  'company_name',
  'company_oib',
] as const

export const PERSONAL_DATA: readonly PersonalTable[] = [
  {
    table: 'order_events',
    find: `order_id IN ${PERSON_ORDER_IDS}`,
    personal: ['actor', 'detail'],
    exported: ['order_id', 'event', 'from_status', 'to_status', 'at'],
    erase: {
      kind: 'anonymise',
      set: "actor = CASE WHEN actor = ?2 COLLATE NOCASE THEN 'buyer' ELSE actor END, detail = replace(json_remove(detail, '$.reason'), ?2, '')",
      why: 'The order history stays for the order (amounts, states); the buyer’s e-mail and reasons go.',
    },
  },
  {
    table: 'coupon_uses',
    find: `user_id = ?1 OR email = ?2 COLLATE NOCASE OR order_id IN ${PERSON_ORDER_IDS}`,
    personal: ['user_id', 'email'],
    exported: ['coupon_id', 'order_id', 'created_at'],
    erase: {
      kind: 'anonymise',
      set: "user_id = NULL, email = ''",
      why: 'A coupon’s use stays counted against its limit (issue 37); nothing links it to the person any more.',
    },
  },
  {
    table: 'returns',
    find: `order_id IN ${PERSON_ORDER_IDS}`,
    personal: ['reason', 'staff_note'],
    exported: ['order_id', 'status', 'reason', 'requested_at', 'decided_at', 'received_at'],
    erase: {
      kind: 'anonymise',
      set: "reason = '', staff_note = ''",
      why: 'A return’s state and dates stay with the order (refunds refer to it); the texts about it go.',
    },
  },
  {
    table: 'invoices',
    find: `order_id IN ${PERSON_ORDER_IDS}`,
    personal: ['document', 'r2_key'],
    exported: ['order_id', 'kind', 'number', 'total_cents', 'issued_at', 'document'],
    erase: {
      kind: 'keep',
      why: 'Invoices and credit notes are kept as issued, buyer included, for 11 years (Zakon o računovodstvu, čl. 10; Opći porezni zakon).',
    },
  },
  {
    table: 'orders',
    find: `id IN ${PERSON_ORDER_IDS}`,
    personal: [
      'user_id',
      'guest_user_id',
      'email',
      'gift_message',
      'order_message',
      'gift_to',
      'gift_from',
      'member_card_barcode',
      'shipping_address',
      'billing_address',
      'company_data',
      'extended_details',
      'client_address',
    ],
    exported: [
      'slug',
      'status',
      'email',
      'language',
      'currency',
      'gift_message',
      'order_message',
      'gift_to',
      'gift_from',
      'delivery_method_name',
      'payment_method_name',
      'shipping_address',
      'billing_address',
      'company_data',
      'order_total_cents',
      'created_at',
      'paid_at',
      'delivered_at',
    ],
    erase: {
      kind: 'anonymise',
      set: "user_id = NULL, guest_user_id = NULL, email = '', gift_message = '', order_message = '', gift_to = '', gift_from = '', member_card_barcode = NULL, shipping_address = NULL, billing_address = NULL, company_data = NULL, extended_details = '{}', client_address = NULL",
      why: 'The sale stays (number, lines, amounts, tax, dates, methods): the invoice, kept as issued, is the buyer’s record. Contact, addresses, gift texts and the client address go.',
    },
  },
  {
    table: 'carts',
    find: `user_id = ?1 OR guest_user_id IN ${GUEST_IDS}`,
    personal: ['user_id', 'guest_user_id', 'company_data', 'instructions', 'member_card_barcode'],
    exported: ['instructions', 'company_data', 'status', 'created_at'],
    erase: {
      kind: 'anonymise',
      set: "user_id = NULL, guest_user_id = NULL, company_data = NULL, instructions = '', member_card_barcode = NULL",
      why: 'An order names its cart; the cart stays without its owner.',
    },
  },
  {
    table: 'guest_addresses',
    find: `guest_user_id IN ${GUEST_IDS}`,
    personal: ADDRESS_PERSONAL,
    exported: [...ADDRESS_PERSONAL, 'country_id', 'kind'],
    erase: { kind: 'delete' },
  },
  {
    table: 'guest_users',
    find: 'email = ?2 COLLATE NOCASE',
    personal: ['email', 'details', 'company'],
    exported: ['email', 'details', 'company', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'form_uploads',
    find: `submission_id IN ${SUBMISSION_IDS}`,
    personal: ['name', 'r2_key'],
    exported: ['submission_id', 'field', 'name', 'mime', 'size', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'form_submissions',
    find: `id IN ${SUBMISSION_IDS}`,
    personal: ['data', 'email', 'confirmation_token'],
    exported: ['form_id', 'language', 'data', 'email', 'confirmed_at', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'newsletter_subscriptions',
    find: 'email = ?2 COLLATE NOCASE',
    personal: ['email', 'confirmation_token'],
    exported: ['email', 'language', 'consent', 'confirmed_at', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'consent_logs',
    find: `user_id = ?1 OR email = ?2 COLLATE NOCASE OR visitor_id IN ${VISITOR_IDS}`,
    personal: ['user_id', 'email', 'client_address', 'visitor_id'],
    exported: [
      'status',
      'status_timestamp',
      'source_type',
      'consents',
      'user_type',
      'email',
      'visitor_id',
      'created_at',
    ],
    erase: {
      kind: 'anonymise',
      set: 'user_id = NULL, email = NULL, client_address = NULL, visitor_id = NULL',
      why: 'What was consented to and when stays as a count; nothing links it to the person any more.',
    },
  },
  {
    table: 'email_outbox',
    find: 'recipient = ?2 COLLATE NOCASE',
    personal: ['recipient', 'subject', 'html', 'text', 'attachments'],
    exported: ['kind', 'recipient', 'locale', 'subject', 'status', 'created_at', 'sent_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'membership_cards',
    find: 'issued_to_email = ?2 COLLATE NOCASE OR barcode = (SELECT member_card_barcode FROM users WHERE id = ?1)',
    personal: ['holder_name', 'issued_to_email'],
    exported: ['barcode', 'holder_name', 'issued_to_email', 'active', 'valid_until'],
    erase: {
      kind: 'anonymise',
      set: "holder_name = '', issued_to_email = NULL",
      why: 'The card (a barcode the shop printed) stays unassigned.',
    },
  },
  {
    table: 'audit_log',
    find: 'instr(detail, ?2) > 0',
    personal: ['detail'],
    exported: ['action', 'subject', 'at'],
    erase: {
      kind: 'anonymise',
      set: "detail = replace(detail, ?2, '')",
      why: 'Staff’s record of what they did stays; the person’s e-mail is taken out of it.',
    },
  },
  {
    table: 'login_failures',
    find: "key = 'account:' || lower(?2) OR key = 'account:' || (SELECT lower(username) FROM users WHERE id = ?1)",
    personal: ['key'],
    exported: ['failures', 'last_failure_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'user_identities',
    find: 'user_id = ?1',
    personal: ['subject', 'email'],
    exported: ['provider', 'email', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'refresh_tokens',
    find: 'user_id = ?1',
    personal: ['token_hash'],
    exported: ['created_at', 'expires_at', 'used_at', 'revoked_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'wishlists',
    find: 'user_id = ?1',
    personal: ['product_id'],
    exported: ['product_id', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'comments',
    find: 'user_id = ?1',
    personal: ['body', 'rating'],
    exported: ['resource_type', 'resource_id', 'body', 'rating', 'status', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'user_companies',
    find: 'user_id = ?1',
    personal: ['name', 'oib', 'address', 'town'],
    exported: ['name', 'oib', 'address', 'town'],
    erase: { kind: 'delete' },
  },
  {
    table: 'user_addresses',
    find: 'user_id = ?1',
    personal: ADDRESS_PERSONAL,
    exported: [...ADDRESS_PERSONAL, 'country_id', 'kind'],
    erase: { kind: 'delete' },
  },
  {
    table: 'users',
    find: 'id = ?1',
    personal: [
      'email',
      'username',
      'first_name',
      'last_name',
      'phone',
      'member_card_barcode',
      'password_hash',
      'verification_token',
      'password_reset_token',
      'register_consents',
      'pending_email',
      'pending_email_token',
      'pending_email_expires_at',
      'email_verified',
    ],
    exported: [
      'email',
      'username',
      'first_name',
      'last_name',
      'phone',
      'member_card_barcode',
      'email_verified',
      'register_consents',
      'pending_email',
      'language',
      'created_at',
      'updated_at',
    ],
    erase: { kind: 'delete' },
  },
]

/**
 * Columns whose names look personal but that never hold a customer's data, with why: the schema
 * test accepts them, and nothing else outside PERSONAL_DATA.
 */
export const NOT_A_CUSTOMER: Readonly<Record<string, string>> = {
  'forms.recipient_email': 'the shop’s own inbox for a form',
  'forms.confirm_email': 'a form’s setting (whether a submission is confirmed by e-mail)',
  'delivery_branches.address': 'a pickup point’s address',
  'audit_log.actor_email': 'the staff member who acted (staff accounts are not erased here)',
}
