import { useToast } from '@/hooks/use-toast'

import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast'

/** How long a toast with an action stays (Radix's default, 5 s, for the others). */
const ACTION_TOAST_MS = 8000

/** Renders the toast store. Mount exactly one. */
function Toaster() {
  const { toasts, dismiss } = useToast()

  return (
    <ToastProvider swipeDirection="right">
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          // A toast with something to do stays longer, so a visitor can get to its button.
          duration={action ? ACTION_TOAST_MS : undefined}
          // 'background' toasts are announced politely (aria-live="polite").
          type="background"
          onOpenChange={(next) => {
            if (!next) dismiss(id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {/* Radix reads the toast's text nodes into its live region: keep the words apart. */}{' '}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? (
              <ToastAction altText={action.label} onClick={action.onSelect} className="mt-2">
                {action.label}
              </ToastAction>
            ) : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}

export { Toaster }
