import { describe, expect, it } from 'vitest'
import { furthestStep, stepToShow, stepsFor } from './steps'

const fresh = { addressSaved: false, deliverySaved: false, digitalOnly: false }
const addressed = { ...fresh, addressSaved: true }
const shipped = { ...addressed, deliverySaved: true }

describe('checkout steps', () => {
  it('a digital-only cart has no shipping step', () => {
    expect(stepsFor(fresh)).toEqual(['address', 'shipping', 'payment'])
    expect(stepsFor({ digitalOnly: true })).toEqual(['address', 'payment'])
  })

  it('opens the furthest step whose earlier steps are saved', () => {
    expect(furthestStep(fresh)).toBe('address')
    expect(furthestStep(addressed)).toBe('shipping')
    expect(furthestStep(shipped)).toBe('payment')
    expect(furthestStep({ ...addressed, digitalOnly: true })).toBe('payment')
  })

  it('?step= may go back, never skip ahead past an unsaved step', () => {
    expect(stepToShow('payment', fresh)).toBe('address')
    expect(stepToShow('payment', addressed)).toBe('shipping')
    expect(stepToShow('address', shipped)).toBe('address')
    expect(stepToShow('shipping', shipped)).toBe('shipping')
    expect(stepToShow('payment', shipped)).toBe('payment')
  })

  it('an unknown or missing step, or shipping for a digital cart, opens the furthest one', () => {
    expect(stepToShow(null, addressed)).toBe('shipping')
    expect(stepToShow('confirm', shipped)).toBe('payment')
    expect(stepToShow('shipping', { ...addressed, digitalOnly: true })).toBe('payment')
  })
})
