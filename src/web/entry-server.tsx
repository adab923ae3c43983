// The server-rendering entry (built with `vite build --ssr`): used only by the prerenderer.
import { markIslandRanges } from './components/island'

export { isAppPage, NOT_FOUND_PATH, prerenderPaths } from './app/prerender-paths'
export { renderPage } from './app/render-page'
// Written into the prerendered pages as a placeholder the server fills (scripts/prerender.ts).
export { defaultPatientPortalUrl } from './content/direct-med'

// The prerendered HTML marks each island's range, where the browser resumes its hydration
// (components/island.tsx). Only this bundle renders them: it uses the browser's runtime (Preact).
markIslandRanges()
