import type { User } from '@supabase/supabase-js'
import type * as React from 'react'
import { useRevalidator } from 'react-router'

import { LoadState } from '@/components/ui/load-state'
import { accountCopy } from '@/content/account'
import { profileFromMetadata } from '@shared/patient-profile'

import type { AccountData } from './api/account-api'
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

export function AccountView({
  user,
  data,
  onDeleted,
}: {
  user: User
  /** What the page's loader read: My care, the orders and the profile, each on its own. */
  data: AccountData
  onDeleted: () => Promise<void>
}) {
  const revalidator = useRevalidator()
  const { care, orders } = data

  // A long e-mail address or name has no place to break; it wraps anywhere rather than widen the
  // page on a phone.
  return (
    <div className="flex flex-col gap-6 wrap-anywhere">
      <p className="text-muted-foreground">{copy.intro(user.email ?? '')}</p>
      <Section id="care-heading" heading={copy.care.heading}>
        {care.ok ? (
          <MyCare care={care.data} orders={orders} />
        ) : (
          <LoadState
            kind="failed"
            message={copy.loadFailed}
            retryLabel={copy.retry}
            onRetry={() => void revalidator.revalidate()}
            size="sm"
          />
        )}
      </Section>
      <Section id="profile-heading" heading={copy.profile.heading}>
        {/* Should the profile not be read, what the session holds stands (sign-up’s name at least). */}
        <ProfileForm
          key={data.profile.ok ? 'read' : 'session'}
          profile={
            data.profile.ok ? data.profile.data.profile : profileFromMetadata(user.user_metadata)
          }
        />
      </Section>
      {care.ok ? (
        <div className="grid gap-6 md:grid-cols-2">
          <Section id="guides-heading" heading={copy.guides.heading}>
            <MyGuides care={care.data} />
          </Section>
          <Section id="newsletter-heading" heading={copy.newsletter.heading}>
            <NewsletterSwitch care={care.data} />
          </Section>
        </div>
      ) : null}
      <Section id="data-heading" heading={copy.data.heading}>
        <MyData onDeleted={onDeleted} />
      </Section>
    </div>
  )
}
