import type { Context } from 'hono'
import type { Locale } from '../../../contract/locales'
import { renderPlainDocument } from '../../lib/plain-document'

/**
 * The hosted TEST payment page: a small self-contained HTML document (inline styles, no
 * scripts, no external resources) in Croatian or English, rendered by @hono/react-renderer.
 */
const TEXT = {
  hr: {
    title: 'Plaćanje karticom (testno)',
    intro: 'Ovo je testni obrazac za plaćanje. Kartica se ne tereti.',
    order: 'Narudžba',
    amount: 'Iznos',
    cardNumber: 'Broj kartice',
    expiry: 'Vrijedi do (MM/GG)',
    cvc: 'CVC',
    pay: 'Plati',
    hint: 'Testne kartice: 4242 4242 4242 4242 (uspješno), 4000 0000 0000 0002 (odbijeno). Bilo koji budući datum i CVC od 3 znamenke.',
    expired: 'Sesija plaćanja je istekla. Narudžba nije plaćena.',
    back: 'Natrag u trgovinu',
    cancelToShop: 'Odustani, natrag u trgovinu',
    notFound: 'Sesija plaćanja ne postoji.',
    disabled: 'Testna plaćanja su isključena. Odaberite drugi način plaćanja.',
    walletTitle: 'Izlog Pay (testni novčanik)',
    walletIntro: 'Ovo je testni novčanik. Novac se ne naplaćuje.',
    approve: 'Odobri plaćanje',
    cancel: 'Odustani',
    errors: {
      card: 'Kartica nije prihvaćena. Upotrijebite testnu karticu 4242 4242 4242 4242.',
      expiry: 'Unesite ispravan datum isteka u budućnosti (MM/GG).',
      cvc: 'Unesite CVC od 3 ili 4 znamenke.',
    },
  },
  en: {
    title: 'Card payment (test)',
    intro: 'This is a test payment form. No card is charged.',
    order: 'Order',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    hint: 'Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined). Any future date and a 3-digit CVC.',
    expired: 'The payment session has expired. The order was not paid.',
    back: 'Back to the shop',
    cancelToShop: 'Cancel, back to the shop',
    notFound: 'This payment session does not exist.',
    disabled: 'Test payments are turned off. Please choose another payment method.',
    walletTitle: 'Izlog Pay (test wallet)',
    walletIntro: 'This is a test wallet. No money is taken.',
    approve: 'Approve payment',
    cancel: 'Cancel',
    errors: {
      card: 'The card was not accepted. Use the test card 4242 4242 4242 4242.',
      expiry: 'Enter a valid expiry date in the future (MM/YY).',
      cvc: 'Enter a 3 or 4 digit CVC.',
    },
  },
} as const

