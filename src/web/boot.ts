import './styles.css'

// The entry of index.html. It carries the stylesheet (imported here so that it stays a
// render-blocking <link> in <head>) and starts the app on every page the server does not
// prerender: staff mode's shell, and the client-rendered pages, which have nothing to show
// until their code runs. A prerendered page has this tag taken out by scripts/prerender.ts and
// runs page-boot.ts inline instead (docs/decisions/018-page-code-starts-when-needed.md); there
// the module may still be loaded, for the helpers the bundler keeps in the entry chunk, and
// must then do nothing.
if (!document.getElementById('root')!.hasAttribute('data-prerendered')) {
  void import('./main').then(({ startApp }) => startApp())
}
