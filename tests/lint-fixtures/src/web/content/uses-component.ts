import { buttonClass } from '../components/button'

export const heroButton = buttonClass
