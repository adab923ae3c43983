import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { testosteroneFaq } from '@/content/faqs/testosterone'
import { heroMedia } from '@/content/program-pages'
import { testosteronePage as page } from '@/content/testosterone'
import { testosteronePricing } from '@/content/treatment-prices'
import { ActionLink } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { FaqSection } from '@/features/marketing/faq-section'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { PricePanel } from '@/features/marketing/price-panel'
import { SplitSection } from '@/features/marketing/split-section'
import { Timeline } from '@/features/marketing/timeline'
import { TreatmentLayout } from '@/features/marketing/treatment-layout'

/**
 * /testosterone: hero, low testosterone with eight symptoms, four benefit cards, what to
 * expect, the medical approach, price, questions, stats (docs/product.md, Program and treatment
 * pages).
 */
export function Component() {
  const { lowTestosterone, benefits, expect, approach } = page

  return (
    <TreatmentLayout page={page} poster={heroMedia.mensHealth.poster}>
      <SplitSection
        copy={lowTestosterone}
        columns="halves"
        aside={
          <div className="rounded-2xl bg-mist p-6 sm:p-8">
            <h3 className="text-xl font-bold text-navy">{lowTestosterone.symptomsTitle}</h3>
            <CheckList className="mt-6" items={lowTestosterone.symptoms} columns={1} />
          </div>
        }
      />

      <CopySection copy={benefits} tone="mist">
        <BenefitGrid className="mt-12" columns={4} items={benefits.items} />
      </CopySection>

      <CopySection copy={expect}>
        <div className="mx-auto mt-12 max-w-3xl">
          <Timeline entries={expect.entries} />
          <p className="mt-8 text-sm text-muted-foreground">{expect.note}</p>
        </div>
      </CopySection>

      <CopySection copy={approach} tone="mist">
        {/* Five cards: three, then two centered, with no hole at the end of the last row. */}
        <BenefitGrid className="mt-12" items={approach.items} lastRow="center" />
        <Callout
          icon={approach.fertility.icon}
          title={approach.fertility.title}
          className="mx-auto mt-10 max-w-4xl"
        >
          <Paragraphs paragraphs={approach.fertility.body} />
          <Link
            to={approach.fertility.link.href}
            className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-teal underline-offset-4 hover:underline"
          >
            {approach.fertility.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Callout>
        {/* The section's own next step, under everything it closes. */}
        <div className="mt-10 flex justify-center">
          <ActionLink action={approach.action} />
        </div>
      </CopySection>

      <PricePanel copy={testosteronePricing} />
      <FaqSection copy={testosteroneFaq} tone="mist" />
    </TreatmentLayout>
  )
}
