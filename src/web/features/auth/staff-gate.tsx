import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import logoUrl from '@/assets/logo.svg'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { brand } from '@/content/brand'
import { staffGateCopy } from '@/content/staff-gate'
import { useDocumentTitle } from '@/hooks/use-document-title'

import { useSession } from './session-provider'

// The form (its checks, zod, inputs) is its own chunk so a first visit stays small; it starts
// loading when the visitor reaches for 'Access Platform' (hover, focus, touch), so it is normally
// there by the time they click.
const loadSignInForm = () => import('./gate-sign-in-form')
const GateSignInForm = lazy(() =>
  loadSignInForm().then((module) => ({ default: module.GateSignInForm })),
)

// The second sign-in step, for a staff member whose password was right (STAFF_MFA).
const StaffSecondFactor = lazy(() =>
  import('./staff-second-factor').then((module) => ({ default: module.StaffSecondFactor })),
)

function warmUpSignInForm() {
  // Only a warm-up: if it fails, opening the form tries again and the error surfaces there.
  loadSignInForm().catch(() => {})
}

/**
 * docs/product.md, Access and the gate: what a visitor sees, in place of every route, while the
 * site is staff-only.
 */
export function StaffGate() {
  const [view, setView] = useState<'gate' | 'form'>('gate')
  const returningFromForm = useRef(false)
  const accessButton = useRef<HTMLButtonElement>(null)
  const { staffAccess } = useSession()
  useDocumentTitle(staffGateCopy.title)

  useEffect(() => {
    if (view === 'gate' && returningFromForm.current) accessButton.current?.focus()
  }, [view])

  return (
    <main
      id="main"
      data-slot="staff-gate"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-mist px-6 py-12 text-center"
    >
      <img src={logoUrl} alt={brand} width={200} height={48} className="h-12 w-auto" />
      {staffAccess === 'enroll' || staffAccess === 'code' ? (
        <Suspense fallback={<FormPlaceholder />}>
          <StaffSecondFactor step={staffAccess} />
        </Suspense>
      ) : view === 'gate' ? (
        <>
          <div className="flex max-w-2xl flex-col gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
              {staffGateCopy.headline}
            </h1>
            <p className="text-lg font-semibold text-teal sm:text-xl">{staffGateCopy.tagline}</p>
          </div>
          <Card className="w-full max-w-md text-left">
            <CardHeader>
              <CardTitle>{staffGateCopy.cardTitle}</CardTitle>
              <CardDescription>{staffGateCopy.cardBody}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button
                ref={accessButton}
                className="w-full"
                onPointerEnter={warmUpSignInForm}
                onFocus={warmUpSignInForm}
                onTouchStart={warmUpSignInForm}
                onClick={() => setView('form')}
              >
                {staffGateCopy.accessButton}
              </Button>
            </CardContent>
          </Card>
        </>
      ) : (
        <Suspense fallback={<FormPlaceholder />}>
          <GateSignInForm
            onBack={() => {
              returningFromForm.current = true
              setView('gate')
            }}
          />
        </Suspense>
      )}
    </main>
  )
}

function FormPlaceholder() {
  return (
    <div role="status" className="flex min-h-72 w-full max-w-md items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin-slow rounded-full border-4 border-teal-light/40 border-t-teal motion-reduce:animate-none"
      />
      <span className="sr-only">{staffGateCopy.loadingForm}</span>
    </div>
  )
}
