import { Button } from '@/components/ui/button'

type NoResultsProps = {
  message: string
  clearLabel: string
  onClear: () => void
}

/** Stands in for a journal list that nothing matches, with the way back to everything. */
function NoResults({ message, clearLabel, onClear }: NoResultsProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-mist p-6">
      <p className="font-semibold text-navy">{message}</p>
      <Button type="button" variant="outline" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  )
}

export { NoResults }
