// Draws the Pitchwise mark (a football pitch in pitch green on a dark tile) and writes the PNG app icons
// into public/icons. Uses only Node built-ins: shapes are signed-distance functions, 4x4 supersampled,
// and the PNG is assembled by hand (zlib for IDAT, a small CRC-32 table).
// Run: node apps/web/scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons')

const BACKGROUND = [10, 20, 16] // #0a1410
const BACKGROUND_EDGE = [17, 32, 25] // subtle vertical gradient end
const GREEN = [34, 197, 94] // #22c55e

/** Signed distance to a rounded rectangle centred at (cx, cy). */
function roundedRect(x, y, cx, cy, halfW, halfH, r) {
  const qx = Math.abs(x - cx) - halfW + r
  const qy = Math.abs(y - cy) - halfH + r
  return Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - r
}
const circle = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r
const segment = (x, y, ax, ay, bx, by) => {
  const px = x - ax
  const py = y - ay
  const dx = bx - ax
  const dy = by - ay
  const h = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - dx * h, py - dy * h)
}
const stroke = (d, width) => Math.abs(d) - width / 2

/**
 * The mark in a 512 x 512 design space. `scale` shrinks the glyph around the centre (maskable icons keep
 * their content inside the 80% safe zone); `rounded` gives the tile rounded corners.
 */
function sample(x, y, { scale, rounded }) {
  const tile = rounded ? roundedRect(x, y, 256, 256, 256, 256, 112) : -1
  if (tile > 0) return null
  const gx = (x - 256) / scale + 256
  const gy = (y - 256) / scale + 256
  const w = 22
  const pitch = stroke(roundedRect(gx, gy, 256, 256, 168, 124, 30), w)
  const halfway = segment(gx, gy, 256, 132, 256, 380) - w / 2
  const centre = stroke(circle(gx, gy, 256, 256, 54), w)
  const spot = circle(gx, gy, 256, 256, 13)
  const boxLeft = stroke(roundedRect(gx, gy, 88 + 40, 256, 40, 62, 6), w)
  const boxRight = stroke(roundedRect(gx, gy, 424 - 40, 256, 40, 62, 6), w)
  // Penalty boxes are clipped to the inside of the pitch so they read as boxes, not as extra outlines.
  const inside = roundedRect(gx, gy, 256, 256, 168, 124, 30) < 0
  const ink = Math.min(pitch, halfway, centre, spot, inside ? Math.min(boxLeft, boxRight) : Number.POSITIVE_INFINITY)
  return ink <= 0
}

function render(size, options) {
  const samples = 4
  const pixels = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0
      let ink = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 512
          const y = ((py + (sy + 0.5) / samples) / size) * 512
          const hit = sample(x, y, options)
          if (hit === null) continue
          covered++
          if (hit) ink++
        }
      }
      const total = samples * samples
      const t = py / size
      const bg = BACKGROUND.map((c, i) => c + (BACKGROUND_EDGE[i] - c) * t)
      const inkShare = covered ? ink / covered : 0
      const rgb = bg.map((c, i) => Math.round(c + (GREEN[i] - c) * inkShare))
      const offset = (py * size + px) * 4
      pixels[offset] = rgb[0]
      pixels[offset + 1] = rgb[1]
      pixels[offset + 2] = rgb[2]
      pixels[offset + 3] = Math.round((covered / total) * 255)
    }
  }
  return pixels
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buffer) {
  let c = 0xffffffff
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size)
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0 // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 1, rounded: true },
  // Maskable: full-bleed tile, glyph inside the 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, rounded: false },
  // iOS applies its own corner mask and shows transparency as black, so the tile is full-bleed.
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, rounded: false },
]

mkdirSync(outDir, { recursive: true })
for (const icon of icons) {
  const png = encodePng(icon.size, render(icon.size, icon))
  writeFileSync(join(outDir, icon.file), png)
  console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`)
}
