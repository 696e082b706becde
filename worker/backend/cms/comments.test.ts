import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { CommentDto, Paginated } from '../../../contract/dto/cms'
import { call, freshCustomer, tokenFor } from './test-helpers'

const PRODUCT_ID = 1
const POST_ID = 102

const create = (body: Record<string, unknown>, token?: string) =>
  call<CommentDto>('/api/v1/comment/create', { body, token })
const list = (resourceType: string, resourceId: number, token?: string) =>
  call<Paginated<CommentDto>>('/api/v1/comment/filterStandard', {
    body: { resourceType, resourceId, page: 1, limit: 100 },
    token,
  })

describe('comment rules (SPEC §5)', () => {
  it('logged users only', async () => {
    const res = await create({ resourceType: 'post', resourceId: POST_ID, body: 'Super!' })
    expect(res.status).toBe(401)
    expect(res.json.code).toBe('LOGGED_USERS_ONLY')
  })

  it('needs a comment or a rating; a rating needs a comment; a product comment needs a rating; stars 1–5', async () => {
    const user = await freshCustomer('rules')
    const empty = await create({ resourceType: 'product', resourceId: PRODUCT_ID }, user.token)
    expect(empty.status).toBe(400)
    expect(empty.json.code).toBe('SEND_COMMENT_OR_RATING')
    const onlyRating = await create({ resourceType: 'product', resourceId: PRODUCT_ID, rating: 4 }, user.token)
    expect(onlyRating.status).toBe(400)
    expect(onlyRating.json.code).toBe('COMMENT_TO_RATE')
    const onlyComment = await create(
      { resourceType: 'product', resourceId: PRODUCT_ID, body: 'Odlična igra' },
      user.token,
    )
    expect(onlyComment.status).toBe(400)
    expect(onlyComment.json.code).toBe('RATE_TO_COMMENT')
    expect(
      (await create({ resourceType: 'product', resourceId: PRODUCT_ID, body: 'x', rating: 6 }, user.token)).status,
    ).toBe(400)
    expect(
      (await create({ resourceType: 'product', resourceId: PRODUCT_ID, body: 'x', rating: 0 }, user.token)).status,
    ).toBe(400)
    expect(
      (await create({ resourceType: 'product', resourceId: PRODUCT_ID, body: 'x', rating: 2.5 }, user.token)).status,
    ).toBe(400)
    expect(
      (await create({ resourceType: 'product', resourceId: 987654, body: 'x', rating: 3 }, user.token)).status,
    ).toBe(404)
  })

  it('comments disabled on a post', async () => {
    const user = await freshCustomer('disabled')
    // Pages are seeded with comments disabled.
    const res = await create({ resourceType: 'post', resourceId: 2, body: 'Lijepa stranica' }, user.token)
    expect(res.status).toBe(403)
    expect(res.json.code).toBe('COMMENTS_DISABLED')
  })

  it('one review per user per product; new comments wait for a backoffice user to publish', async () => {
    const author = await freshCustomer('review')
    const other = await freshCustomer('other')
    const admin = await tokenFor('admin@izlog.hr')
    const created = await create(
      { resourceType: 'product', resourceId: PRODUCT_ID, body: 'Najbolja VR igra o moru.', rating: 5 },
      author.token,
    )
    expect(created.status).toBe(201)
    expect(created.json.data.status).toBe('pending')
    const again = await create(
      { resourceType: 'product', resourceId: PRODUCT_ID, body: 'Još jednom', rating: 1 },
      author.token,
    )
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('ALREADY_POSTED_REVIEW')

    // Pending: hidden from others, visible to its author.
    expect((await list('product', PRODUCT_ID)).json.data.data.some((c) => c.id === created.json.data.id)).toBe(false)
    const mine = (await list('product', PRODUCT_ID, author.token)).json.data.data.find(
      (c) => c.id === created.json.data.id,
    )
    expect(mine?.own).toBe(true)

    // Others may not edit; the author may not publish their own.
    const foreign = await call(`/api/v1/comment/update/${created.json.data.id}`, {
      method: 'PATCH',
      body: { body: 'Hakirano' },
      token: other.token,
    })
    expect(foreign.status).toBe(403)
    expect(foreign.json.code).toBe('COMMENT_EDIT_NOT_ALLOWED')
    const selfPublish = await call(`/api/v1/comment/update/${created.json.data.id}`, {
      method: 'PATCH',
      body: { status: 'published' },
      token: author.token,
    })
    expect(selfPublish.status).toBe(403)

    // The author edits their own; the content rules apply to edits too.
    const edit = await call<CommentDto>(`/api/v1/comment/update/${created.json.data.id}`, {
      method: 'PATCH',
      body: { body: 'Najbolja VR igra o Jadranu.', rating: 4 },
      token: author.token,
    })
    expect(edit.status).toBe(200)
    expect(edit.json.data.rating).toBe(4)
    const badEdit = await call(`/api/v1/comment/update/${created.json.data.id}`, {
      method: 'PATCH',
      body: { body: '' },
      token: author.token,
    })
    expect(badEdit.status).toBe(400)
    expect(badEdit.json.code).toBe('COMMENT_TO_RATE')

    // A backoffice user publishes: it becomes public and the product rating follows.
    const published = await call<CommentDto>(`/api/v1/comment/update/${created.json.data.id}`, {
      method: 'PATCH',
      body: { status: 'published' },
      token: admin,
    })
    expect(published.status).toBe(200)
    expect(published.json.data.status).toBe('published')
    expect((await list('product', PRODUCT_ID)).json.data.data.some((c) => c.id === created.json.data.id)).toBe(true)
    const expected = await env.DB.prepare(
      "SELECT AVG(rating) AS avg, COUNT(*) AS n FROM comments WHERE resource_type = 'product' AND resource_id = ? AND status = 'published' AND rating IS NOT NULL",
    )
      .bind(PRODUCT_ID)
      .first<{ avg: number; n: number }>()
    const product = await env.DB.prepare('SELECT rating_avg, rating_count FROM products WHERE id = ?')
      .bind(PRODUCT_ID)
      .first<{ rating_avg: number; rating_count: number }>()
    expect(product?.rating_count).toBe(expected?.n)
    expect(product?.rating_avg).toBeCloseTo(expected?.avg ?? 0, 2)
    expect(product?.rating_count).toBeGreaterThanOrEqual(1)
  })

  it('blog comments by registered users, rating optional', async () => {
    const user = await freshCustomer('blog')
    const res = await create(
      { resourceType: 'post', resourceId: POST_ID, comment: 'Jedva čekam nastavak!' },
      user.token,
    )
    expect(res.status).toBe(201)
    expect(res.json.data.user.displayName).toBe('Test K.')
    expect(res.json.data.rating).toBeNull()
  })
})
