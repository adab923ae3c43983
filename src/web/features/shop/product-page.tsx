import { ArrowLeft, ChevronRight, RotateCcw, Truck } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'

import { MOBILE_BAR_ACTION_CLASS } from '@/components/layouts/mobile-bar'
import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { Catalogue, Product } from '@/content/catalogues/catalogue-types'
import { factsOf } from '@/content/catalogues/product-facts'
import type { ShopCopy } from '@/content/catalogues/shop-copy'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'
import { formatCents } from '@shared/money'

import { AddToCart } from './add-to-cart'
import { useCart } from './cart-provider'
import { FeatureList } from './feature-list'
import { useLiveProduct, useLiveProducts } from './live-catalogue'
import { ProductBadges } from './product-badges'
import { ProductFacts } from './product-facts'
import { ProductJsonLd } from './product-json-ld'
import { ProductPackshot } from './product-packshot'
import { ProductPrice, SavingsBadge } from './product-price'
import { ProductRating } from './product-rating'
import { ReviewNote } from './review-note'

type ProductPageProps = {
  product: Product
  catalogue: Pick<Catalogue, 'name' | 'path'>
  related: readonly Product[]
  copy: ShopCopy
}

/**
 * A product's own page (/shop/:productId): everything about it, and where to go next. Price and
 * stock are the live catalogue's once the page runs
 * (docs/decisions/024-live-catalogue-in-the-browser.md); the structured data keeps the build's,
 * as the prerendered page does. Below `md` Add to Cart and the price sit in the mobile bar, in
 * reach wherever the page is scrolled (the site layout leaves the bar's right side to this page).
 */
