import { format } from '../web/lib/format'

export const leaked = format(1)
