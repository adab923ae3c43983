import { CirclePlus, ReceiptText } from 'lucide-react'
import type * as React from 'react'

import type { PricePanelCopy } from '@/content/program-pages'

import { CheckList } from './check-list'
import { Section, SectionHeading } from './section'

type PricePanelProps = Omit<React.ComponentProps<typeof Section>, 'id' | 'title'> & {
  copy: PricePanelCopy
}

/**
 * "How much?" answered on a program or treatment page: the monthly price it starts from (or, on
 * a page that shows its prices elsewhere, what they cover), the free consultation, what is
 * included, what costs extra and how HSA/FSA payment works.
 */
function PricePanel({ copy, ...props }: PricePanelProps) {
  const headingId = `${copy.id}-heading`
  return (
    <Section id={copy.id} aria-labelledby={headingId} {...props}>
      <SectionHeading headingId={headingId} eyebrow={copy.eyebrow} title={copy.title} />
      <div
        data-slot="price-panel"
        className="mx-auto mt-12 grid max-w-5xl gap-8 rounded-2xl border border-border bg-background p-6 text-foreground shadow-sm sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <div className="flex flex-col gap-4">
          {copy.price ? (
            <div>
              <p data-slot="price" className="text-3xl font-bold text-navy sm:text-4xl">
                {copy.price.label}
              </p>
              {copy.price.note ? (
                <p className="mt-1 font-semibold text-teal">{copy.price.note}</p>
              ) : null}
            </div>
          ) : null}
          {copy.breakdown ? (
            <dl className="grid gap-2 border-y border-border py-4 text-sm">
              {copy.breakdown.map((item) => (
                <div key={item.name} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-semibold text-navy">{item.name}</dt>
                  <dd className="text-muted-foreground">{item.price.label}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="text-muted-foreground">{copy.summary}</p>
          <p className="font-semibold text-navy">{copy.consultation}</p>
        </div>

        <div className="grid gap-8 sm:grid-cols-2">
          <div>
            <h3 className="text-lg font-bold text-navy">{copy.includesTitle}</h3>
            <CheckList className="mt-4" items={copy.includes} columns={1} />
          </div>
          <div>
            <h3 className="text-lg font-bold text-navy">{copy.extrasTitle}</h3>
            <ul className="mt-4 grid gap-3">
              {copy.extras.map((extra) => (
                <li key={extra} className="flex items-start gap-3">
                  <CirclePlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy" />
                  <span>{extra}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="flex gap-3 rounded-xl bg-mist p-4 sm:p-5 lg:col-span-2">
          <ReceiptText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
          <div>
            <h3 className="font-bold text-navy">{copy.paymentTitle}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{copy.payment}</p>
          </div>
        </div>
      </div>
    </Section>
  )
}

export { PricePanel }
