import { Clock, MapPin, Phone } from 'lucide-react'

import { JsonLd } from '@/components/json-ld'
import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { clinicFacts } from '@/content/clinic-facts'
import { clinicLocations, clinicsByState, locationsPage as page } from '@/content/locations'
import { site } from '@/content/site'
import { ActionLinks } from '@/features/marketing/action-links'
import { CtaBand } from '@/features/marketing/cta-band'
import { PageHero } from '@/features/marketing/page-hero'
import { Section } from '@/features/marketing/section'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSiteOrigin } from '@/hooks/use-site-origin'
import { clinicLocationJsonLd } from '@/lib/structured-data'
import { SERVED_STATES } from '@shared/clinic'

/**
 * /locations (docs/product.md, Locations): the clinics grouped by state, each an <address> with
 * its phone and hours and a schema.org MedicalClinic of its own; telehealth in the states served
 * online; the clinic hours; the ways to book.
 */
export function Component() {
  usePageMeta({ title: page.title, description: page.description })
  const origin = useSiteOrigin()
  const states = clinicFacts.statesOnline.value

  return (
    <PageMain>
      <>
        {clinicLocations.map((clinic) => (
          <JsonLd
            key={clinic.id}
            data={clinicLocationJsonLd({
              name: clinic.name,
              url: `${origin}${paths.locations}#${clinic.id}`,
              telephone: clinic.phone.tel,
              address: clinic,
              openingHours: clinic.openingHours,
              parent: { name: site.brand, url: `${origin}/` },
            })}
          />
        ))}
      </>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead(clinicFacts.clinicLocations.value, states)}
        backLink={{ label: page.backHome, href: paths.home }}
      >
        <ActionLinks className="mt-8" actions={page.heroActions} />
        <nav aria-label={page.statesNav} className="mt-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {clinicsByState().map((group) => (
              <li key={group.code}>
                <a
                  href={`#clinics-${group.code.toLowerCase()}`}
                  className="inline-flex min-h-6 items-center font-semibold text-white underline underline-offset-4 hover:no-underline"
                >
                  {group.name} ({group.clinics.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {clinicsByState().map((group, index) => (
        <Section
          key={group.code}
          tone={index % 2 === 0 ? 'white' : 'mist'}
          id={`clinics-${group.code.toLowerCase()}`}
          aria-labelledby={`clinics-${group.code.toLowerCase()}-heading`}
          spacing="snug"
        >
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <h2
              id={`clinics-${group.code.toLowerCase()}-heading`}
              className="text-3xl font-bold tracking-tight text-navy"
            >
              {group.name}
            </h2>
            <p className="text-muted-foreground">{page.clinicCount(group.clinics.length)}</p>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.clinics.map((clinic) => (
              <li
                key={clinic.id}
                id={clinic.id}
                className="bg-card flex scroll-mt-4 flex-col gap-3 rounded-xl border p-5 shadow-sm"
              >
                <h3 className="text-lg font-bold text-navy">{clinic.name}</h3>
                <address className="flex flex-col gap-2 text-sm not-italic">
                  <span className="flex gap-2">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                    <span>
                      {clinic.street}
                      <br />
                      {clinic.city}, {clinic.state} {clinic.zip}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0 text-teal" />
                    <span className="sr-only">{page.phoneLabel}: </span>
                    <a
                      href={`tel:${clinic.phone.tel}`}
                      className="inline-flex min-h-6 items-center font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {clinic.phone.display}
                    </a>
                  </span>
                </address>
                <p className="flex gap-2 text-sm text-muted-foreground">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                  <span>
                    <span className="sr-only">{page.hoursLabel}: </span>
                    {clinic.hours.join(', ')}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ))}

      <Section aria-label={`${page.telehealth.heading}, ${page.hours.heading}`}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <section
            id="telehealth"
            aria-labelledby="telehealth-heading"
            className="flex flex-col items-start gap-4"
          >
            <h2 id="telehealth-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {page.telehealth.heading}
            </h2>
            <p className="text-lg text-muted-foreground">{page.telehealth.body(states)}</p>
            <h3 className="text-sm font-semibold tracking-wider text-teal uppercase">
              {page.telehealth.statesLabel}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {SERVED_STATES.map((state) => (
                <li
                  key={state.code}
                  className="rounded-full bg-mist px-4 py-1.5 text-sm font-semibold text-navy"
                >
                  {state.name}
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">{page.telehealth.licensing}</p>
            <ActionLinks actions={[page.telehealth.action]} />
          </section>

          <section
            id="hours"
            aria-labelledby="hours-heading"
            className="flex flex-col gap-4 rounded-3xl bg-navy p-6 text-white sm:p-8"
          >
            <h2 id="hours-heading" className="text-2xl font-bold sm:text-3xl">
              {page.hours.heading}
            </h2>
            <p className="text-white/85">{page.hours.intro}</p>
            <ul className="flex flex-col gap-2">
              {site.hours.map((hours) => (
                <li key={hours} className="flex items-center gap-2 font-semibold">
                  <Clock aria-hidden="true" className="size-5 shrink-0 text-amber" />
                  {hours}
                </li>
              ))}
            </ul>
            <p className="text-white/85">
              {page.hours.callPrompt}{' '}
              <a
                href={`tel:${site.phone.tel}`}
                className="font-bold whitespace-nowrap text-amber underline underline-offset-4 hover:no-underline focus-visible:outline-amber"
              >
                {site.phone.display}
              </a>
            </p>
          </section>
        </div>
      </Section>

      <CtaBand title={page.cta.heading} text={page.cta.body}>
        <ActionLinks actions={page.cta.actions} />
      </CtaBand>
    </PageMain>
  )
}
