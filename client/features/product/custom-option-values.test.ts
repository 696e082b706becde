import { describe, expect, it } from 'vitest'
import type { CustomOption } from '../../../contract/dto/catalogue'
import { checkOptionValues, emptyOptionValues, optionHint, optionValuesFromLine } from './custom-option-values'

const engraving: CustomOption = {
  id: 1,
  option_type: 'text',
  label: 'Engraving name',
  required: true,
  custom_option_values: [
    { id: 1, label: 'Engraving name' },
    { id: 2, label: 'Up to 20 characters' },
  ],
}
const printNo: CustomOption = {
  id: 2,
  option_type: 'number',
  label: 'Print number',
  required: false,
  custom_option_values: [{ id: 20, label: 'Print number' }],
}
const options = [engraving, printNo]

describe('custom option values', () => {
  it('requires the required options and a number in number options', () => {
    expect(checkOptionValues(options, emptyOptionValues(options))).toEqual({
      personalizations: [],
      problems: { 1: 'required' },
    })
    expect(checkOptionValues(options, { 1: '  ', 2: 'abc' }).problems).toEqual({ 1: 'required', 2: 'number' })
  })

  it('sends only the filled-in options, trimmed', () => {
    expect(checkOptionValues(options, { 1: ' Ana ', 2: '' })).toEqual({
      personalizations: [{ optionId: 1, value: 'Ana' }],
      problems: {},
    })
    expect(checkOptionValues(options, { 1: 'Ana', 2: '7,5' }).personalizations).toEqual([
      { optionId: 1, value: 'Ana' },
      { optionId: 2, value: '7,5' },
    ])
  })

  it('starts an edited line from its personalisations and resets to empty strings', () => {
    expect(
      optionValuesFromLine(options, [
        { optionId: 2, value: '12' },
        { optionId: 99, value: 'x' },
      ]),
    ).toEqual({ 1: '', 2: '12' })
    expect(emptyOptionValues(options)).toEqual({ 1: '', 2: '' })
  })

  it('uses the labels after the first as the hint', () => {
    expect(optionHint(engraving)).toBe('Up to 20 characters')
    expect(optionHint(printNo)).toBe('')
  })
})
