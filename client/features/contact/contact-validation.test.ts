import { describe, expect, it } from 'vitest'
import { validateForm } from '../../lib/form/validate-form'
import { ContactSchema } from '../../../contract/schemas/contact'

describe('contact form validation', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateForm(ContactSchema, {
      name: ' Ana Horvat ',
      email: 'ana@example.com',
      reason: 'customXr',
      message: ' Trebamo VR obuku. ',
    })
    expect(result).toEqual({
      ok: true,
      output: { name: 'Ana Horvat', email: 'ana@example.com', reason: 'customXr', message: 'Trebamo VR obuku.' },
    })
  })

  it('reports each invalid field with a validation key', () => {
    const result = validateForm(ContactSchema, {
      name: '',
      email: 'not-an-email',
      reason: 'sales',
      message: 'x'.repeat(5001),
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors['name']?.key).toBe('validation.required')
    expect(result.errors['email']?.key).toBe('validation.email')
    expect(result.errors['reason']?.key).toBe('validation.required')
    expect(result.errors['message']?.key).toBe('validation.maxLength')
    expect(result.errors['message']?.params['length']).toBe(5000)
  })
})
