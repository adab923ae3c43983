import { startHeroVideo } from './features/marketing/hero-video-controller'

// Loaded by a prerendered page's boot script once the page has painted, when it has a video hero
// (scripts/prerender.ts names it on `#root[data-hero-video]`): the video starts without the
// page's code, which waits for the visitor (docs/decisions/018-page-code-starts-when-needed.md).
// A build input of its own, so it is a small chunk that shares the controller with the app.
for (const section of document.querySelectorAll<HTMLElement>('[data-slot="video-hero"]')) {
  startHeroVideo(section)
}
