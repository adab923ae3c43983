import { format } from '../../lib/format'
import { contractVersion } from '../../../shared/contract'

export const price = format(contractVersion)
