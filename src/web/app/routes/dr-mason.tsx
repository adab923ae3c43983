import { founderPage as page } from '@/content/people'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { BiographyLayout } from '@/features/marketing/biography-layout'
import { CheckList } from '@/features/marketing/check-list'
import { Section, SectionHeading } from '@/features/marketing/section'

/**
 * The founder's biography (docs/product.md, Consultation and other pages): biography, education and
 * licences.
 */
export function Component() {
  return (
    <BiographyLayout page={page} statsHeadingId="founder-stats">
      <Section tone="mist" aria-label={`${page.education.heading}, ${page.licences.heading}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="education-heading" className="flex flex-col gap-4">
            <h2 id="education-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {page.education.heading}
            </h2>
            <p className="text-muted-foreground">{page.education.intro}</p>
            <CheckList items={page.education.items} columns={1} />
          </section>
          <section aria-labelledby="licences-heading" className="flex flex-col gap-4">
            <h2 id="licences-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {page.licences.heading}
            </h2>
            <p className="text-muted-foreground">{page.licences.intro}</p>
            <CheckList items={page.licences.items} columns={1} />
          </section>
        </div>
      </Section>

      <Section aria-labelledby="approach-heading">
        <SectionHeading headingId="approach-heading" title={page.approach.heading}>
          <p>{page.approach.intro}</p>
        </SectionHeading>
        <BenefitGrid className="mt-10" columns={4} items={page.approach.items} />
      </Section>
    </BiographyLayout>
  )
}
