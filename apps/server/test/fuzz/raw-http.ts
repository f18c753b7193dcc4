/**
 * A raw HTTP/1.1 client over a socket: sends the bytes exactly as given (app.inject and fetch
 * normalise paths and refuse malformed framing, which is precisely what must be sent here) and
 * reads one answer until the server closes the connection.
 */
import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * null when the server closed the connection without answering. The request carries
 * `Connection: close`, so the server closes after its answer; the client half-closes only when
 * nothing came back for a while (half-closing at once would abort a request Node is still
 * handling, which is not what a real client does).
 */
export function rawRequest(port: number, bytes: string | Buffer, patienceMs = 3000): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    const chunks: Buffer[] = []
    const halfClose = setTimeout(() => socket.end(), patienceMs)
    const giveUp = setTimeout(() => socket.destroy(), patienceMs * 2)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => {
      // A reset after the answer was sent still leaves the answer readable.
    })
    socket.on('close', () => {
      clearTimeout(halfClose)
      clearTimeout(giveUp)
      resolve(parseAnswer(Buffer.concat(chunks)))
    })
    socket.write(bytes)
  })
}

function parseAnswer(data: Buffer): RawAnswer | null {
  const text = data.toString('latin1')
  const headEnd = text.indexOf('\r\n\r\n')
  if (headEnd < 0) return null
  const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN)
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = data.subarray(Buffer.byteLength(text.slice(0, headEnd + 4), 'latin1'))
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body)
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']))
  return { status, headers, body: body.toString('utf8') }
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!size) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}
