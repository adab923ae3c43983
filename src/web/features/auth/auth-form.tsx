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
 * sign-in the "Forgot password?" view, which asks for a recovery link.
 */
export function AuthForm({ startWithSignUp = false }: { startWithSignUp?: boolean }) {
  const location = useLocation()
  const [mode, setMode] = useState<AuthMode>(() =>
    wantsForgotPassword(location.state) ? 'forgotPassword' : startWithSignUp ? 'signUp' : 'signIn',
  )
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
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode === 'signIn' ? (
          <SignInForm
            onForgotPassword={(email) => {
              setForgotEmail(email)
              setMode('forgotPassword')
            }}
          />
        ) : (
          <SignUpForm onSignedUp={() => setMode('signIn')} />
        )}
      </CardContent>
      <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
        <span>{copy.switchPrompt}</span>
        <Button
          type="button"
          variant="link"
          size="inline"
          className="h-9 px-1"
          onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
        >
          {copy.switchLink}
        </Button>
      </CardFooter>
    </Card>
  )
}
