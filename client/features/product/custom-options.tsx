import { useId } from 'react'
import { OPTION_FIELD_PREFIX } from '../../../contract/cart-form'
import { TextInput } from '../../lib/ui/text-input'
import { useT } from '../../i18n/i18n'
import type { CustomOption } from '../../../contract/dto/catalogue'
import { optionHint, optionInputId, type OptionProblem, type OptionValues } from './custom-option-values'

/** Translated message of a custom option problem. */
function useOptionProblemText(): (option: CustomOption, problem: OptionProblem) => string {
  const t = useT()
  return (option, problem) =>
    t(problem === 'required' ? 'product.optionRequired' : 'product.optionNumber', { label: option.label })
}

/**
 * SPEC §2/§3 custom options: a text or number input per option, labelled with the option label
 * (the first value's label), the further labels as a hint, required ones marked and checked.
 */
export function CustomOptionFields({
  options,
  values,
  problems,
  onChange,
  idPrefix,
}: {
  options: readonly CustomOption[]
  values: OptionValues
  problems: Partial<Record<number, OptionProblem>>
  onChange: (optionId: number, value: string) => void
  idPrefix?: string
}) {
  const t = useT()
  const ownId = useId()
  const prefix = idPrefix ?? ownId
  const problemText = useOptionProblemText()
  if (options.length === 0) return null
  return (
    <fieldset className="product-options">
      <legend className="product-options__legend">{t('product.personalization')}</legend>
      <div className="stack">
        {options.map((option) => {
          const problem = problems[option.id]
          const hint = optionHint(option)
          return (
            <TextInput
              key={option.id}
              id={optionInputId(prefix, option.id)}
              name={`${OPTION_FIELD_PREFIX}${option.id}`}
              label={option.label}
              type={option.option_type === 'number' ? 'number' : 'text'}
              value={values[option.id] ?? ''}
              onChange={(value) => onChange(option.id, value)}
              required={option.required}
              maxLength={option.option_type === 'text' ? 200 : undefined}
              hint={hint || undefined}
              error={problem ? problemText(option, problem) : null}
            />
          )
        })}
      </div>
    </fieldset>
  )
}
