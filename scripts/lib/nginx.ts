/**
 * A private nginx in front of several server instances: a generated configuration in a temporary
 * prefix folder, run in the foreground (`daemon off`) as an ordinary child process on a free port.
 * The machine's nginx service and /etc/nginx are never touched. Needs Debian's `nginx` package.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface NginxOptions {
  /** Loopback port nginx listens on. */
  port: number
  /** The instances, as `127.0.0.1:PORT`. */
  upstreams: string[]
}

export interface RunningNginx {
  url: string
  /** The prefix folder: nginx.conf, error.log, temp folders. */
  prefix: string
  stop(): Promise<void>
}

/** The nginx executable: on PATH, or Debian's /usr/sbin/nginx (not on a normal user's PATH). */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('nginx is not installed: apt-get install -y nginx')
  }
}

/**
 * The configuration: round robin over the instances with kept-alive upstream connections; an
 * instance that refuses a connection is left out for 5 s and the request goes to the next one
 * (nginx never re-sends a POST that already reached an instance, so the client sees that 502).
 * The proxy headers are the ones docs/operations.md asks for; X-Upstream tells tests and curious
 * people which instance answered.
 */
export function nginxConfig(prefix: string, options: NginxOptions): string {
  const servers = options.upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`)
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 1m;
  upstream pitchwise {
${servers.join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://pitchwise;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-ID $request_id;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'pitchwise-nginx-'))
  // Started as root, nginx runs its worker as nobody, which must reach the temp folders inside.
  chmodSync(prefix, 0o755)
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(conf, nginxConfig(prefix, options))
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const url = `http://127.0.0.1:${options.port}`
  try {
    await waitForPort(options.port, child)
  } catch (error) {
    child.kill('SIGKILL')
    const log = existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''
    rmSync(prefix, { recursive: true, force: true })
    throw new Error(`nginx did not start: ${(error as Error).message}\n${stderr}${log}`)
  }
  return {
    url,
    prefix,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: graceful shutdown (finish open requests), as `nginx -s quit` sends.
        child.kill('SIGQUIT')
        await new Promise((resolve) => child.once('exit', resolve))
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`port ${port} not open after ${timeoutMs} ms`)
}
