import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `delayMs`: what a live region announces, so a screen
 * reader hears the result once the patient pauses rather than at every keystroke.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
