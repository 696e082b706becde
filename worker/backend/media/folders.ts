import type { MediaFolderDto } from '../../../contract/dto/media'
import { allRows, columns, firstRow, type Row } from '../rows'

/** The media library's folders (table media_folders): a small tree, read whole. */

interface FolderRow {
  id: number
  name: string
  parent_id: number | null
  files: number
}

const folders = columns('media_folders')
const readFolderRow = (r: Row): FolderRow => ({
  id: folders.int(r, 'id'),
  name: folders.text(r, 'name'),
  parent_id: folders.nullableInt(r, 'parent_id'),
  files: folders.int(r, 'files'),
})
const readId = (r: Row) => ({ id: folders.int(r, 'id') })
const readContents = (r: Row) => ({
  files: folders.int(r, 'files'),
  folders: folders.int(r, 'folders'),
  found: folders.int(r, 'found'),
})

/** Every folder with its path from the top and how many files it holds, by path. */
export async function listFolders(db: D1Database): Promise<MediaFolderDto[]> {
  const results = await allRows(
    db.prepare(
      'SELECT f.id, f.name, f.parent_id, (SELECT COUNT(*) FROM media m WHERE m.folder_id = f.id) AS files FROM media_folders f',
    ),
    readFolderRow,
  )
  const byId = new Map(results.map((row) => [row.id, row]))
  const pathOf = (row: FolderRow): string[] => {
    const names: string[] = []
    const seen = new Set<number>()
    for (
      let at: FolderRow | undefined = row;
      at && !seen.has(at.id);
      at = at.parent_id === null ? undefined : byId.get(at.parent_id)
    ) {
      seen.add(at.id)
      names.unshift(at.name)
    }
    return names
  }
  return results
    .map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id, path: pathOf(row), files: row.files }))
    .sort((a, b) => a.path.join('/').localeCompare(b.path.join('/')))
}

export async function folderExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS one FROM media_folders WHERE id = ?').bind(id).first()) !== null
}

export type CreateFolder = { kind: 'created'; folder: MediaFolderDto } | { kind: 'exists' } | { kind: 'noParent' }

export async function createFolder(db: D1Database, name: string, parentId: number | null): Promise<CreateFolder> {
  if (parentId !== null && !(await folderExists(db, parentId))) return { kind: 'noParent' }
  try {
    const row = await firstRow(
      db.prepare('INSERT INTO media_folders (name, parent_id) VALUES (?, ?) RETURNING id').bind(name, parentId),
      readId,
    )
    const folder = (await listFolders(db)).find((entry) => entry.id === row?.id)
    return folder ? { kind: 'created', folder } : { kind: 'noParent' }
  } catch (error) {
    if (String(error).includes('UNIQUE')) return { kind: 'exists' }
    throw error
  }
}

export type DeleteFolder = 'deleted' | 'missing' | 'notEmpty'

/** Deletes an empty folder; one with files or folders in it stays (nothing is lost by a click). */
export async function deleteFolder(db: D1Database, id: number): Promise<DeleteFolder> {
  const row = await firstRow(
    db
      .prepare(
        'SELECT (SELECT COUNT(*) FROM media WHERE folder_id = ?1) AS files, (SELECT COUNT(*) FROM media_folders WHERE parent_id = ?1) AS folders, (SELECT COUNT(*) FROM media_folders WHERE id = ?1) AS found',
      )
      .bind(id),
    readContents,
  )
  if (!row?.found) return 'missing'
  if (row.files > 0 || row.folders > 0) return 'notEmpty'
  await db.prepare('DELETE FROM media_folders WHERE id = ?').bind(id).run()
  return 'deleted'
}
