import type { User } from '@supabase/supabase-js'
import type * as React from 'react'

import { LoadState } from '@/components/ui/load-state'
import { accountCopy } from '@/content/account'
import { useApiData } from '@/hooks/use-api-data'
import type { Care } from '@shared/patient-wire'

import { patientRequest } from './api/patient-api'
import { MyCare, MyGuides, NewsletterSwitch } from './my-care'
import { MyData } from './my-data'
import { ProfileForm } from './profile-form'

// /account (docs/architecture.md, Patient accounts and the intake): the patient's details, My
// care, their guides and newsletter, and My data.

const copy = accountCopy

function Section({
  id,
  heading,
  children,
}: {
  id: string
  heading: string
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-border bg-background p-5 shadow-xs sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-navy">
        {heading}
      </h2>
      {children}
    </section>
  )
}

export function AccountView({ user, onDeleted }: { user: User; onDeleted: () => Promise<void> }) {
  const { result, reload } = useApiData<Care>(patientRequest, '/care')

  // A long e-mail address or name has no place to break; it wraps anywhere rather than widen the
  // page on a phone.
  return (
    <div className="flex flex-col gap-6 wrap-anywhere">
      <p className="text-muted-foreground">{copy.intro(user.email ?? '')}</p>
      <Section id="care-heading" heading={copy.care.heading}>
        {result.state === 'loading' ? (
          <p aria-live="polite">{copy.loading}</p>
        ) : result.state === 'failed' ? (
          <LoadState
            kind="failed"
            message={copy.loadFailed}
            retryLabel={copy.retry}
            onRetry={reload}
            size="sm"
          />
        ) : (
          <MyCare care={result.data} />
        )}
      </Section>
      <Section id="profile-heading" heading={copy.profile.heading}>
        <ProfileForm user={user} />
      </Section>
      {result.state === 'ready' ? (
        <div className="grid gap-6 md:grid-cols-2">
          <Section id="guides-heading" heading={copy.guides.heading}>
            <MyGuides care={result.data} />
          </Section>
          <Section id="newsletter-heading" heading={copy.newsletter.heading}>
            <NewsletterSwitch care={result.data} onChanged={reload} />
          </Section>
        </div>
      ) : null}
      <Section id="data-heading" heading={copy.data.heading}>
        <MyData onDeleted={onDeleted} />
      </Section>
    </div>
  )
}