function ProductPage({ product: contentProduct, catalogue, related, copy }: ProductPageProps) {
  const { addItem, setOpen: openCart } = useCart()
  const labels = copy.product
  const page = copy.productPage
  const facts = factsOf(contentProduct.id)
  const product = useLiveProduct(contentProduct)
  const liveRelated = useLiveProducts(related)

  return (
    <PageMain className="bg-background">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <nav aria-label={page.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              {[
                { to: paths.home, label: page.home },
                { to: catalogue.path, label: catalogue.name },
              ].map((crumb) => (
                <Fragment key={crumb.to}>
                  <li>
                    <Link to={crumb.to} className="font-semibold text-teal hover:underline">
                      {crumb.label}
                    </Link>
                  </li>
                  <li aria-hidden="true">
                    <ChevronRight className="size-4" />
                  </li>
                </Fragment>
              ))}
              <li>
                <span aria-current="page">{product.name}</span>
              </li>
            </ol>
          </nav>
        </div>

        <div className="mt-8 grid gap-10 md:grid-cols-2">
          <div className="relative self-start rounded-2xl bg-mist p-4 sm:p-10">
            <ProductPackshot product={product} className="mx-auto max-w-56 md:max-w-none" />
            <SavingsBadge
              product={product}
              labels={labels}
              size="sm"
              className="absolute top-4 right-4"
            />
          </div>

          <div className="flex flex-col gap-5">
            <ProductBadges product={product} labels={labels} />
            {/* Not a PageHero: the h1 is one line of the buy box beside the gallery, between the
                badges and the rating, with the price and the add-to-cart control after it. */}
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold tracking-wide text-teal uppercase">
                {product.brand}
              </p>
              <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
                {product.name}
              </h1>
              <ProductRating rating={product.rating} reviews={product.reviews} labels={labels} />
            </div>
            <ProductPrice product={product} labels={labels} size="lg" />
            {product.needsReview ? (
              <ReviewNote label={labels.needsReview} body={labels.needsReviewBody} />
            ) : null}
            <p className="text-lg text-foreground">{product.description}</p>
            <p
              className={
                product.inStock ? 'font-semibold text-teal' : 'font-semibold text-destructive'
              }
            >
              {product.inStock ? labels.inStock : labels.outOfStock}
            </p>
            <AddToCart
              product={product}
              labels={labels}
              buttonClassName="max-md:h-11 max-md:px-3 max-md:text-sm max-[22.5rem]:px-2 max-[22.5rem]:text-xs md:min-w-48 md:flex-none"
              placement={{
                className: cn(MOBILE_BAR_ACTION_CLASS, 'md:contents'),
                // The bar shows the price beside the button; the buy box already does above.
                before: (
                  <span
                    aria-hidden="true"
                    data-slot="bar-price"
                    className="shrink-0 text-sm font-bold text-navy max-[22.5rem]:text-xs md:hidden"
                  >
                    {formatCents(product.priceCents)}
                  </span>
                ),
              }}
              onAdd={(quantity) => {
                addItem(product, quantity)
                toast({
                  title: labels.added,
                  description: labels.addedBody(quantity, product.name),
                  action: { label: labels.viewCart, onSelect: () => openCart(true) },
                })
              }}
            />
            <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
              <li className="flex items-center gap-2">
                <Truck aria-hidden="true" className="size-4 text-teal" />
                {page.shipping}
              </li>
              <li className="flex items-center gap-2">
                <RotateCcw aria-hidden="true" className="size-4 text-teal" />
                {page.guarantee}
              </li>
            </ul>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-border pt-5 text-sm">
              <dt className="font-semibold text-navy">{page.category}</dt>
              <dd>{product.category}</dd>
              <dt className="font-semibold text-navy">{page.brand}</dt>
              <dd>{product.brand}</dd>
              <dt className="font-semibold text-navy">{page.size}</dt>
              <dd>{product.size}</dd>
            </dl>
          </div>
        </div>

        <div className="mt-12 grid gap-10 md:grid-cols-2">
          <div className="flex flex-col gap-10">
            <section aria-labelledby="features-heading">
              <h2 id="features-heading" className="text-2xl font-bold text-navy">
                {page.features}
              </h2>
              <FeatureList
                features={product.features}
                className="mt-4 gap-2"
                checkClassName="mt-1"
              />
            </section>
            <section aria-labelledby="directions-heading">
              <h2 id="directions-heading" className="text-2xl font-bold text-navy">
                {page.directions}
              </h2>
              <p className="mt-4">{product.directions}</p>
              <p className="mt-6 rounded-md bg-mist p-4 text-xs text-muted-foreground">
                {page.fdaNote}
              </p>
            </section>
          </div>
          {facts ? (
            <ProductFacts facts={facts} labels={page.facts} className="md:justify-self-end" />
          ) : null}
        </div>

        {liveRelated.length > 0 ? (
          <section aria-labelledby="related-heading" className="mt-16">
            <h2 id="related-heading" className="text-2xl font-bold text-navy">
              {page.related}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-3">
              {liveRelated.map((item) => (
                <li key={item.id}>
                  <Link
                    to={paths.shopProduct(item.id)}
                    className="group flex h-full flex-col gap-3 rounded-xl border border-border p-4 shadow-sm transition-shadow hover:shadow-md"
                  >
                    <ProductPackshot
                      product={item}
                      decorative
                      className="mx-auto max-w-40 rounded-lg bg-mist"
                    />
                    <span className="font-semibold text-navy group-hover:underline">
                      {item.name}
                    </span>
                    <ProductPrice product={item} labels={labels} className="mt-auto" />
                    {/* Sold out since the page was built: said, so nobody follows it to buy. */}
                    {item.inStock ? null : (
                      <span
                        data-slot="related-out-of-stock"
                        className="self-start rounded-full px-2.5 py-1 text-xs font-semibold text-destructive ring-1 ring-destructive"
                      >
                        {labels.outOfStock}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <Button asChild variant="link" className="mt-10">
          <Link to={catalogue.path}>
            <ArrowLeft aria-hidden="true" />
            {page.backTo(catalogue.name)}
          </Link>
        </Button>
      </div>
      <ProductJsonLd product={contentProduct} catalogue={catalogue} />
    </PageMain>
  )
}

/**
 * Up to three other products of the catalogue that are in stock, those in the same category
 * first: a suggestion the shopper cannot buy is no suggestion. (One that sells out after the
 * build is labelled on the page.)
 */
export function relatedProducts(product: Product, products: readonly Product[], limit = 3) {
  const others = products.filter((candidate) => candidate.id !== product.id && candidate.inStock)
  const same = others.filter((candidate) => candidate.category === product.category)
  const rest = others.filter((candidate) => candidate.category !== product.category)
  return [...same, ...rest].slice(0, limit)
}

export { ProductPage }
