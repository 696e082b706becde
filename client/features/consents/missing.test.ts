import { describe, expect, it } from 'vitest'
import type { ConsentDto, WebConsentsResponse } from '../../../contract/dto/cms'
import { missingRequiredConsent } from './missing'

const consent = (uniqueNumber: string, required: boolean) => ({ uniqueNumber, required }) as ConsentDto
const answer = (consents: ConsentDto[]): WebConsentsResponse => ({
  assigned_to: 'contact',
  consents,
  requiredConsents: consents.filter((entry) => entry.required).map((entry) => entry.uniqueNumber),
})

describe('missingRequiredConsent', () => {
  it('names what stops a form: consents not loaded, or a required one not accepted', () => {
    const consents = answer([consent('privacy', true), consent('terms', true), consent('marketing', false)])
    expect(missingRequiredConsent(undefined, new Set())).toBe('error.consentsNotFetched')
    expect(missingRequiredConsent(consents, new Set(['privacy']))).toBe('core.notifications.consentRequired')
    expect(missingRequiredConsent(consents, new Set(['privacy', 'terms']))).toBeNull()
  })
})
