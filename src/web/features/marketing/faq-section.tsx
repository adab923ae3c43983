import { ChevronDown } from 'lucide-react'
import type * as React from 'react'

import { JsonLd } from '@/components/json-ld'
import type { FaqCopy } from '@/content/program-pages'
import { faqPageJsonLd } from '@/lib/structured-data'

import { CopySection } from './copy-section'

type FaqSectionProps = Omit<React.ComponentProps<typeof CopySection>, 'copy' | 'children'> & {
  copy: FaqCopy
}

/**
 * A page's common questions, each a native disclosure (<details>): the prerendered page opens
 * and closes them by mouse or keyboard before its code runs, and hydration leaves them as the
 * visitor set them. Search engines read the same questions and answers as FAQPage JSON-LD.
 */
function FaqSection({ copy, ...props }: FaqSectionProps) {
  return (
    <CopySection copy={copy} {...props}>
      <JsonLd data={faqPageJsonLd(copy.items)} />
      <div data-slot="faq-list" className="mx-auto mt-10 flex max-w-3xl flex-col gap-3">
        {copy.items.map((item) => (
          <details
            key={item.question}
            className="group rounded-2xl border border-border bg-background text-foreground shadow-sm"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-navy [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-teal group-open:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </CopySection>
  )
}

export { FaqSection }
