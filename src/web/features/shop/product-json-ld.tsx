import { JsonLd } from '@/components/json-ld'
import { paths } from '@/config/paths'
import type { Catalogue, Product } from '@/content/catalogues/catalogue-types'
import { useSiteOrigin } from '@/hooks/use-site-origin'
import { breadcrumbJsonLd, productJsonLd } from '@/lib/structured-data'

/** schema.org Product (with its offer) and the Home › catalogue › product breadcrumb. */
export function ProductJsonLd({
  product,
  catalogue,
}: {
  product: Product
  catalogue: Pick<Catalogue, 'name' | 'path'>
}) {
  const origin = useSiteOrigin()
  const url = `${origin}${paths.shopProduct(product.id)}`
  return (
    <>
      <JsonLd
        data={productJsonLd({
          name: product.name,
          description: product.description,
          url,
          sku: product.id,
          brand: product.brand,
          category: product.category,
          priceCents: product.priceCents,
          inStock: product.inStock,
          rating: { value: product.rating, count: product.reviews },
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', url: `${origin}/` },
          { name: catalogue.name, url: `${origin}${catalogue.path}` },
          { name: product.name, url },
        ])}
      />
    </>
  )
}
