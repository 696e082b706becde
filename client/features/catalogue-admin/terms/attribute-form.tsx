import { useId, useRef, useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import {
  ATTRIBUTE_INPUT_TYPES,
  type AdminAttribute,
  type AdminAttributeInputType,
  type TermTexts,
} from '../../../../contract/dto/catalogue-admin-terms'
import { AttributeSchema } from '../../../../contract/endpoints/catalogue-admin-terms'
import { slugify } from '../../../../contract/schemas/page'
import { useApi } from '../../../lib/api-context'
import { RequiredMark } from '../../../lib/ui/required-mark'
import { TextInput } from '../../../lib/ui/text-input'
import { useT } from '../../../i18n/i18n'
import { saveAttributeMutation } from './api'
import { moveItem } from './tree'
import { FormButtons, FormError, GroupError, useTermErrors } from './term-form'

/** A value as the form holds it: `key` keeps React's rows apart (an existing value's id, else a counter). */
interface ValueRow {
  key: string
  id?: number
  labels: TermTexts
  swatch: string
}

export const isInputType = (value: string): value is AdminAttributeInputType =>
  (ATTRIBUTE_INPUT_TYPES as readonly string[]).includes(value)

/** The attribute's label in the screen's language (Croatian when it has none). */
export const attributeName = (attribute: Pick<AdminAttribute, 'labels'>, locale: string) =>
  (locale === 'en' ? attribute.labels.en : attribute.labels.hr) || attribute.labels.hr

const HEX = /^#[0-9a-fA-F]{6}$/

/** 'Veličina majice' → 'velicina_majice': a code suggestion (letters, digits, underscores; a letter first). */
export const codeFrom = (label: string) =>
  slugify(label)
    .replace(/-/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, 60)

/**
 * An attribute's form (create or edit) in a dialog: its code, input type, both languages' labels,
 * whether the shop filters by it and its place among the filters; and its values (none for a
 * number): labels, a visual swatch's colour (picker and #rrggbb text), a text swatch's text,
 * their order (up / down) and removal.
 */
export function AttributeForm({
  editing,
  nextPosition,
  onSaved,
  onCancel,
}: {
  editing: AdminAttribute | null
  nextPosition: number
  onSaved: (attribute: AdminAttribute, created: boolean) => void
  onCancel: () => void
}) {
  const t = useT()
  const api = useApi()
  const ids = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const termErrors = useTermErrors(formRef)
  const { errors, clear } = termErrors
  const counter = useRef(0)
  const [code, setCode] = useState(editing?.code ?? '')
  const [inputType, setInputType] = useState<AdminAttributeInputType>(
    editing && isInputType(editing.inputType) ? editing.inputType : 'dropdown',
  )
  const [labels, setLabels] = useState<TermTexts>(editing?.labels ?? { hr: '', en: '' })
  // A new attribute's code follows its Croatian name until staff type in it.
  const codeEdited = useRef(editing !== null)
  const [filterable, setFilterable] = useState(editing?.filterable ?? true)
  const [position, setPosition] = useState(String(editing?.position ?? nextPosition))
  const [values, setValues] = useState<ValueRow[]>(
    editing?.values.map((value) => ({
      key: `v${value.id}`,
      id: value.id,
      labels: value.labels,
      swatch: value.swatch ?? '',
    })) ?? [],
  )
  const [said, setSaid] = useState('')
  const save = useMutation({
    ...saveAttributeMutation(api),
    onSuccess: (attribute) => onSaved(attribute, editing === null),
    onError: termErrors.fromServer,
  })

  const hasValues = inputType !== 'numberField'
  const swatch = inputType === 'visualSwatch' ? 'colour' : inputType === 'textSwatch' ? 'text' : null

  const setValue = (index: number, change: Partial<ValueRow>) => {
    clear('values')
    setValues((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)))
  }
  const addValue = () => {
    counter.current += 1
    const key = `n${counter.current}`
    setValues((rows) => [
      ...rows,
      { key, labels: { hr: '', en: '' }, swatch: inputType === 'visualSwatch' ? '#000000' : '' },
    ])
    clear('values')
    setSaid('')
    // The new value's first field takes focus once it is there.
    window.setTimeout(
      () => formRef.current?.querySelector<HTMLElement>(`[name="values.${values.length}.labels.hr"]`)?.focus(),
      0,
    )
  }
  const moveValue = (index: number, to: number) => {
    if (to < 0 || to >= values.length) return
    const moved = values[index]
    setValues(moveItem(values, index, to))
    if (moved)
      setSaid(
        t('catalogueTerms.attributes.valueMoved', {
          name: moved.labels.hr || String(to + 1),
          position: to + 1,
          count: values.length,
        }),
      )
    window.setTimeout(
      () => document.getElementById(`${ids}-value-${moved?.key}-${to < index ? 'up' : 'down'}`)?.focus(),
      0,
    )
  }
  const removeValue = (index: number) => {
    const removed = values[index]
    setValues((rows) => rows.filter((_, at) => at !== index))
    clear('values')
    setSaid(t('catalogueTerms.attributes.valueRemoved', { name: removed?.labels.hr || String(index + 1) }))
    window.setTimeout(() => document.getElementById(`${ids}-add-value`)?.focus(), 0)
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    // The schema refuses a bad colour on the whole list: here each one is marked at its own field.
    if (swatch === 'colour') {
      const bad = values.flatMap((value, index) => (HEX.test(value.swatch.trim()) ? [] : [index]))
      if (bad.length > 0) {
        termErrors.show(
          Object.fromEntries(
            bad.map((index) => [`values.${index}.swatch`, t('catalogueTerms.attributes.swatchColourInvalid')]),
          ),
        )
        return
      }
    }
    const input = termErrors.validate(AttributeSchema, {
      code,
      inputType,
      labels,
      filterable,
      position: position.trim() === '' ? Number.NaN : Number(position),
      values: hasValues
        ? values.map((value) => ({
            ...(value.id === undefined ? {} : { id: value.id }),
            labels: value.labels,
            swatch: swatch ? value.swatch.trim() : null,
          }))
        : [],
    })
    if (input) save.mutate({ id: editing?.id ?? null, input })
  }

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <FormError message={termErrors.formError} />
      <div className="grid grid--2">
        <TextInput
          name="code"
          label={t('catalogueTerms.attributes.code')}
          value={code}
          required
          maxLength={60}
          hint={t('catalogueTerms.attributes.codeHint')}
          error={errors['code']}
          onChange={(next) => {
            clear('code')
            codeEdited.current = true
            setCode(next)
          }}
        />
        <div className={`field field--select${errors['inputType'] ? ' field--invalid' : ''}`}>
          <label className="field__static-label" htmlFor={`${ids}-type`}>
            {t('catalogueTerms.attributes.inputType')}
            <RequiredMark />
          </label>
          <select
            id={`${ids}-type`}
            name="inputType"
            className="select"
            value={inputType}
            aria-invalid={errors['inputType'] ? true : undefined}
            aria-describedby={errors['inputType'] ? `${ids}-type-error` : undefined}
            onChange={(event) => {
              clear('inputType')
              clear('values')
              const next = event.currentTarget.value
              if (isInputType(next)) setInputType(next)
            }}
          >
            {ATTRIBUTE_INPUT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`catalogueTerms.attributes.types.${type}`)}
              </option>
            ))}
          </select>
          <GroupError id={`${ids}-type-error`} message={errors['inputType']} />
        </div>
        {(['hr', 'en'] as const).map((language) => (
          <TextInput
            key={language}
            name={`labels.${language}`}
            label={t(`catalogueTerms.attributes.label.${language}`)}
            value={labels[language]}
            required
            maxLength={200}
            error={errors[`labels.${language}`]}
            onChange={(next) => {
              clear(`labels.${language}`)
              setLabels({ ...labels, [language]: next })
              if (language === 'hr' && !codeEdited.current) {
                clear('code')
                setCode(codeFrom(next))
              }
            }}
          />
        ))}
        <TextInput
          name="position"
          type="number"
          label={t('catalogueTerms.attributes.position')}
          value={position}
          required
          min={0}
          hint={t('catalogueTerms.attributes.positionHint')}
          error={errors['position']}
          onChange={(next) => {
            clear('position')
            setPosition(next)
          }}
        />
        <label className="check" style={{ alignSelf: 'center' }}>
          <input
            type="checkbox"
            name="filterable"
            checked={filterable}
            onChange={(event) => setFilterable(event.currentTarget.checked)}
          />
          <span>{t('catalogueTerms.attributes.filterable')}</span>
        </label>
      </div>

      <fieldset
        className="stack"
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        aria-describedby={errors['values'] ? `${ids}-values-error` : `${ids}-values-hint`}
      >
        <legend className="field__static-label">{t('catalogueTerms.attributes.values')}</legend>
        <p id={`${ids}-values-hint`} className="muted">
          {t(`catalogueTerms.attributes.valuesHint.${inputType}`)}
        </p>
        <GroupError id={`${ids}-values-error`} message={errors['values']} />
        <p className="visually-hidden" role="status">
          {said}
        </p>
        {hasValues ? (
          <>
            <ol className="stack" style={{ margin: 0, paddingLeft: 'var(--space-4)' }}>
              {values.map((value, index) => {
                const n = index + 1
                const path = `values.${index}`
                return (
                  <li key={value.key} className="panel stack" style={{ padding: 'var(--space-3)' }}>
                    <div className="grid grid--2">
                      {(['hr', 'en'] as const).map((language) => (
                        <TextInput
                          key={language}
                          name={`${path}.labels.${language}`}
                          label={t(`catalogueTerms.attributes.valueLabel.${language}`, { n })}
                          value={value.labels[language]}
                          required
                          maxLength={100}
                          error={errors[`${path}.labels.${language}`]}
                          onChange={(next) => {
                            clear(`${path}.labels.${language}`)
                            setValue(index, { labels: { ...value.labels, [language]: next } })
                          }}
                        />
                      ))}
                      {swatch === 'colour' ? (
                        <div className="cluster">
                          <label className="stack" htmlFor={`${ids}-colour-${value.key}`} style={{ gap: 0 }}>
                            <span className="small">{t('catalogueTerms.attributes.swatchPicker', { n })}</span>
                            <input
                              id={`${ids}-colour-${value.key}`}
                              type="color"
                              value={HEX.test(value.swatch) ? value.swatch : '#000000'}
                              onChange={(event) => {
                                clear(`${path}.swatch`)
                                setValue(index, { swatch: event.currentTarget.value })
                              }}
                              style={{ width: '3rem', height: '2.75rem', padding: 0 }}
                            />
                          </label>
                          <div style={{ flex: '1 1 8rem', minWidth: 0 }}>
                            <TextInput
                              name={`${path}.swatch`}
                              label={t('catalogueTerms.attributes.swatchColour', { n })}
                              value={value.swatch}
                              required
                              maxLength={7}
                              hint={t('catalogueTerms.attributes.swatchColourHint')}
                              error={errors[`${path}.swatch`]}
                              onChange={(next) => {
                                clear(`${path}.swatch`)
                                setValue(index, { swatch: next })
                              }}
                            />
                          </div>
                        </div>
                      ) : swatch === 'text' ? (
                        <TextInput
                          name={`${path}.swatch`}
                          label={t('catalogueTerms.attributes.swatchText', { n })}
                          value={value.swatch}
                          maxLength={20}
                          error={errors[`${path}.swatch`]}
                          onChange={(next) => {
                            clear(`${path}.swatch`)
                            setValue(index, { swatch: next })
                          }}
                        />
                      ) : null}
                    </div>
                    <div className="button-row">
                      <button
                        type="button"
                        id={`${ids}-value-${value.key}-up`}
                        className="btn btn--secondary btn--sm"
                        aria-disabled={index === 0 || undefined}
                        onClick={() => moveValue(index, index - 1)}
                      >
                        {t('catalogueTerms.attributes.valueUp', { n })}
                      </button>
                      <button
                        type="button"
                        id={`${ids}-value-${value.key}-down`}
                        className="btn btn--secondary btn--sm"
                        aria-disabled={index === values.length - 1 || undefined}
                        onClick={() => moveValue(index, index + 1)}
                      >
                        {t('catalogueTerms.attributes.valueDown', { n })}
                      </button>
                      <button type="button" className="btn btn--danger btn--sm" onClick={() => removeValue(index)}>
                        {t('catalogueTerms.attributes.valueRemove', { n })}
                      </button>
                    </div>
                  </li>
                )
              })}
            </ol>
            <div>
              <button
                type="button"
                id={`${ids}-add-value`}
                data-field="values"
                className="btn btn--secondary"
                onClick={addValue}
              >
                {t('catalogueTerms.attributes.addValue')}
              </button>
            </div>
          </>
        ) : null}
      </fieldset>

      <FormButtons busy={save.isPending} onCancel={onCancel} saveLabel={t('catalogueTerms.attributes.save')} />
    </form>
  )
}
