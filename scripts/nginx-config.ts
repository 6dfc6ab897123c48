/**
 * deploy/nginx/cluster.conf.template filled in for a run of Debian's nginx in the foreground:
 * `npm run cluster` (scripts/cluster.ts) and the tests that put the app behind nginx.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')

export interface NginxSite {
  /** Where nginx keeps its pid, temporary files and caches (made here). */
  runDir: string
  listenAddress: string
  listenPort: number
  /** The app processes, each on 127.0.0.1. */
  appPorts: number[]
  /**
   * The address nginx connects to the apps from (`proxy_bind`): the one address their
   * TRUST_PROXY names, so a local program that reaches an app directly is not believed
   * (decision 056). Any of 127.0.0.0/8 works on Linux.
   */
  proxyAddress: string
}

/** The template with every `${NAME}` filled in. */
export function nginxConfig(site: NginxSite): string {
  const template = readFileSync(path.join(root, 'deploy/nginx/cluster.conf.template'), 'utf8')
  const filled: Record<string, string> = {
    // Run as root (a container, CI), nginx's workers would otherwise be `nobody`, unable to use RUN_DIR.
    USER_LINE: process.getuid?.() === 0 ? 'user root root;' : '',
    RUN_DIR: site.runDir,
    LISTEN_ADDRESS: site.listenAddress,
    LISTEN_PORT: String(site.listenPort),
    PROXY_ADDRESS: site.proxyAddress,
    UPSTREAM_SERVERS: site.appPorts
      .map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`)
      .join('\n'),
  }
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => filled[name] ?? whole)
}

/** Writes the configuration and nginx's folders into runDir; returns nginx's arguments. */
export function prepareNginx(site: NginxSite): string[] {
  const configFile = path.join(site.runDir, 'nginx.conf')
  writeFileSync(configFile, nginxConfig(site))
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'media-cache'])
    mkdirSync(path.join(site.runDir, dir), { recursive: true })
  return ['-e', 'stderr', '-p', site.runDir, '-c', configFile, '-g', 'daemon off;']
}
