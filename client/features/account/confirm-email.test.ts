import { describe, expect, it } from 'vitest'
import { readConfirmGoal } from './confirm-email'

const read = (query: string) => readConfirmGoal(new URLSearchParams(query))

describe('confirm e-mail goals', () => {
  it('needs goal and goalType unless a verification token is given', () => {
    expect(read('')).toEqual({ kind: 'invalid' })
    expect(read('goal=Hvala')).toEqual({ kind: 'invalid' })
    expect(read('goalType=message')).toEqual({ kind: 'invalid' })
    expect(read('verificationToken=abc')).toEqual({ kind: 'verify', token: 'abc', email: null, redirect: '' })
    expect(read('verificationToken=abc&redirect=%2Fkosarica')).toMatchObject({ kind: 'verify', redirect: '/kosarica' })
    expect(read('verificationToken=abc&redirect=https%3A%2F%2Fevil.example')).toMatchObject({
      kind: 'verify',
      redirect: '',
    })
  })

  it('message goals carry their text and the confirmed address', () => {
    expect(read('goal=Hvala%20na%20prijavi&goalType=message&confirmedEmail=ana%40example.com')).toEqual({
      kind: 'message',
      text: 'Hvala na prijavi',
      email: 'ana@example.com',
    })
  })

  it('url and file goals must be safe same-site paths', () => {
    expect(read('goal=%2Fen%2Fshop&goalType=url')).toEqual({ kind: 'url', path: '/en/shop' })
    expect(read('goal=https%3A%2F%2Fevil.example&goalType=url')).toEqual({ kind: 'invalid' })
    expect(read('goal=%2F%2Fevil.example&goalType=url')).toEqual({ kind: 'invalid' })
    expect(read('goal=%2Fmedia%2F1%2F2%2Foriginal%2Fdoc.pdf&goalType=file')).toEqual({
      kind: 'file',
      href: '/media/1/2/original/doc.pdf',
      email: null,
    })
    expect(read('goal=javascript%3Aalert(1)&goalType=file')).toEqual({ kind: 'invalid' })
    expect(read('goal=x&goalType=other')).toEqual({ kind: 'invalid' })
  })
})
