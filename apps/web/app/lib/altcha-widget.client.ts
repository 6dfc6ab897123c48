/**
 * Defines <altcha-widget> in the browser. The "external" build ships no inline workers and no
 * injected <style>: its workers are bundled here as files of our own origin (allowed by the
 * CSP's script-src 'self'), where the default build would start them from blob: URLs, which a
 * strict CSP refuses. Its stylesheet comes in through the sign-up routes' `links`.
 * Only PBKDF2 and SHA are registered: Argon2 and scrypt need WebAssembly ('wasm-unsafe-eval').
 */
import 'altcha/external'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

/**
 * Registers the workers. A function, not top-level code: the web package is marked
 * side-effect free, so the bundler would drop bare statements of a module nobody reads from.
 */
export function registerAltchaWorkers(): void {
  for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
  }
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker())
  }
}
