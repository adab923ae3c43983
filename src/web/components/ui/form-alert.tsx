// Why a form was refused, announced when it appears.

/** Why a form was refused; nothing when it was not. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
