import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/i18n'
import { dictionaryFor } from '../i18n/messages'
import { ApiError } from '../../contract/api'
import { apiMessageKey, errorMessage } from './api-error-message'
import { envelopeError, withQuery } from './api-query'
import { ACCEPT_ALL, acceptedCategories, parseConsent, settingsStart } from './cookie-consent'
import { formatMoney } from '../../contract/format'

describe('api helpers', () => {
  it('builds query strings without empty values', () => {
    expect(
      withQuery('api/v1/term/filter', { termTypeTitles: 'category', noPaginate: true, limit: undefined, x: null }),
    ).toBe('api/v1/term/filter?termTypeTitles=category&noPaginate=true')
    expect(withQuery('api/v1/x', undefined)).toBe('api/v1/x')
    expect(withQuery('api/v1/x?a=1', { b: 2 })).toBe('api/v1/x?a=1&b=2')
  })

  it('reads the message of every error envelope form (SPEC §8)', () => {
    expect(
      envelopeError(
        {
          statusCode: 400,
          code: 'BAD',
          message: 'Coupon not found!',
          error: { statusCode: 400, code: 'BAD', message: 'Coupon not found!' },
        },
        'x',
      ),
    ).toEqual({ message: 'Coupon not found!', code: 'BAD' })
    expect(envelopeError({ error: { payload: { message: 'From payload' } } }, 'x').message).toBe('From payload')
    expect(envelopeError({ data: { errorMessage: 'From data' } }, 'x').message).toBe('From data')
    expect(envelopeError(null, 'Bad Gateway').message).toBe('Bad Gateway')
  })
})

describe('error messages', () => {
  const hr = createTranslator('hr', dictionaryFor('hr'))
  const en = createTranslator('en', dictionaryFor('en'))
  it('maps the SPEC server messages to translated texts', () => {
    expect(apiMessageKey('Coupon not found!')).toBe('error.api.couponNotFound')
    expect(apiMessageKey('  unknown username or password! ')).toBe('error.api.unknownUsernameOrPassword')
    expect(apiMessageKey('whatever', 'INVALID_LOGIN')).toBe('error.api.invalidLogin')
    expect(errorMessage(new ApiError(400, 'Coupon not found!'), hr)).toBe('Kupon nije pronađen!')
    expect(errorMessage(new ApiError(400, 'Incorrect old password.'), en)).toBe('Incorrect old password.')
  })
  it('shows other server messages as sent, network and unknown errors generically', () => {
    expect(errorMessage(new ApiError(422, 'E-mail je neispravan'), hr)).toBe('E-mail je neispravan')
    // SPEC §8 keys sent as messages are translated; unknown key-like messages are shown as sent.
    expect(errorMessage(new ApiError(400, 'error.invalidQuantity'), en)).toBe(en.t('error.invalidQuantity'))
    expect(errorMessage(new ApiError(404, 'core.notifications.itemNotInCart'), hr)).toBe(
      hr.t('core.notifications.itemNotInCart'),
    )
    expect(hr.t('core.notifications.itemNotInCart')).not.toBe('core.notifications.itemNotInCart')
    expect(errorMessage(new ApiError(400, 'error.noSuchKey'), hr)).toBe('error.noSuchKey')
    expect(errorMessage(new ApiError(0, 'Failed to fetch'), en)).toBe(en.t('error.network'))
    expect(errorMessage(new Error('TypeError: x is undefined'), en)).toBe(en.t('error.generic'))
    expect(errorMessage(undefined, hr)).toBe('Nešto je pošlo po zlu, pokušajte ponovno')
  })
})

describe('cookie consent', () => {
  it('starts the settings with the optional categories unticked (CJEU C-673/17 Planet49), accept grants all', () => {
    expect(settingsStart(null)).toEqual({ marketing: false, analytics: false })
    expect(acceptedCategories(settingsStart(null))).toEqual(['necessary'])
    expect(settingsStart({ marketing: false, analytics: true })).toEqual({ marketing: false, analytics: true })
    expect(acceptedCategories(ACCEPT_ALL)).toEqual(['necessary', 'marketing', 'analytics'])
  })

  it('accepts only a complete stored consent', () => {
    expect(
      parseConsent(
        JSON.stringify({ necessary: true, marketing: false, analytics: true, acceptedAt: '2026-01-01T00:00:00.000Z' }),
      ),
    ).toEqual({
      necessary: true,
      marketing: false,
      analytics: true,
      acceptedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(parseConsent(null)).toBeNull()
    expect(parseConsent('not json')).toBeNull()
    expect(
      parseConsent(JSON.stringify({ necessary: false, marketing: true, analytics: true, acceptedAt: 'x' })),
    ).toBeNull()
    expect(
      parseConsent(JSON.stringify({ necessary: true, marketing: 'yes', analytics: true, acceptedAt: 'x' })),
    ).toBeNull()
  })
})

describe('formatting', () => {
  it('formats money with two decimals per locale', () => {
    expect(formatMoney(19.9, 'hr').replace(/\s/g, ' ')).toBe('19,90 €')
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50')
  })
})
