import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../contract/locales'
import { createTranslator, type I18n, type Messages } from '../../i18n/i18n'
import { messages as checkout } from '../../i18n/messages/checkout'
import { messages as errors } from '../../i18n/messages/errors'
import { cartChangeMessage } from './cart-change-message'

const translate = (locale: Locale) =>
  createTranslator(locale, { ...errors[locale], ...checkout[locale] } as unknown as Messages).t as I18n['t']

describe('the cart-updated message names each change on a line of its own', () => {
  const changes = [
    { kind: 'quantity', name: 'Punjač', from: 18, to: 17, stockLeft: 17 },
    { kind: 'price', name: 'Poster', from: 19, to: 21.5 },
    { kind: 'removed', name: 'Igra', unavailable: true },
    { kind: 'added', name: 'Kabel', qty: 2 },
  ] as const

  it('in Croatian, after the SPEC text', () => {
    expect(cartChangeMessage(changes, translate('hr'), 'hr').split('\n')).toEqual([
      'Košarica je u međuvremenu ažurirana s novim cijenama',
      'Punjač: količina 18 → 17, na zalihi je još samo 17',
      'Poster: cijena 19,00\u00a0€ → 21,50\u00a0€',
      'Igra: više nije dostupno, uklonjeno iz košarice',
      'Kabel: dodano u košaricu, količina 2',
    ])
  })

  it('in English, with a quantity changed elsewhere and the total', () => {
    const message = cartChangeMessage(
      [
        { kind: 'quantity', name: 'Poster', from: 1, to: 2, stockLeft: null },
        { kind: 'removed', name: 'Game', unavailable: false },
        { kind: 'total', from: 19, to: 23 },
      ],
      translate('en'),
      'en',
    )
    expect(message.split('\n')).toEqual([
      'Your cart was updated in the meantime with new prices',
      'Poster: quantity 1 → 2',
      'Game: removed from the cart',
      'Total: €19.00 → €23.00',
    ])
  })
})
