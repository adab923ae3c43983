// One module per icon keeps tests fast and bundles small. import-x sees one shared .d.mts
// behind both paths and calls them duplicates; they are not.
/* eslint-disable import-x/no-duplicates */
import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
/* eslint-enable import-x/no-duplicates */
import { useState } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

import { Input } from './input'

/** A password field with a show/hide toggle; the toggle reports its state with aria-pressed. */
function PasswordInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye

  return (
    <div data-slot="password-input" className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground disabled:opacity-50"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}

export { PasswordInput }
