import { type Product } from '@/content/catalogues/catalogue-types'
import { paths } from '@/config/paths'

/** schema.org Product data for search engines (https://schema.org/Product). */
export function productStructuredData(product: Product) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': paths.shopProduct(product.id),
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 5,
      reviewCount: product.reviews,
    },
    offers: {
      '@type': 'Offer',
      url: paths.shopProduct(product.id),
      priceCurrency: 'USD',
      price: (product.priceCents / 100).toFixed(2),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  }
}

/**
 * The structured data as a JSON data block. It is never executed, so the CSP's script-src
 * does not apply; '<' is escaped so no text in it can end the element early.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const json = JSON.stringify(productStructuredData(product)).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
