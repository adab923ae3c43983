import { founderPage as page } from '@/content/people'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { BiographyLayout } from '@/features/marketing/biography-layout'
import { CheckListPanel } from '@/features/marketing/check-list-panel'
import { Section, SectionHeading } from '@/features/marketing/section'

/**
 * The founder's biography (docs/product.md, Consultation and other pages): biography, education and
 * licenses.
 */
export function Component() {
  return (
    <BiographyLayout page={page} statsHeadingId="founder-stats">
      <Section tone="mist" aria-label={`${page.education.heading}, ${page.licenses.heading}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckListPanel headingId="education-heading" {...page.education} />
          <CheckListPanel headingId="licenses-heading" {...page.licenses} />
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
