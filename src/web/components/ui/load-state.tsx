import { Button } from './button'

// What a page shows in place of data it is reading: that it is reading, that the read failed
// (with a way to try again), or that there is nothing by that name. One look and one set of
// roles everywhere: "loading" is a status a screen reader announces politely, a failure and a
// missing record are alerts.

type LoadStateProps =
  | { kind: 'loading'; message: string }
  | { kind: 'not-found'; message: string }
  | {
      kind: 'failed'
      message: string
      retryLabel: string
      onRetry: () => void
      /** `sm` inside a card or a panel; the default on a page of its own. */
      size?: 'sm' | 'default'
    }

export function LoadState(props: LoadStateProps) {
  if (props.kind === 'loading') return <p role="status">{props.message}</p>
  if (props.kind === 'not-found') return <p role="alert">{props.message}</p>
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{props.message}</p>
      <Button type="button" variant="outline" size={props.size} onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  )
}
