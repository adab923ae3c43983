import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { authFormCopy } from '@/content/auth-form'

import { SignInForm } from './auth-sign-in-form'
import { SignUpForm } from './auth-sign-up-form'
import { ForgotPassword, wantsForgotPassword } from './forgot-password'

export { returnPath } from './auth-sign-in-form'

type AuthMode = 'signIn' | 'signUp' | 'forgotPassword'

/**
 * /auth (docs/product.md, Sign-in and sign-up): sign-in and sign-up, toggled by a link, and from
 * sign-in the "Forgot password?" view, which asks for a recovery link. A page that needs an
 * account says why (`reason`, in place of the mode's description), and the confirmation link of
 * a sign-up returns to it (`returnTo`; docs/decisions/046-one-way-in-and-the-place-kept.md).
 */
export function AuthForm({
  startWithSignUp = false,
  reason,
  returnTo,
}: {
  startWithSignUp?: boolean
  /** Why the page that sent the visitor here needs an account, in the site's words. */
  reason?: string
  /** The checked path of this site the visitor came from. */
  returnTo?: string
}) {
  const location = useLocation()
  const [mode, setMode] = useState<AuthMode>(() =>
    wantsForgotPassword(location.state) ? 'forgotPassword' : startWithSignUp ? 'signUp' : 'signIn',
  )
  // After a sign-up that mailed a link, the sign-in view says what to do next, until the
  // visitor switches views.
  const [linkSent, setLinkSent] = useState(false)
  const [forgotEmail, setForgotEmail] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)

  // Back from the forgot-password view, focus returns to the sign-in heading, as it went to
  // that view's heading on the way there.
  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    heading.current?.focus()
  }, [mode])

  if (mode === 'forgotPassword') {
    return (
      <ForgotPassword
        defaultEmail={forgotEmail}
        onBack={() => {
          focusHeading.current = true
          setMode('signIn')
        }}
      />
    )
  }

  const copy = authFormCopy[mode]
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 ref={heading} tabIndex={-1} className="focus:outline-none">
            {copy.heading}
          </h1>
        </CardTitle>
        <CardDescription>{reason ?? copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {linkSent && mode === 'signIn' ? (
          <p role="status" className="rounded-md border-l-4 border-teal bg-mist p-3 text-navy">
            {authFormCopy.checkEmail}
          </p>
        ) : null}
        {mode === 'signIn' ? (
          <SignInForm
            onForgotPassword={(email) => {
              setForgotEmail(email)
              setMode('forgotPassword')
            }}
          />
        ) : (
          <SignUpForm
            returnTo={returnTo}
            onSignedUp={() => {
              setLinkSent(true)
              setMode('signIn')
            }}
          />
        )}
      </CardContent>
      <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
        <span>{copy.switchPrompt}</span>
        <Button
          type="button"
          variant="link"
          size="inline"
          className="h-9 px-1"
          onClick={() => {
            setLinkSent(false)
            setMode(mode === 'signIn' ? 'signUp' : 'signIn')
          }}
        >
          {copy.switchLink}
        </Button>
      </CardFooter>
    </Card>
  )
}
