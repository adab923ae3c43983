// The server-rendering entry (built with `vite build --ssr`): used only by the prerenderer.
export { NOT_FOUND_PATH, prerenderPaths } from './app/prerender-paths'
export { renderPage } from './app/render-page'
