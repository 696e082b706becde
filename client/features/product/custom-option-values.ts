import type { CustomOption } from '../../../contract/dto/catalogue'
import type { CartPersonalization } from '../../../contract/dto/commerce'

/** The text typed into each custom option input, by option id. */
export type OptionValues = Record<number, string>

export type OptionProblem = 'required' | 'number'

/** The id of an option's input (so the first invalid one can be focused). */
export const optionInputId = (prefix: string, optionId: number) => `${prefix}-option-${optionId}`

interface OptionCheck {
  /** Only the filled-in options (the cart payload sends personalizations only if there are any). */
  personalizations: Array<{ optionId: number; value: string }>
  /** Problems by option id; empty when the values can be sent. */
  problems: Record<number, OptionProblem>
}

/** The same number rule as the backend: digits with an optional decimal part (comma or point). */
const NUMBER_VALUE = /^-?\d+([.,]\d+)?$/

/** SPEC §4 reset: every custom option back to an empty string. */
export function emptyOptionValues(options: readonly CustomOption[]): OptionValues {
  return Object.fromEntries(options.map((option) => [option.id, '']))
}

/** Editing a cart line: the inputs start from the line's personalizations. */
export function optionValuesFromLine(
  options: readonly CustomOption[],
  personalizations: readonly Pick<CartPersonalization, 'optionId' | 'value'>[],
): OptionValues {
  const values = emptyOptionValues(options)
  for (const entry of personalizations) if (entry.optionId in values) values[entry.optionId] = entry.value
  return values
}

/** Required options must be filled, number options must hold a number; empty optional ones are left out. */
export function checkOptionValues(options: readonly CustomOption[], values: OptionValues): OptionCheck {
  const personalizations: OptionCheck['personalizations'] = []
  const problems: OptionCheck['problems'] = {}
  for (const option of options) {
    const value = (values[option.id] ?? '').trim()
    if (value === '') {
      if (option.required) problems[option.id] = 'required'
      continue
    }
    if (option.option_type === 'number' && !NUMBER_VALUE.test(value)) {
      problems[option.id] = 'number'
      continue
    }
    personalizations.push({ optionId: option.id, value })
  }
  return { personalizations, problems }
}

/** The hint under an option input: the labels after the first one (the first is the option label). */
export function optionHint(option: CustomOption): string {
  return option.custom_option_values
    .slice(1)
    .map((value) => value.label)
    .filter(Boolean)
    .join(' · ')
}
