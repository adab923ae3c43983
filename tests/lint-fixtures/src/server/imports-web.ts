import { buttonClass } from '../web/components/button'

export const leaked = buttonClass
