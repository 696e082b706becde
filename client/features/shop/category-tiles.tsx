import { Link } from '../../lib/link'
import { ResponsiveImage, fromMedia } from '../../lib/ui/responsive-image'
import type { CategoryNode } from '../../../contract/dto/catalogue'

/** SPEC §2 Category list: tiles (image and name) linking to /shop/{category slug}. */
export function CategoryTiles({ categories }: { categories: readonly CategoryNode[] }) {
  return (
    <ul className="grid grid--4 category-tiles" role="list">
      {categories.map((category) => (
        <li key={category.id} className="card">
          {category.image ? (
            <div className="card__media">
              <ResponsiveImage
                image={fromMedia(category.image, category.name)}
                sizes="(min-width: 64rem) 16rem, 50vw"
                decorative
              />
            </div>
          ) : null}
          <div className="card__body">
            <p className="card__title">
              <Link to="shop" params={{ slug: category.slug }} className="card__link">
                {category.name}
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
