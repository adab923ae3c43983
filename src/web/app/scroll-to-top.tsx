import { useScrollToTop } from '@/hooks/use-scroll-to-top'

export function ScrollToTop() {
  useScrollToTop()
  return null
}
