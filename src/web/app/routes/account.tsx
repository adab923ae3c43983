import type * as React from 'react'
import type { ShouldRevalidateFunctionArgs } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { LoadState } from '@/components/ui/load-state'
import { accountCopy } from '@/content/account'
import { AccountView } from '@/features/account/account-view'
import {
  type AccountChange,
  type AccountData,
  changeAccount,
  keepsWhatIsShown,
  readAccount,
} from '@/features/account/api/account-api'
import { useSession } from '@/features/auth/session-provider'
import { usePageMeta } from '@/hooks/use-page-meta'
import { changeAction } from '@/lib/change-action'

import { PatientPage } from '../patient-page'
import { patientLoader } from '../patient-read'

/** My care and the orders, for the signed-in patient. */
export const loader = patientLoader(readAccount)

export const action = changeAction<AccountChange>((change) => changeAccount(change))

/** An export, the details, an address link or the deletion change nothing the page read. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = (json as Partial<AccountChange> | undefined)?.intent
  return intent && keepsWhatIsShown.includes(intent) ? false : defaultShouldRevalidate
}

/** /account: a signed-in patient's account; a visitor is sent to sign in and brought back. */
export function Component() {
  const { signOut } = useSession()
  return (
    <AccountFrame>
      <PatientPage<AccountData>
        loading={accountCopy.loading}
        failed={accountCopy.loadFailed}
        retryLabel={accountCopy.retry}
      >
        {(data, user) => (
          <AccountView user={user} data={data} onDeleted={() => signOut({ scope: 'local' })} />
        )}
      </PatientPage>
    </AccountFrame>
  )
}

/** The page's frame, saying it is loading, until its loader has first answered. */
export function HydrateFallback() {
  return (
    <AccountFrame>
      <LoadState kind="loading" message={accountCopy.loading} />
    </AccountFrame>
  )
}

function AccountFrame({ children }: { children: React.ReactNode }) {
  usePageMeta({ title: accountCopy.title, description: accountCopy.metaDescription })
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-navy">{accountCopy.title}</h1>
        {children}
      </div>
    </PageMain>
  )
}
