import { type ClassValue, clsx } from 'clsx'

// Joins class names; it does not merge them. tailwind-merge resolved conflicting Tailwind
// classes at run time, but building its class map was a large part of the hydration long task
// and its code was in every page's first load. Conflicts are kept out instead:
// app/class-conflicts.test.ts renders every page and every cva() variant, and
// app/class-conflicts-open.test.tsx everything a page opens; both fail on two classes that
// override each other, so a call site never needs a later class to win.
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
