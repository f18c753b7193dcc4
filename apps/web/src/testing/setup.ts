import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after 1 s by default; lazy routes on a loaded 2-core CI machine can take
// longer than that to render, and a slow render is not what these tests are about.
configure({ asyncUtilTimeout: 5000 })

// Test files share one worker's modules and DOM (isolate: false in vitest.config.ts, for speed):
// this file runs before each of them, so each starts with the empty storage and no cookies a
// browser of its own would have.
function clearBrowserStorage() {
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}
clearBrowserStorage()

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
