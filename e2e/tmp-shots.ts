import { chromium } from 'playwright-core'
import { startProductionServer } from '../scripts/lib/production-server.ts'

const server = await startProductionServer({
  env: { DEMO_DATE: '2026-03-14', FOOTBALL_DATA_DIR: '/work/shared/data/openfootball', LOG_LEVEL: 'warn', ANON_DAILY_LIMIT_PER_IP: '1000' },
})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const questions: [string, string][] = [
  ['acca', 'treble for today'],
  ['injury', 'is Saka available for Arsenal this weekend'],
  ['women', 'Arsenal women v Chelsea women'],
]
for (const [width, theme] of [[1280, 'dark'], [390, 'dark']] as const) {
  for (const [name, q] of questions) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme })
    await page.goto(server.baseUrl)
    for (let i = 0; i < 60; i++) {
      const h = await (await page.request.get(`${server.baseUrl}/api/health`)).json()
      if (h.football.ready) break
      await page.waitForTimeout(2000)
    }
    await page.getByRole('textbox').first().fill(q)
    await page.getByRole('button', { name: 'Get Results' }).click()
    await page.waitForTimeout(2500)
    const full = page.getByRole('button', { name: 'Show full report' })
    if (await full.isVisible()) await full.click()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-${theme}.png`, fullPage: true })
    await page.close()
  }
}
await browser.close()
await server.stop()
