import type { Section } from '../../../contract/dto/sections'
import { useT } from '../../i18n/i18n'
import { TextInput } from '../../lib/ui/text-input'
import { readText, textFieldsOf, type TextField } from './section-ops'
import { RichTextField } from './rich-text-field'
import { ImageFields } from './image-fields'
import { LinkFields } from './link-fields'

/**
 * The texts of one section, edited where the section stands: every keystroke shows at once in the
 * section below and is saved with the draft; images are chosen in the media modal. A required text left empty says so (the server
 * refuses it too).
 */
export function SectionFields({
  section,
  idPrefix,
  onChange,
  onReplace,
}: {
  section: Section
  idPrefix: string
  onChange: (field: TextField, text: string) => void
  onReplace: (next: Section) => void
}) {
  const t = useT()
  return (
    <fieldset className="edit-fields">
      <legend className="visually-hidden">{t('edit.section.fieldsLegend')}</legend>
      {textFieldsOf(section).map((field) => {
        const value = readText(section, field.key) ?? ''
        const id = `${idPrefix}-${field.key.replace('.', '-')}`
        if (field.html)
          return (
            <RichTextField
              key={field.key}
              id={id}
              label={t(field.label)}
              value={value}
              onChange={(html) => onChange(field, html)}
            />
          )
        return (
          <TextInput
            key={field.key}
            id={id}
            name={field.key}
            label={t(field.label)}
            type={field.multiline ? 'textarea' : 'text'}
            rows={field.multiline ? 3 : undefined}
            value={value}
            maxLength={field.max}
            required={field.required}
            error={field.required && !value.trim() ? t('validation.required') : undefined}
            onChange={(text) => onChange(field, text)}
          />
        )
      })}
      <ImageFields section={section} onChange={onReplace} />
      <LinkFields section={section} onChange={onReplace} />
    </fieldset>
  )
}
