import { useId } from 'react'
import type * as React from 'react'

import { spamFields } from '@shared/leads'

type HoneypotFieldProps = {
  label: string
  inputRef: React.Ref<HTMLInputElement>
}

/**
 * A spam trap: a text field people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order, no autofill), so only a bot fills it in. The server drops
 * any lead that arrives with it filled.
 */
export function HoneypotField({ label, inputRef }: HoneypotFieldProps) {
  const id = useId()
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={spamFields.honeypot}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
