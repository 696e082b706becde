import type { Context } from 'hono'
import type { OrderPlaced } from '../../contract/dto/commerce'
import type { AppEnv } from '../env'
import { renderPlainDocument } from '../lib/plain-document'
import { edgeText } from '../texts/edge-text'

/** An order whose payment is on the provider's page: its checked form, or the wallet's buttons. */
export type PaymentHandOff = Extract<OrderPlaced, { next: 'form' | 'wallet' }>

const CSS = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #0f0d1a; color: #f4f2ff; }
  main { box-sizing: border-box; width: 100%; max-width: 32rem; padding: 2rem 1.5rem; border: 1px solid rgba(255,255,255,.16); border-radius: 1rem; background: #1a1730; }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  p { margin: 0 0 1.25rem; color: #d9d4f5; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
  button, .button { display: block; box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: .75rem 1rem; border: 0; border-radius: .5rem; background: #6b5cff; color: #fff; font: inherit; font-weight: 700; text-align: center; text-decoration: none; cursor: pointer; }
  button:hover, .button:hover { background: #5646f0; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #c9c2ff; outline-offset: 2px; }
`

/**
 * The step between a placed order and the provider's page for a browser without the app (issue 38):
 * the app submits the provider's form itself (or shows the wallet's buttons); here the shopper
 * presses the button. Only what the edge checked reaches the page (worker/routes/payment-form.ts:
 * the action and the hidden fields).
 */
export function paymentHandOffPage(c: Context<AppEnv>, handOff: PaymentHandOff): Promise<Response> {
  const locale = c.get('locale')
  const text = (key: string) => edgeText(locale, `edge.paymentHandOff.${key}`, { slug: handOff.orderSlug })
  return renderPlainDocument(
    c,
    { lang: locale, title: `${text('title')} · izlog`, css: CSS },
    <>
      <h1>{text('title')}</h1>
      <p>{text(handOff.next === 'form' ? 'toForm' : 'toWallet')}</p>
      {handOff.next === 'form' ? (
        <form method={handOff.form.method} action={handOff.form.action}>
          {handOff.form.fields.map((field, index) => (
            <input key={index} type="hidden" name={field.name} value={field.value} />
          ))}
          <button type="submit">{text('continue')}</button>
        </form>
      ) : (
        <ul>
          {handOff.wallet.buttons.map((button) => (
            <li key={button.id}>
              <a className="button" href={handOff.wallet.approveUrl}>
                {button.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>,
    200,
    { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  )
}
