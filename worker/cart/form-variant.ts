import type { AssociatedProduct, ProductDetail } from '../../contract/dto/catalogue'

/**
 * The variant of a configurable product that a form's choices name (`attr.<code>` = value id):
 * the associated product whose values all match, with a choice for every attribute; null when
 * a choice is missing, unknown or names no variant.
 */
export function variantOfChoices(
  product: Pick<ProductDetail, 'type' | 'associatedProducts' | 'associatedProductsAttributes'>,
  choices: ReadonlyArray<readonly [string, string]>,
): AssociatedProduct | null {
  if (product.type !== 'configurable') return null
  const chosen = new Map(choices)
  const selection: Record<string, number> = {}
  for (const attribute of product.associatedProductsAttributes) {
    const value = chosen.get(attribute.attributeCode)
    if (value === undefined || !/^\d{1,9}$/.test(value)) return null
    selection[attribute.attributeCode] = Number(value)
  }
  return (
    product.associatedProducts.find((variant) =>
      product.associatedProductsAttributes.every(
        (attribute) => variant.attributes[attribute.attributeCode] === selection[attribute.attributeCode],
      ),
    ) ?? null
  )
}
