import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../../contract/dto/commerce'
import { cartKeys, storeCart } from './queries'

const cart = (id: string, version: number, qty: number) => ({ id, version, itemsCount: qty }) as unknown as Cart

describe('storeCart', () => {
  it('keeps the newer cart when two answers cross (versions only grow)', () => {
    const client = new QueryClient()
    storeCart(client, 'hr', cart('a', 5, 2))
    storeCart(client, 'hr', cart('a', 4, 9))
    expect(client.getQueryData<Cart>(cartKeys.current('hr'))).toMatchObject({ version: 5, itemsCount: 2 })
    storeCart(client, 'hr', cart('a', 6, 3))
    expect(client.getQueryData<Cart>(cartKeys.current('hr'))).toMatchObject({ version: 6, itemsCount: 3 })
  })

  it('a different cart or no cart replaces whatever was shown', () => {
    const client = new QueryClient()
    storeCart(client, 'en', cart('a', 9, 2))
    storeCart(client, 'en', cart('b', 1, 1))
    expect(client.getQueryData<Cart>(cartKeys.current('en'))).toMatchObject({ id: 'b' })
    storeCart(client, 'en', null)
    expect(client.getQueryData(cartKeys.current('en'))).toBeNull()
  })
})
