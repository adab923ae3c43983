import { ceoPage as page } from '@/content/people'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { BiographyLayout } from '@/features/marketing/biography-layout'
import { Section, SectionHeading } from '@/features/marketing/section'
import { Timeline } from '@/features/marketing/timeline'

/**
 * The CEO's biography (docs/product.md, Consultation and other pages): biography, leadership
 * highlights, the 2020 telemedicine launch.
 */
export function Component() {
  return (
    <BiographyLayout page={page} statsHeadingId="ceo-stats">
      <Section tone="mist" aria-labelledby="highlights-heading">
        <SectionHeading headingId="highlights-heading" title={page.highlights.heading}>
          <p>{page.highlights.intro}</p>
        </SectionHeading>
        <BenefitGrid className="mt-10" items={page.highlights.items} />
      </Section>

      <Section id="telemedicine" aria-labelledby="telemedicine-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            align="start"
            headingId="telemedicine-heading"
            eyebrow={page.telemedicine.eyebrow}
            title={page.telemedicine.heading}
          >
            <div className="flex flex-col gap-4">
              {page.telemedicine.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </SectionHeading>
          <Timeline entries={page.telemedicine.timeline} />
        </div>
      </Section>
    </BiographyLayout>
  )
}
