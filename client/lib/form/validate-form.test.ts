import { describe, expect, it } from 'vitest'
import { validateForm } from './validate-form'
import {
  ChangePasswordSchema,
  profileSchema,
  RegisterSchema,
  SetPasswordSchema,
} from '../../../contract/schemas/account'
import { LoginSchema } from '../../../contract/schemas/auth'
import { V } from '../../../contract/validation/keys'

describe('account form schemas (SPEC §5)', () => {
  it('login needs a valid e-mail and a password of at least 8 characters', () => {
    const bad = validateForm(LoginSchema, { username: 'nope', password: 'short' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors['username']?.key).toBe(V.email)
    expect(bad.errors['password']).toEqual({ key: V.minLength, params: { length: 8, value: 8 } })
    const empty = validateForm(LoginSchema, { username: '', password: '' })
    expect(empty.ok ? null : empty.errors['username']?.key).toBe(V.required)
    const good = validateForm(LoginSchema, { username: ' kupac@izlog.hr ', password: 'izlog-kupac-2026' })
    expect(good).toEqual({ ok: true, output: { username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' } })
  })

  it('register requires names, e-mail, password min 8 and an equal repeat', () => {
    const base = {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana@example.com',
      password: 'lozinka-123',
      confirmedPassword: 'lozinka-123',
      memberCardBarcode: '',
    }
    expect(validateForm(RegisterSchema, base).ok).toBe(true)
    const mismatch = validateForm(RegisterSchema, { ...base, confirmedPassword: 'lozinka-124' })
    expect(mismatch.ok ? null : mismatch.errors['confirmedPassword']?.key).toBe(V.passwordsMatch)
    const missing = validateForm(RegisterSchema, { ...base, firstName: '  ' })
    expect(missing.ok ? null : missing.errors['firstName']?.key).toBe(V.required)
  })

  it('change password: new must differ from old and the repeat must match', () => {
    const same = validateForm(ChangePasswordSchema, {
      oldPassword: 'lozinka-123',
      newPassword: 'lozinka-123',
      newPasswordAgain: 'lozinka-123',
    })
    expect(same.ok ? null : same.errors['newPassword']?.key).toBe(V.newDiffersFromOld)
    const repeat = validateForm(ChangePasswordSchema, {
      oldPassword: 'lozinka-123',
      newPassword: 'lozinka-456',
      newPasswordAgain: 'lozinka-789',
    })
    expect(repeat.ok ? null : repeat.errors['newPasswordAgain']?.key).toBe(V.passwordsMatch)
    expect(
      validateForm(ChangePasswordSchema, {
        oldPassword: 'lozinka-123',
        newPassword: 'lozinka-456',
        newPasswordAgain: 'lozinka-456',
      }).ok,
    ).toBe(true)
  })

  it('profile and set-password rules', () => {
    const profile = validateForm(profileSchema('ana@example.com', true), {
      firstName: 'Ana',
      lastName: '',
      email: 'x',
      currentPassword: '',
    })
    expect(profile.ok ? null : [profile.errors['lastName']?.key, profile.errors['email']?.key]).toEqual([
      V.required,
      V.email,
    ])
    const moved = validateForm(profileSchema('ana@example.com', true), {
      firstName: 'Ana',
      lastName: 'A',
      email: 'nova@example.com',
      currentPassword: '',
    })
    expect(moved.ok ? null : moved.errors['currentPassword']?.key).toBe(V.required)
    expect(
      validateForm(profileSchema('ana@example.com', true), {
        firstName: 'Ana',
        lastName: 'A',
        email: ' ANA@example.com',
        currentPassword: '',
      }).ok,
    ).toBe(true)
    const set = validateForm(SetPasswordSchema, { newPassword: 'kratko', newPasswordAgain: 'kratko' })
    expect(set.ok ? null : set.errors['newPassword']?.key).toBe(V.minLength)
  })
})