export type PayError = keyof (typeof TEXT)['hr']['errors']

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f1222;color:#e9ebf5;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:100%;max-width:420px;background:#1a1e35;border:1px solid #2e3458;border-radius:14px;padding:28px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
h1{margin:0 0 4px;font-size:1.35rem}
p{margin:0 0 16px;color:#b9bdd6}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px;padding:12px;background:#12152a;border-radius:10px}
dt{color:#9aa0c3}dd{margin:0;font-weight:600;text-align:right}
label{display:block;font-size:.9rem;margin:0 0 4px;color:#cfd3ea}
input{width:100%;padding:10px 12px;margin:0 0 14px;border:1px solid #3a4170;border-radius:8px;background:#0f1222;color:#fff;font-size:1rem}
input:focus{outline:2px solid #7c8cff;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button,.button{display:block;width:100%;padding:12px;border:0;border-radius:8px;background:#6c7bff;color:#fff;font-size:1rem;font-weight:700;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#5a69f0}
.secondary{margin-top:10px;background:transparent;border:1px solid #3a4170;color:#cfd3ea}
.secondary:hover{background:#12152a}
.error{background:#4a1d2a;border:1px solid #a33a55;color:#ffd6df;padding:10px 12px;border-radius:8px;margin:0 0 16px}
.hint{font-size:.8rem;color:#8d93b8;margin:16px 0 0}
`

export interface PayFormView {
  lang: Locale
  token: string
  orderSlug: string
  amount: number
  currency: string
  error?: PayError
}

/** The card form (200, or 400 with the error of the last attempt). */
export function renderPayForm(c: Context, view: PayFormView, status: number, headers: HeadersInit): Promise<Response> {
  const t = TEXT[view.lang]
  const amount = new Intl.NumberFormat(view.lang === 'hr' ? 'hr-HR' : 'en-GB', {
    style: 'currency',
    currency: view.currency,
  }).format(view.amount)
  return renderPlainDocument(
    c,
    { lang: view.lang, title: t.title, css: STYLE },
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <dl>
        <dt>{t.order}</dt>
        <dd>{view.orderSlug}</dd>
        <dt>{t.amount}</dt>
        <dd>{amount}</dd>
      </dl>
      {view.error ? (
        <div className="error" role="alert">
          {t.errors[view.error]}
        </div>
      ) : null}
      <form method="post" action={`/pay/${view.token}?lang=${view.lang}`} autoComplete="on">
        <input type="hidden" name="lang" defaultValue={view.lang} />
        <label htmlFor="cardNumber">{t.cardNumber}</label>
        <input
          id="cardNumber"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          required
        />
        <div className="row">
          <div>
            <label htmlFor="expiry">{t.expiry}</label>
            <input
              id="expiry"
              name="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/30"
              maxLength={7}
              required
            />
          </div>
          <div>
            <label htmlFor="cvc">{t.cvc}</label>
            <input
              id="cvc"
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              required
            />
          </div>
        </div>
        <button type="submit">{`${t.pay} ${amount}`}</button>
      </form>
      <form method="post" action={`/pay/${view.token}?lang=${view.lang}`}>
        <input type="hidden" name="lang" defaultValue={view.lang} />
        <button type="submit" name="payAction" value="cancel" className="secondary">
          {t.cancelToShop}
        </button>
      </form>
      <p className="hint">{t.hint}</p>
    </>,
    status,
    headers,
  )
}

/** The test wallet's approval page: the wallet provider, not the shop's page, confirms the payment. */
export function renderWalletApproval(
  c: Context,
  view: Omit<PayFormView, 'error'>,
  headers: HeadersInit,
): Promise<Response> {
  const t = TEXT[view.lang]
  const amount = new Intl.NumberFormat(view.lang === 'hr' ? 'hr-HR' : 'en-GB', {
    style: 'currency',
    currency: view.currency,
  }).format(view.amount)
  return renderPlainDocument(
    c,
    { lang: view.lang, title: t.walletTitle, css: STYLE },
    <>
      <h1>{t.walletTitle}</h1>
      <p>{t.walletIntro}</p>
      <dl>
        <dt>{t.order}</dt>
        <dd>{view.orderSlug}</dd>
        <dt>{t.amount}</dt>
        <dd>{amount}</dd>
      </dl>
      <form method="post" action={`/pay/${view.token}?lang=${view.lang}`} className="stack">
        <input type="hidden" name="lang" defaultValue={view.lang} />
        <button type="submit" name="walletAction" value="approve">{`${t.approve} ${amount}`}</button>
        <button type="submit" name="walletAction" value="cancel" className="secondary">
          {t.cancel}
        </button>
      </form>
    </>,
    200,
    headers,
  )
}

/** A session that has expired (410), does not exist (404) or whose provider is off (404), with a link back. */
export function renderPayMessage(
  c: Context,
  lang: Locale,
  kind: 'expired' | 'notFound' | 'disabled',
  backHref: string,
  status: number,
  headers: HeadersInit,
): Promise<Response> {
  const t = TEXT[lang]
  return renderPlainDocument(
    c,
    { lang, title: t.title, css: STYLE },
    <>
      <h1>{t.title}</h1>
      <div className="error" role="alert">
        {t[kind]}
      </div>
      <a className="button" href={backHref}>
        {t.back}
      </a>
    </>,
    status,
    headers,
  )
}
