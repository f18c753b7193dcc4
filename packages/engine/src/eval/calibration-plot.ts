import type { CalibrationBin } from './metrics.ts'

/**
 * Reliability diagrams as one self-contained SVG (no external services or fonts): one panel per
 * market, predicted probability on x, observed frequency on y, the diagonal for perfect
 * calibration, dot area growing with the bin's count, and the fitted calibration slope.
 */
export interface CalibrationPanel {
  title: string
  bins: CalibrationBin[]
  slope: number
  /** Standard error of the slope, printed next to it when given. */
  slopeSe?: number
}

const SIZE = 220
const PAD = 40

export function calibrationSvg(panels: CalibrationPanel[], caption: string): string {
  const width = panels.length * (SIZE + PAD) + PAD
  const height = SIZE + 2 * PAD + 30
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${PAD}" y="${height - 10}" fill="#333">${escapeXml(caption)}</text>`,
  ]
  panels.forEach((panel, i) => {
    const x0 = PAD + i * (SIZE + PAD)
    const y0 = PAD
    const sx = (p: number) => x0 + p * SIZE
    const sy = (p: number) => y0 + SIZE - p * SIZE
    const maxN = Math.max(1, ...panel.bins.map((b) => b.n))
    parts.push(
      `<rect x="${x0}" y="${y0}" width="${SIZE}" height="${SIZE}" fill="none" stroke="#999"/>`,
      `<line x1="${sx(0)}" y1="${sy(0)}" x2="${sx(1)}" y2="${sy(1)}" stroke="#bbb" stroke-dasharray="4 3"/>`,
      `<text x="${x0}" y="${y0 - 10}" font-weight="bold" fill="#111">${escapeXml(panel.title)} — slope ${panel.slope.toFixed(2)}${panel.slopeSe === undefined ? '' : ` ± ${panel.slopeSe.toFixed(2)}`}</text>`,
    )
    for (const t of [0, 0.5, 1]) {
      parts.push(
        `<text x="${sx(t)}" y="${y0 + SIZE + 14}" text-anchor="middle" fill="#555">${t}</text>`,
        `<text x="${x0 - 6}" y="${sy(t) + 4}" text-anchor="end" fill="#555">${t}</text>`,
      )
    }
    parts.push(`<text x="${x0 + SIZE / 2}" y="${y0 + SIZE + 28}" text-anchor="middle" fill="#555">predicted</text>`)
    const pts = panel.bins.map((b) => `${sx(b.meanPredicted).toFixed(1)},${sy(b.observed).toFixed(1)}`)
    if (pts.length > 1)
      parts.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="#1f6feb" stroke-width="1.5"/>`)
    for (const b of panel.bins) {
      const r = 2 + 5 * Math.sqrt(b.n / maxN)
      parts.push(
        `<circle cx="${sx(b.meanPredicted).toFixed(1)}" cy="${sy(b.observed).toFixed(1)}" r="${r.toFixed(1)}" fill="#1f6feb" fill-opacity="0.6"/>`,
      )
    }
  })
  parts.push('</svg>')
  return `${parts.join('\n')}\n`
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
