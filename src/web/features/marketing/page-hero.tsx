import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

import { HeroHighlights } from './hero-highlights'
import { PageHeroFull, PageHeroWithGeneratedId } from './page-hero-full'
import { type PageHeroDocumentProps, type PageHeroProps, splitText } from './page-hero-props'
import { HeroTextBlock } from './page-hero-text'

export type { HeroBackdrop } from './page-hero-props'

/**
 * The top of a page: eyebrow, h1, lead text and the caller's actions
 * (children). The full hero (default) adds the back-to-home link and sets the text over a
 * background video, a still picture or plain navy, with white text on a navy overlay that keeps
 * 4.5:1 over any frame. `layout="band"` is the compact navy band of the consultation and
 * downloads pages, `layout="article"` the light header of a journal article, `layout="shop"` a
 * catalogue's banner, `layout="document"` the plain opening of a policy page.
 */
function PageHero(props: PageHeroProps | PageHeroDocumentProps) {
  switch (props.layout) {
    case 'document':
      return <PageHeroDocument {...props} />
    case 'band':
      return <PageHeroBand {...props} />
    case 'article':
      return <PageHeroArticle {...props} />
    case 'shop':
      return <PageHeroShop {...props} />
    default:
      return props.headingId === undefined ? (
        <PageHeroWithGeneratedId {...props} />
      ) : (
        <PageHeroFull {...props} headingId={props.headingId} />
      )
  }
}

function PageHeroBand(props: Extract<PageHeroProps, { layout: 'band' }>) {
  const [text, { highlights, aside, className, children, layout, ...rest }] = splitText(props)
  const content = (
    <>
      <HeroTextBlock layout={layout} {...text} />
      {highlights ? <HeroHighlights items={highlights} /> : null}
      {children}
    </>
  )

  return (
    <section
      aria-labelledby={text.headingId}
      className={cn('bg-navy text-white', className)}
      {...rest}
    >
      {aside ? (
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">{content}</div>
          {aside}
        </div>
      ) : (
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-14 sm:px-6 sm:py-20">
          {content}
        </div>
      )}
    </section>
  )
}

function PageHeroArticle(props: Extract<PageHeroProps, { layout: 'article' }>) {
  const [text, { above, className, children, layout, ...rest }] = splitText(props)
  return (
    <header className={cn('bg-mist', className)} {...rest}>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pt-8 pb-10 sm:px-6 sm:pt-12">
        {above}
        <HeroTextBlock layout={layout} {...text} />
        {children}
      </div>
    </header>
  )
}

function PageHeroShop(props: Extract<PageHeroProps, { layout: 'shop' }>) {
  const [text, { backLink, className, children, layout, ...rest }] = splitText(props)
  return (
    <section
      data-slot="catalogue-hero"
      aria-labelledby={text.headingId}
      className={cn('bg-navy text-white', className)}
      {...rest}
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-14">
        <Link
          to={backLink.href}
          className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-teal-light hover:text-white focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLink.label}
        </Link>
        <HeroTextBlock layout={layout} {...text} />
        {children}
      </div>
    </section>
  )
}

function PageHeroDocument(props: PageHeroDocumentProps) {
  const [text, { className, layout, ...rest }] = splitText(props)
  return (
    <div className={cn('flex flex-col gap-4', className)} {...rest}>
      <HeroTextBlock layout={layout} {...text} />
    </div>
  )
}

export { PageHero }
