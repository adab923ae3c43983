import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { blogArticles, blogPage } from '@/content/blog'
import { BlogBrowser } from '@/features/journal/blog-browser'
import { PageHero } from '@/features/marketing/page-hero'
import { Section } from '@/features/marketing/section'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * The journal (docs/product.md, Journal and research): search, category chips, two featured and six
 * latest articles and Load More — all working (docs/product.md, Working where it says "does
 * nothing"), with the view kept in the URL.
 */
export function Component() {
  usePageMeta({ title: blogPage.title, description: blogPage.description })

  return (
    <PageMain>
      <PageHero
        eyebrow={blogPage.eyebrow}
        title={blogPage.heading}
        lead={blogPage.intro}
        backLink={{ label: blogPage.backHome, href: paths.home }}
      />
      <Section aria-label={blogPage.eyebrow} spacing="even">
        <BlogBrowser articles={blogArticles} copy={blogPage} />
      </Section>
    </PageMain>
  )
}
