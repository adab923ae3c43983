import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { leadFormCopy } from '@/content/consultation'
import { downloadsPage, resources } from '@/content/downloads'
import { GuideDownloadCard } from '@/features/leads/guide-download-card'
import { PageHero } from '@/features/marketing/page-hero'
import { Section, SectionHeading } from '@/features/marketing/section'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * /downloads (docs/product.md, Consultation and other pages): the six free guides, each downloaded
 * through a short request form.
 */
export function Component() {
  const { hero, afterNote } = downloadsPage
  usePageMeta({ title: downloadsPage.title, description: downloadsPage.description })

  return (
    <PageMain>
      <PageHero
        layout="band"
        headingId="downloads-heading"
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.lead}
      />

      <Section tone="mist" aria-labelledby="guides-heading">
        <h2 id="guides-heading" className="sr-only">
          {downloadsPage.listHeading}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {resources.map((resource) => (
            <li key={resource.id} className="flex">
              <GuideDownloadCard
                className="w-full"
                guide={resource}
                copy={downloadsPage}
                formCopy={leadFormCopy}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="after-guides-heading">
        <SectionHeading headingId="after-guides-heading" title={afterNote.heading}>
          <p>{afterNote.body}</p>
        </SectionHeading>
        <div className="mt-8 flex flex-col items-center gap-6">
          <Button asChild size="lg">
            <Link to={paths.consultation}>{afterNote.cta}</Link>
          </Button>
          <Button asChild variant="link">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden="true" />
              {downloadsPage.backHome}
            </Link>
          </Button>
        </div>
      </Section>
    </PageMain>
  )
}
