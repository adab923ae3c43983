import { Info } from 'lucide-react'

import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { researchArticles, researchPage } from '@/content/research-articles'
import { ResearchBrowser } from '@/features/journal/research-browser'
import { PageHero } from '@/features/marketing/page-hero'
import { Section } from '@/features/marketing/section'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * The research list (docs/product.md, Journal and research): real papers, with search, category
 * chips and the four sort orders all working and kept in the URL; 'View Article' opens the DOI,
 * 'Download PDF' the free full text where one exists (docs/product.md, Journal and research).
 */
export function Component() {
  usePageMeta({ title: researchPage.title, description: researchPage.description })

  return (
    <PageMain>
      <PageHero
        eyebrow={researchPage.eyebrow}
        title={researchPage.heading}
        lead={researchPage.intro}
        backLink={{ label: researchPage.backHome, href: paths.home }}
      />
      <Section aria-label={researchPage.eyebrow} spacing="even">
        <div className="mx-auto flex max-w-4xl flex-col gap-8">
          <p className="flex items-start gap-2 rounded-xl bg-mist p-4 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
            <span>
              {researchPage.citationsNote} {researchPage.disclaimer}
            </span>
          </p>
          <ResearchBrowser papers={researchArticles} copy={researchPage} />
        </div>
      </Section>
    </PageMain>
  )
}
