import type { MasterComponentDto } from '../../../contract/dto/master-component'
import type { Section, SectionType } from '../../../contract/dto/sections'
import type { Locale } from '../../../contract/locales'
import { LANGS, placeholders } from './shared'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'
import { SectionSchema } from '../../../contract/schemas/sections'

/**
 * Master components (issue 15): a section stored once per language and shown on every page whose
 * section names it by `masterId`. The page keeps a copy (its editor's starting point); visitors
 * always see the master's content.
 */

interface MasterRow {
  id: number
  name: string
  type: SectionType
}

const SECTION_TYPES: readonly SectionType[] = SectionSchema.options.map((option) => option.entries.type.literal)
const masterColumns = columns('master_components')
const readMasterRow = (r: Row): MasterRow => ({
  id: masterColumns.int(r, 'id'),
  name: masterColumns.text(r, 'name'),
  type: masterColumns.oneOf(r, 'type', SECTION_TYPES),
})
const readMasterWithSection = (r: Row) => ({ ...readMasterRow(r), section: masterColumns.text(r, 'section') })
const readUsage = (r: Row) => ({ master_id: masterColumns.int(r, 'master_id'), n: masterColumns.int(r, 'n') })
const readId = (r: Row) => ({ id: masterColumns.int(r, 'id') })
const readIdType = (r: Row) => ({ id: masterColumns.int(r, 'id'), type: masterColumns.text(r, 'type') })
const contents = columns('master_component_contents')
const readContent = (r: Row) => ({ master_id: contents.int(r, 'master_id'), section: contents.text(r, 'section') })

/** The part of a section a master holds: not the page's section id, hidden flag or reference. */
function contentOf(section: Section): string {
  const { id: _id, hidden: _hidden, masterId: _masterId, ...content } = section
  return JSON.stringify(content)
}

const withContent = (section: Section, content: string): Section =>
  ({
    ...(JSON.parse(content) as Section),
    id: section.id,
    hidden: section.hidden,
    masterId: section.masterId,
  }) as Section

export async function createMaster(
  db: D1Database,
  input: { name: string; section: Section; userId: number; now: string },
): Promise<number> {
  const row = await firstRow(
    db
      .prepare('INSERT INTO master_components (name, type, created_by, created_at) VALUES (?, ?, ?, ?) RETURNING id')
      .bind(input.name, input.section.type, input.userId, input.now),
    readId,
  )
  if (!row) throw new Error('master insert returned no row')
  // Both languages start from the same content; each is then edited on a page of its language.
  await db.batch(
    LANGS.map((language) =>
      db
        .prepare(
          'INSERT INTO master_component_contents (master_id, language, section, updated_by, updated_at) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(row.id, language, contentOf(input.section), input.userId, input.now),
    ),
  )
  return row.id
}

/** Every master with its content in `language` and how many page translations use it. */
export async function listMasters(db: D1Database, language: Locale): Promise<MasterComponentDto[]> {
  const [masters, usage] = await db.batch([
    db
      .prepare(
        `SELECT m.id, m.name, m.type, c.section FROM master_components m
         JOIN master_component_contents c ON c.master_id = m.id AND c.language = ? ORDER BY m.name COLLATE NOCASE, m.id`,
      )
      .bind(language),
    db.prepare(
      `SELECT json_extract(s.value, '$.masterId') AS master_id, COUNT(DISTINCT pt.post_id || ':' || pt.language) AS n
       FROM post_translations pt, json_each(pt.sections) s WHERE json_extract(s.value, '$.masterId') IS NOT NULL GROUP BY 1`,
    ),
  ])
  const counts = new Map(batchRows(usage, readUsage).map((row) => [row.master_id, row.n]))
  return batchRows(masters, readMasterWithSection).map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    section: { ...(JSON.parse(row.section) as Section), id: `master-${row.id}` },
    usedOn: counts.get(row.id) ?? 0,
  }))
}

export async function findMaster(db: D1Database, id: number): Promise<MasterRow | null> {
  return firstRow(db.prepare('SELECT id, name, type FROM master_components WHERE id = ?').bind(id), readMasterRow)
}

const referenced = (sections: readonly Section[]): number[] => [
  ...new Set(sections.flatMap((section) => (section.masterId ? [section.masterId] : []))),
]

/** The first section that names a master that does not exist or is of another type, else null. */
export async function badMasterReference(db: D1Database, sections: readonly Section[]): Promise<Section | null> {
  const ids = referenced(sections)
  if (ids.length === 0) return null
  const results = await allRows(
    db.prepare(`SELECT id, type FROM master_components WHERE id IN (${placeholders(ids.length)})`).bind(...ids),
    readIdType,
  )
  const types = new Map(results.map((row) => [row.id, row.type]))
  return (
    sections.find((section) => section.masterId !== undefined && types.get(section.masterId) !== section.type) ?? null
  )
}

/** Sections with every master reference showing the master's content in `language`. */
export async function resolveMasters(db: D1Database, language: Locale, sections: Section[]): Promise<Section[]> {
  const ids = referenced(sections)
  if (ids.length === 0) return sections
  const results = await allRows(
    db
      .prepare(
        `SELECT master_id, section FROM master_component_contents WHERE language = ? AND master_id IN (${placeholders(ids.length)})`,
      )
      .bind(language, ...ids),
    readContent,
  )
  const contents = new Map(results.map((row) => [row.master_id, row.section]))
  return sections.map((section) => {
    const content = section.masterId !== undefined ? contents.get(section.masterId) : undefined
    return content !== undefined && (JSON.parse(content) as Section).type === section.type
      ? withContent(section, content)
      : section
  })
}

/** Publishing a page makes its copies of master sections the masters' content in its language; answers the masters written. */
export async function writeMasterContents(
  db: D1Database,
  input: { language: Locale; sections: readonly Section[]; userId: number; now: string },
): Promise<number[]> {
  const masters = input.sections.filter((section) => section.masterId !== undefined)
  if (masters.length === 0) return []
  await db.batch(
    masters.map((section) =>
      db
        .prepare(
          `UPDATE master_component_contents SET section = ?, updated_by = ?, updated_at = ?
           WHERE master_id = ? AND language = ? AND EXISTS (SELECT 1 FROM master_components m WHERE m.id = ? AND m.type = ?)`,
        )
        .bind(
          contentOf(section),
          input.userId,
          input.now,
          section.masterId,
          input.language,
          section.masterId,
          section.type,
        ),
    ),
  )
  return referenced(masters)
}
