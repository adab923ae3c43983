import { SearchX, SlidersHorizontal } from 'lucide-react'
import { useMemo, useRef } from 'react'
import type * as React from 'react'

import { PageMain } from '@/components/layouts/page-main'
import { Button, buttonVariants } from '@/components/ui/button'
import type { Catalogue, Product } from '@/content/catalogues/catalogue-types'
import type { ShopCopy } from '@/content/catalogues/shop-copy'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'

import { useCart } from './cart-provider'
import { CatalogueFilters } from './catalogue-filters'
import { categoryCounts, clearFilters, filterConfig, visibleProducts } from './catalogue-query'
import { CatalogueToolbar } from './catalogue-toolbar'
import { useLiveProducts } from './live-catalogue'
import { ProductCard } from './product-card'
import { useCatalogueQuery } from './use-catalogue-query'

type CataloguePageProps = {
  /** The catalogue's banner (its h1, the way home and the value points), which the route supplies. */
  hero: React.ReactNode
  catalogue: Catalogue
  copy: ShopCopy
}

/**
 * One catalogue (docs/product.md, Shop): the hero (given), the filter sidebar (behind a Filters
 * button on small screens), the toolbar, the count, the products in a grid or a list, each card
 * with its own quick view. The cart drawer belongs to the shop layout around it, its button to the
 * site header. Prices and stock are the live catalogue's once the page runs
 * (docs/decisions/024-live-catalogue-in-the-browser.md).
 */
function CataloguePage({ hero, catalogue, copy }: CataloguePageProps) {
  const config = useMemo(() => filterConfig(catalogue), [catalogue])
  const { query, update } = useCatalogueQuery(config)
  const { addItem, setOpen: openCart } = useCart()
  const filtersDisclosure = useRef<HTMLDetailsElement>(null)
  const filtersToggle = useRef<HTMLElement>(null)
  const liveProducts = useLiveProducts(catalogue.products)

  const products = useMemo(() => visibleProducts(liveProducts, query), [liveProducts, query])
  // The panel lists every category the specification gives the catalogue, empty ones with (0)
  // (docs/product.md, Shop); only those with products can be chosen (`config`).
  const panel = useMemo(
    () => ({ ...config, categories: catalogue.categories }),
    [config, catalogue.categories],
  )
  const counts = useMemo(
    () => categoryCounts(catalogue.products, catalogue.categories),
    [catalogue.products, catalogue.categories],
  )

  // On a small screen the panel opens below its button, which may sit low on the screen: bring
  // the button to the top, so the panel below it is in view above the mobile bar. (Opened before
  // the page's code ran, it stays open and where the visitor left it.)
  function onFiltersToggle() {
    if (!filtersDisclosure.current?.open) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    filtersToggle.current?.scrollIntoView?.({
      block: 'start',
      behavior: reduce ? 'auto' : 'smooth',
    })
  }

  function add(product: Product, quantity = 1) {
    addItem(product, quantity)
    toast({
      title: copy.product.added,
      description: copy.product.addedBody(quantity, product.name),
      // On a phone the header's cart button has scrolled away by the time a card is added.
      action: { label: copy.product.viewCart, onSelect: () => openCart(true) },
    })
  }

  function closeFilters() {
    if (filtersDisclosure.current) filtersDisclosure.current.open = false
    filtersToggle.current?.focus()
  }

  return (
    <PageMain>
      {hero}
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {/* On small screens the panel is behind a Filters disclosure, the platform's own
            (<details>), so the first tap opens it before the page's code has started
            (docs/decisions/018-page-code-starts-when-needed.md); hydration leaves it open or
            closed as the visitor set it. From lg the panel is always shown and the toggle is not. */}
        <details
          ref={filtersDisclosure}
          data-slot="filters-disclosure"
          onToggle={onFiltersToggle}
          className="mb-6 lg:mb-0 lg:details-content:[content-visibility:visible]"
        >
          <summary
            ref={filtersToggle}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-full cursor-pointer scroll-mt-4 list-none lg:hidden [&::-webkit-details-marker]:hidden',
            )}
          >
            <SlidersHorizontal aria-hidden="true" />
            {copy.filters.open}
          </summary>
          <CatalogueFilters
            id="catalogue-filters"
            catalogue={panel}
            counts={counts}
            query={query}
            onUpdate={update}
            onClearAll={() => update(clearFilters(query, config))}
            onClose={closeFilters}
            labels={copy.filters}
            className="mt-4 flex lg:mt-0"
          />
        </details>

        <section aria-labelledby="products-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="products-heading" className="sr-only">
            {copy.toolbar.productsHeading}
          </h2>
          <CatalogueToolbar
            query={query}
            onUpdate={update}
            search={{ placeholder: catalogue.searchPlaceholder, label: catalogue.searchLabel }}
            labels={copy.toolbar}
          />
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {copy.toolbar.showing(products.length, catalogue.products.length)}
          </p>
          {products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="size-10 text-teal" />
              <h3 className="text-lg font-bold text-navy">{copy.empty.title}</h3>
              <p className="max-w-md text-muted-foreground">{copy.empty.body}</p>
              <Button
                type="button"
                variant="outline"
                onClick={() => update({ ...clearFilters(query, config), search: '' })}
              >
                {copy.empty.action}
              </Button>
            </div>
          ) : (
            <ul
              data-slot="product-list"
              data-view={query.view}
              className={cn(
                query.view === 'grid'
                  ? 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3'
                  : 'flex flex-col gap-4',
              )}
            >
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    view={query.view}
                    labels={copy.product}
                    quickViewLabels={copy.quickView}
                    onAdd={(chosen, quantity) => add(chosen, quantity)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageMain>
  )
}

export { CataloguePage }
