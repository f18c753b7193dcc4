// Apply the saved theme before the first paint (no light flash); dark by default and on /admin.
// A file, not an inline script, so the Content-Security-Policy needs no 'unsafe-inline'.
;(() => {
  try {
    const saved = localStorage.getItem('theme')
    const dark = location.pathname.indexOf('/admin') === 0 || saved !== 'light'
    document.documentElement.classList.toggle('dark', dark)
  } catch {}
})()
