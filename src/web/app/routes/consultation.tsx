import { ArrowLeft, CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { consultationPage, leadFormCopy } from '@/content/consultation'
import { site } from '@/content/site'
import { ConsultationForm } from '@/features/leads/consultation-form'
import { IntakeInvite } from '@/features/marketing/intake-invite'
import { PageHero } from '@/features/marketing/page-hero'
import { usePageMeta } from '@/hooks/use-page-meta'
import { cn } from '@/lib/cn'

type StatsCardProps = React.ComponentProps<'div'> & {
  label: string
  stats: readonly { value: string; label: string; note?: string }[]
}

/** The practice's figures, each with what it counts where it has a definition. */
function StatsCard({ label, stats, className, ...props }: StatsCardProps) {
  return (
    <div className={cn('rounded-xl p-6 text-white', className)} {...props}>
      <h2 className="sr-only">{label}</h2>
      <dl className="grid grid-cols-2 gap-6">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm text-white/85">{stat.label}</dt>
            <dd className="text-3xl font-bold text-amber">{stat.value}</dd>
            {stat.note ? (
              // Read after the label and value; drawn last (the column runs bottom to top).
              <dd data-slot="stat-note" className="order-first text-xs text-white/85">
                {stat.note}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  )
}

/**
 * /consultation (docs/product.md, Consultation and other pages): hero, the request form, what to
 * expect, and a call-instead card. On a phone the figures follow the form rather than precede it,
 * so the form starts on the first screen or just below it; from lg they sit beside the hero text.
 */
export function Component() {
  const { hero, form, expect, callInstead } = consultationPage
  usePageMeta({ title: consultationPage.title, description: consultationPage.description })

  return (
    <PageMain>
      <PageHero
        layout="band"
        headingId="consultation-heading"
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.lead}
        highlights={hero.highlights}
        aside={
          <StatsCard
            className="hidden border border-white/15 bg-white/5 lg:block"
            label={hero.statsLabel}
            stats={hero.stats}
          />
        }
      >
        <div className="flex flex-col gap-2">
          <p className="text-white/90">
            {hero.callPrompt}{' '}
            <a
              href={`tel:${site.phone.tel}`}
              className="font-bold whitespace-nowrap text-amber underline underline-offset-4 hover:no-underline focus-visible:outline-amber"
            >
              {site.phone.display}
            </a>
          </p>
          <p className="text-white/90">
            {hero.bookOnline.prompt}{' '}
            <Link
              to={paths.book}
              className="font-bold whitespace-nowrap text-amber underline underline-offset-4 hover:no-underline focus-visible:outline-amber"
            >
              {hero.bookOnline.label}
            </Link>
          </p>
        </div>
      </PageHero>

      <div className="bg-mist">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 pt-6 pb-14 sm:px-6 sm:pt-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-20">
          <Card spacing="compact">
            <CardHeader>
              <CardTitle id="consultation-form-heading">{form.heading}</CardTitle>
              <CardDescription size="base">{form.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              <ConsultationForm
                aria-labelledby="consultation-form-heading"
                copy={leadFormCopy}
                submitLabel={form.submit}
                submittingLabel={form.submitting}
                success={form.success}
                nextSteps={form.nextSteps}
              />
            </CardContent>
          </Card>

          <div className="flex flex-col gap-8">
            {/* Below lg the hero's figures come here, after the form. */}
            <StatsCard className="bg-navy lg:hidden" label={hero.statsLabel} stats={hero.stats} />

            <Card spacing="compact">
              <CardHeader>
                <CardTitle>{expect.heading}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-4">
                  {expect.items.map((item) => (
                    <li key={item.title} className="flex gap-3">
                      <CheckCircle2
                        aria-hidden="true"
                        className="mt-0.5 size-5 shrink-0 text-teal"
                      />
                      <div>
                        <p className="font-semibold text-navy">{item.title}</p>
                        <p className="text-sm text-muted-foreground">{item.description}</p>
                      </div>
                    </li>
                  ))}
                </ul>
                <p className="mt-5 rounded-md bg-amber/20 px-4 py-3 text-sm font-semibold text-navy">
                  {expect.value}
                </p>
              </CardContent>
            </Card>

            <Card spacing="compact">
              <CardHeader>
                <CardTitle>{callInstead.heading}</CardTitle>
                <CardDescription size="base">{callInstead.intro}</CardDescription>
              </CardHeader>
              <CardContent>
                <dl className="flex flex-col gap-4">
                  <div>
                    <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Phone aria-hidden="true" className="size-5 shrink-0 text-teal" />
                      {callInstead.phoneLabel}
                    </dt>
                    <dd className="pl-7">
                      <a
                        href={`tel:${site.phone.tel}`}
                        className="text-lg font-bold text-navy underline-offset-4 hover:underline"
                      >
                        {site.phone.display}
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Mail aria-hidden="true" className="size-5 shrink-0 text-teal" />
                      {callInstead.emailLabel}
                    </dt>
                    <dd className="pl-7">
                      <a
                        href={`mailto:${site.email}`}
                        className="font-semibold break-all text-navy underline-offset-4 hover:underline"
                      >
                        {site.email}
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Clock aria-hidden="true" className="size-5 shrink-0 text-teal" />
                      {callInstead.hoursLabel}
                    </dt>
                    {site.hours.map((hours) => (
                      <dd key={hours} className="pl-7 font-semibold text-navy">
                        {hours}
                      </dd>
                    ))}
                  </div>
                </dl>
                <Link
                  to={callInstead.findClinic.href}
                  className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-navy underline underline-offset-4 hover:no-underline"
                >
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-teal" />
                  {callInstead.findClinic.label}
                </Link>
              </CardContent>
            </Card>

            <Card spacing="compact">
              <CardContent>
                <IntakeInvite />
              </CardContent>
            </Card>
          </div>
        </div>

        <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
          <Button asChild variant="link" size="inline" className="h-11 py-2">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden="true" />
              {consultationPage.backHome}
            </Link>
          </Button>
        </div>
      </div>
    </PageMain>
  )
}
