import { chromium } from '@playwright/test'

const [url, width, theme, out, maxH, startY] = process.argv.slice(2) as [string, string, string, string, string, string]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, reducedMotion: 'reduce' })
await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
const page = await context.newPage()
await page.clock.setFixedTime(new Date('2026-03-14T10:00:00Z'))
await page.goto(url)
await page.waitForTimeout(3000)
const h = await page.evaluate(() => document.documentElement.scrollHeight)
const y = Number(startY || 0)
await page.screenshot({
  path: `${out}.png`,
  fullPage: true,
  clip: { x: 0, y, width: Number(width), height: Math.min(Number(maxH), h - y) },
})
console.log(h)
await browser.close()
