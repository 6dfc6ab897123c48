/**
 * Which traveller catalogue ids a route module and everything it imports can show (decision 071,
 * split per area). Node only: message-areas.test.ts reads the sources with TypeScript's parser.
 *
 * A module counts when it imports the traveller translator (lib/i18n, lib/spec-message,
 * lib/message-catalogue, or the catalogue's `MessageId` / the spec messages from the domain);
 * the supplier portal's own catalogue is another file and ids alike in both are not confused.
 * In such a module every string literal that is a catalogue id is used, a template literal
 * that starts with part of an id (`status.${code}`) uses every id that starts so, and the spec
 * messages (`useSpecMessage`, `specMessageId`) use the `msg` area.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { messageArea } from '@serendib/domain/i18n/message-areas'

const TRANSLATOR_MODULES = ['lib/i18n.tsx', 'lib/spec-message.ts', 'lib/message-catalogue.ts']
const TRANSLATOR_SPECIFIERS = ['@serendib/domain/i18n/messages/en', '@serendib/domain/i18n/spec-messages']

export interface Use {
  /** Ids by the module that uses them (path relative to the app folder). */
  ids: Map<string, string[]>
  /** Id prefixes used whole (the spec messages: `msg`) by module. */
  areas: Map<string, string[]>
}

interface Scanned {
  imports: string[]
  ids: string[]
  areas: string[]
}

export function createScanner(appDir: string, knownIds: ReadonlySet<string>) {
  const knownAreas = new Set([...knownIds].map(messageArea))
  const cache = new Map<string, Scanned>()

  function resolve(from: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null
    const base = path.resolve(path.dirname(from), specifier)
    for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
      if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
        return candidate
    }
    return null
  }

  function scan(file: string): Scanned {
    const cached = cache.get(file)
    if (cached) return cached
    const text = fs.readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const imports: string[] = []
    let translator = TRANSLATOR_MODULES.some((m) => file === path.join(appDir, m))
    const ids = new Set<string>()
    const areas = new Set<string>()
    const visit = (node: ts.Node) => {
      let specifier: string | undefined
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
          specifier = node.moduleSpecifier.text
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifier = node.arguments[0].text
      }
      if (specifier !== undefined) {
        if (TRANSLATOR_SPECIFIERS.includes(specifier)) translator = true
        const target = resolve(file, specifier)
        if (target) {
          if (TRANSLATOR_MODULES.some((m) => target === path.join(appDir, m))) translator = true
          // Types carry no strings a page shows.
          const typeOnly = ts.isImportDeclaration(node) && node.importClause?.isTypeOnly
          if (!typeOnly) imports.push(target)
        }
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (knownIds.has(node.text)) ids.add(node.text)
      } else if (ts.isTemplateExpression(node)) {
        // `status.${code}` may be any id that starts with `status.`, `card.tourType${n}` any
        // `card.tourType…`: each of them is used.
        const head = node.head.text
        if (head.includes('.') && knownAreas.has(messageArea(head)))
          for (const id of knownIds) if (id.startsWith(head)) ids.add(id)
      } else if (ts.isIdentifier(node) && (node.text === 'useSpecMessage' || node.text === 'specMessageId')) {
        areas.add('msg')
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    const scanned: Scanned = translator
      ? { imports, ids: [...ids], areas: [...areas] }
      : { imports, ids: [], areas: [] }
    cache.set(file, scanned)
    return scanned
  }

  /**
   * Every id and area the module and what it imports (within the app) can show. The modules in
   * `apart` are not followed (unless one is `entry`): they fetch their own messages when they
   * open (the sign-in dialog, lib/message-areas.ts) and are checked on their own.
   */
  function uses(entry: string, apart: ReadonlySet<string> = new Set()): Use {
    const use: Use = { ids: new Map(), areas: new Map() }
    const seen = new Set<string>()
    const stack = [entry]
    while (stack.length) {
      const file = stack.pop()!
      if (seen.has(file) || (file !== entry && apart.has(file))) continue
      seen.add(file)
      const scanned = scan(file)
      const name = path.relative(appDir, file)
      for (const id of scanned.ids) use.ids.set(id, [...(use.ids.get(id) ?? []), name])
      for (const area of scanned.areas) use.areas.set(area, [...(use.areas.get(area) ?? []), name])
      stack.push(...scanned.imports)
    }
    return use
  }

  /** The string array `handle.messages` of a route module, or null when it declares none. */
  function declaredAreas(file: string): string[] | null {
    const text = fs.readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    let found: string[] | null = null
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'handle') {
        let init = node.initializer
        while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression
        if (init && ts.isObjectLiteralExpression(init)) {
          for (const property of init.properties) {
            if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== 'messages') continue
            let value = property.initializer
            while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression
            if (ts.isArrayLiteralExpression(value))
              found = value.elements.filter(ts.isStringLiteral).map((element) => element.text)
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    return found
  }

  return { uses, declaredAreas }
}
