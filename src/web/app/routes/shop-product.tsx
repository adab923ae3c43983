import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  useLoaderData,
  useRouteError,
} from 'react-router'

import { allProducts, catalogueById } from '@/content/catalogues/all-catalogues'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { ProductPage, relatedProducts } from '@/features/shop/product-page'
import { usePageMeta } from '@/hooks/use-page-meta'

import { Component as NotFoundPage } from './not-found'

export function loader({ params }: LoaderFunctionArgs) {
  const product = allProducts.find((candidate) => candidate.id === params.productId)
  // An unknown id is a missing page, answered by the ErrorBoundary below.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  if (!product) throw data(null, { status: 404 })
  return { productId: product.id }
}

export function Component() {
  const { productId } = useLoaderData<typeof loader>()
  // The loader has checked the id; the catalogue data itself stays out of the loader's answer.
  const product = allProducts.find((candidate) => candidate.id === productId)!
  const catalogue = catalogueById(product.catalogue)
  usePageMeta({
    title: `${product.name}${shopCopy.productPage.titleSuffix}`,
    description: product.description,
  })

  return (
    <ProductPage
      // A new product starts again at quantity 1.
      key={product.id}
      product={product}
      catalogue={catalogue}
      related={relatedProducts(product, catalogue.products)}
      copy={shopCopy}
    />
  )
}

/** An unknown product id shows the site's 404 page, inside the layout; anything else goes up. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  throw error
}
