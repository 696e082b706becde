import { isProduction, type Bindings } from '../../lib/bindings'
import type { InlineImage } from './outbox'

/** One e-mail as a sender takes it. */
export interface OutgoingEmail {
  from: string
  to: string
  subject: string
  html: string
  text: string
  attachments: InlineImage[]
}

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

/** A way out for e-mail: answers the provider's message id (when it gives one) or throws with the reason. */
export interface EmailSender {
  /** Stored with the message: 'cloudflare', 'http' or 'dev-mailbox'. */
  name: string
  send(email: OutgoingEmail): Promise<{ providerId: string | null }>
}

/** How long one provider call may take before the attempt counts as failed (retried later). */
export const EMAIL_SEND_TIMEOUT_MS = 10_000

type EmailEnv = Pick<Bindings, 'ENVIRONMENT' | 'EMAIL_SENDER' | 'EMAIL_API_URL'> & {
  EMAIL?: SendEmail
  EMAIL_API_KEY?: string
}

/** Cloudflare's Email Service through the `send_email` binding named EMAIL. */
function cloudflareSender(binding: SendEmail): EmailSender {
  return {
    name: 'cloudflare',
    async send(email) {
      const result = await Promise.race([
        binding.send({
          from: email.from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          attachments: email.attachments.map((image) => ({
            disposition: 'inline' as const,
            contentId: image.contentId,
            filename: image.filename,
            type: image.type,
            content: bytesOf(image.base64),
          })),
        }),
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`no answer from the Email Service within ${EMAIL_SEND_TIMEOUT_MS} ms`)),
            EMAIL_SEND_TIMEOUT_MS,
          ),
        ),
      ])
      return { providerId: result.messageId ?? null }
    },
  }
}

/**
 * An HTTP e-mail API: POST {from, to: [to], subject, html, text, attachments} as JSON with
 * `Authorization: Bearer EMAIL_API_KEY` (Resend's shape: inline images as base64 `content` with a
 * `content_id` the HTML names as `cid:`).
 */
function httpSender(url: string, key: string): EmailSender {
  return {
    name: 'http',
    async send(email) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          attachments: email.attachments.map((image) => ({
            filename: image.filename,
            content: image.base64,
            content_type: image.type,
            content_id: image.contentId,
          })),
        }),
        signal: AbortSignal.timeout(EMAIL_SEND_TIMEOUT_MS),
      })
      const body = await res.text()
      if (!res.ok) throw new Error(`the e-mail API answered ${res.status}: ${body.slice(0, 200)}`)
      let providerId: string | null = null
      try {
        const json = JSON.parse(body) as { id?: unknown; messageId?: unknown; MessageID?: unknown }
        const id = json.id ?? json.messageId ?? json.MessageID
        providerId = typeof id === 'string' || typeof id === 'number' ? String(id) : null
      } catch {
        // A 2xx without a JSON body is still accepted.
      }
      return { providerId }
    },
  }
}

/** Outside production with no sender configured: the message is "delivered" to the dev mailbox (/admin/mailbox). */
const devMailbox: EmailSender = { name: 'dev-mailbox', send: () => Promise.resolve({ providerId: null }) }

/**
 * The sender EMAIL_SENDER names ('cloudflare' | 'http'), or the dev mailbox outside production when
 * none is set. Null: production without a usable sender; the e-mails wait in the outbox.
 */
export function senderFor(env: EmailEnv): EmailSender | null {
  const choice = (env.EMAIL_SENDER ?? '').trim().toLowerCase()
  if (choice === 'cloudflare') return env.EMAIL ? cloudflareSender(env.EMAIL) : null
  if (choice === 'http')
    return env.EMAIL_API_URL && env.EMAIL_API_KEY ? httpSender(env.EMAIL_API_URL, env.EMAIL_API_KEY) : null
  return isProduction(env) ? null : devMailbox
}

/** Why senderFor gave none (for the log and the admin's outbox). */
export function missingSenderReason(env: EmailEnv): string {
  const choice = (env.EMAIL_SENDER ?? '').trim().toLowerCase()
  if (choice === 'cloudflare') return 'EMAIL_SENDER is "cloudflare" but there is no send_email binding named EMAIL'
  if (choice === 'http') return 'EMAIL_SENDER is "http" but EMAIL_API_URL or the EMAIL_API_KEY secret is missing'
  return 'no EMAIL_SENDER is configured (production has no dev mailbox)'
}
