import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { cartCountAtom } from '../../app/cart-count'
import { useCart } from './use-cart'

/** Keeps the header bubble in step with the cart query (filled in on the client only). */
export function CartCountBridge() {
  const { data } = useCart()
  const setCount = useSetAtom(cartCountAtom)
  useEffect(() => {
    if (data !== undefined) setCount(data ? data.itemsCount : 0)
  }, [data, setCount])
  return null
}
