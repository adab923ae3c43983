/** Has the browser save `url` as `filename` (an anchor with `download`, as a visitor's click would). */
export function saveUrl(url: string, filename: string): void {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = filename
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

/** Saves text as a file, as a download link would. */
export function saveTextFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  saveUrl(url, filename)
  // The download has its own reference by now; give the browser a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
