import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminAttribute, AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import type { AdminProductAttributeValue } from '../../../../contract/dto/catalogue-admin'
import type { Locale } from '../../../../contract/locales'
import { useApi } from '../../../lib/api-context'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useLocale, useT } from '../../../i18n/i18n'
import { attributesQuery, categoryTreeQuery, tagsQuery } from './api'
import { Check } from './price-fields'
import { hasValue } from './draft'

const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id)

function LoadState({ failed }: { failed: boolean }) {
  const t = useT()
  return failed ? (
    <p className="notice notice--error" role="alert">
      {t('backoffice.list.loadFailed')}
    </p>
  ) : (
    <p role="status">{t('common.loading')}</p>
  )
}

/** The category tree as nested checkboxes (a product may be in several categories). */
export function CategoryFields({
  selected,
  onChange,
  error,
}: {
  selected: number[]
  onChange: (ids: number[]) => void
  error: string | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const tree = useQuery(categoryTreeQuery(useApi(), locale))
  if (!tree.data) return <LoadState failed={tree.isError} />
  if (tree.data.length === 0) return <p>{t('productEditor.categories.none')}</p>
  const branch = (nodes: AdminCategoryNode[], depth: number) => (
    <ul className="backoffice-checks" role="list" style={depth > 0 ? { paddingInlineStart: '1.5rem' } : undefined}>
      {nodes.map((node) => (
        <li key={node.id} style={{ display: 'block' }}>
          <Check
            name="categoryIds"
            label={node.names[locale] || node.names.hr}
            checked={selected.includes(node.id)}
            onChange={(on) => onChange(toggled(selected, node.id, on))}
          />
          {node.children.length > 0 ? branch(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  )
  return (
    <>
      {branch(tree.data, 0)}
      <FieldError id="product-categories-error" error={error} />
    </>
  )
}

/** Every tag as a checkbox. */
export function TagFields({
  selected,
  onChange,
  error,
}: {
  selected: number[]
  onChange: (ids: number[]) => void
  error: string | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const tags = useQuery(tagsQuery(useApi(), locale))
  if (!tags.data) return <LoadState failed={tags.isError} />
  if (tags.data.length === 0) return <p>{t('productEditor.tags.none')}</p>
  return (
    <>
      <ul className="backoffice-checks" role="list">
        {tags.data.map((tag) => (
          <li key={tag.id}>
            <Check
              name="tagIds"
              label={tag.names[locale] || tag.names.hr}
              checked={selected.includes(tag.id)}
              onChange={(on) => onChange(toggled(selected, tag.id, on))}
            />
          </li>
        ))}
      </ul>
      <FieldError id="product-tags-error" error={error} />
    </>
  )
}

const emptyValue = (attributeId: number): AdminProductAttributeValue => ({
  attributeId,
  valueIds: [],
  number: null,
  text: null,
})

/**
 * The product's value of each attribute by the attribute's input type: a select (dropdown and
 * swatches), checkboxes (multi select), yes / no / not chosen, a number, a date. A configurable
 * product's axes are chosen on its variants and are not offered here.
 */
export function AttributeFields({
  values,
  onChange,
  axes,
  error,
}: {
  values: AdminProductAttributeValue[]
  onChange: (next: AdminProductAttributeValue[]) => void
  axes: readonly number[]
  error: (path: string) => string | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const attributes = useQuery(attributesQuery(useApi(), locale))
  if (!attributes.data) return <LoadState failed={attributes.isError} />
  const offered = attributes.data.filter((attribute) => !axes.includes(attribute.id))
  if (offered.length === 0) return <p>{t('productEditor.attributes.none')}</p>
  const valueOf = (id: number) => values.find((value) => value.attributeId === id) ?? emptyValue(id)
  const put = (next: AdminProductAttributeValue) => {
    const others = values.filter((value) => value.attributeId !== next.attributeId)
    onChange([...others, next])
  }
  // The server names a bad value by its position in the body, which lists the set values in this order.
  const positionOf = (id: number) => values.filter(hasValue).findIndex((value) => value.attributeId === id)
  return (
    <div className="stack">
      <p className="muted">{t('productEditor.attributes.intro')}</p>
      {axes.length > 0 ? <p className="muted">{t('productEditor.attributes.axis')}</p> : null}
      {offered.map((attribute) => {
        const position = positionOf(attribute.id)
        return (
          <AttributeInput
            key={attribute.id}
            attribute={attribute}
            value={valueOf(attribute.id)}
            locale={locale}
            onChange={put}
            error={position >= 0 ? error(`attributes.${position}`) : undefined}
          />
        )
      })}
    </div>
  )
}

function AttributeInput({
  attribute,
  value,
  locale,
  onChange,
  error,
}: {
  attribute: AdminAttribute
  value: AdminProductAttributeValue
  locale: Locale
  onChange: (next: AdminProductAttributeValue) => void
  error: string | undefined
}) {
  const t = useT()
  const id = useId()
  const label = attribute.labels[locale] || attribute.labels.hr || attribute.code
  const valueLabel = (option: AdminAttribute['values'][number]) => option.labels[locale] || option.labels.hr
  const name = `attribute-${attribute.code}`
  switch (attribute.inputType) {
    case 'multipleSelect':
      return (
        <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__static-label">{label}</legend>
          <ul className="backoffice-checks" role="list">
            {attribute.values.map((option) => (
              <li key={option.id}>
                <Check
                  name={name}
                  label={valueLabel(option)}
                  checked={value.valueIds.includes(option.id)}
                  onChange={(on) => onChange({ ...value, valueIds: toggled(value.valueIds, option.id, on) })}
                />
              </li>
            ))}
          </ul>
          <FieldError id={`${id}-error`} error={error} />
        </fieldset>
      )
    case 'yesNo':
      return (
        <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__static-label">{label}</legend>
          <div className="cluster">
            {[
              { id: 0, text: t('productEditor.attributes.choose') },
              ...attribute.values.map((option) => ({ id: option.id, text: valueLabel(option) })),
            ].map((option) => (
              <label key={option.id} className="check">
                <input
                  type="radio"
                  name={name}
                  checked={option.id === 0 ? value.valueIds.length === 0 : value.valueIds[0] === option.id}
                  onChange={() => onChange({ ...value, valueIds: option.id === 0 ? [] : [option.id] })}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-error`} error={error} />
        </fieldset>
      )
    case 'numberField':
      return <NumberAttribute name={name} label={label} value={value} onChange={onChange} error={error} />
    case 'date':
    case 'dateTime':
      return (
        <TextInput
          name={name}
          label={label}
          type="date"
          value={value.text ?? ''}
          error={error}
          onChange={(text) => onChange({ ...value, text: text === '' ? null : text })}
        />
      )
    default:
      // Dropdown, text and visual swatches: one value.
      return (
        <div className={`field field--select${error ? ' field--invalid' : ''}`}>
          <label className="field__static-label" htmlFor={id}>
            {label}
          </label>
          <select
            id={id}
            name={name}
            className="select"
            value={String(value.valueIds[0] ?? '')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const chosen = Number(event.currentTarget.value)
              onChange({ ...value, valueIds: chosen ? [chosen] : [] })
            }}
          >
            <option value="">{t('productEditor.attributes.choose')}</option>
            {attribute.values.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {valueLabel(option)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-error`} error={error} />
        </div>
      )
  }
}

/** A number attribute: the text as typed ("2,5" / "2.5"), the number sent once it reads as one. */
function NumberAttribute({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string
  label: string
  value: AdminProductAttributeValue
  onChange: (next: AdminProductAttributeValue) => void
  error: string | undefined
}) {
  const t = useT()
  const [text, setText] = useState(value.number === null ? '' : String(value.number))
  const clean = text.trim().replace(',', '.')
  const readable = clean === '' || /^-?\d+(\.\d+)?$/.test(clean)
  return (
    <TextInput
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error ?? (readable ? undefined : t('productEditor.flags.invalidNumber'))}
      onChange={(next) => {
        setText(next)
        const typed = next.trim().replace(',', '.')
        if (typed === '') onChange({ ...value, number: null })
        else if (/^-?\d+(\.\d+)?$/.test(typed)) onChange({ ...value, number: Number(typed) })
      }}
    />
  )
}
