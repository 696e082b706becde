import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { allRows, columns, countOf, firstRow, RowTypeError } from './rows'

const col = columns('things')

describe('column readers', () => {
  const row = { id: 7, price: 1.5, name: 'Vaza', note: null, active: 1, kind: 'simple', tags: '["a"]', bad: '{' }

  it('read the declared types', () => {
    expect(col.int(row, 'id')).toBe(7)
    expect(col.real(row, 'price')).toBe(1.5)
    expect(col.text(row, 'name')).toBe('Vaza')
    expect(col.nullableText(row, 'note')).toBeNull()
    expect(col.nullableInt(row, 'note')).toBeNull()
    expect(col.bool(row, 'active')).toBe(true)
    expect(col.flag(row, 'active')).toBe(1)
    expect(col.oneOf(row, 'kind', ['simple', 'bundle'] as const)).toBe('simple')
    expect(col.json(row, 'tags', [])).toEqual(['a'])
    expect(col.json(row, 'note', [])).toEqual([])
    expect(col.json(row, 'bad', [])).toEqual([])
  })

  it('refuse another type with an error naming table.column, never a silent cast', () => {
    expect(() => col.int(row, 'name')).toThrow(
      new RowTypeError('things.name: expected an integer, D1 returned string "Vaza"'),
    )
    expect(() => col.int(row, 'price')).toThrow('things.price: expected an integer, D1 returned number 1.5')
    expect(() => col.text(row, 'id')).toThrow('things.id: expected text, D1 returned number 7')
    expect(() => col.text(row, 'note')).toThrow('things.note: expected text, D1 returned null')
    expect(() => col.nullableText(row, 'missing')).toThrow('things.missing: expected text, D1 returned no such column')
    expect(() => col.bool(row, 'id')).toThrow('things.id: expected 0 or 1, D1 returned number 7')
    expect(() => col.oneOf(row, 'name', ['simple', 'bundle'])).toThrow('things.name: expected one of simple, bundle')
    expect(() => col.json(row, 'id', [])).toThrow('things.id: expected JSON text, D1 returned number 7')
  })
})

describe('statements read through a reader', () => {
  const readPair = (r: Record<string, unknown>) => ({ n: col.int(r, 'n'), label: col.text(r, 'label') })

  it('firstRow, allRows and countOf read what D1 returns', async () => {
    expect(await firstRow(env.DB.prepare("SELECT 2 AS n, 'dva' AS label"), readPair)).toEqual({ n: 2, label: 'dva' })
    expect(await firstRow(env.DB.prepare("SELECT 2 AS n, 'dva' AS label WHERE 0"), readPair)).toBeNull()
    const stmt = env.DB.prepare("SELECT 1 AS n, 'jedan' AS label UNION ALL SELECT 2, 'dva' ORDER BY n")
    expect(await allRows(stmt, readPair)).toEqual([
      { n: 1, label: 'jedan' },
      { n: 2, label: 'dva' },
    ])
    expect(await countOf(env.DB.prepare('SELECT COUNT(*) AS n FROM (SELECT 1 UNION ALL SELECT 2)'))).toBe(2)
  })

  it('a column of another type is an error, not a wrong value', async () => {
    await expect(firstRow(env.DB.prepare("SELECT '2' AS n, 'dva' AS label"), readPair)).rejects.toThrow(
      'things.n: expected an integer, D1 returned string "2"',
    )
  })
})
