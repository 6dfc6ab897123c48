import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it stands. The site's CSP
 * refuses the injected script on a page loaded normally: journeys that check accessibility open
 * their context with `bypassCSP`.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document)
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  })
}

/** One line per offending element: where, the rule, its impact, the element and axe's advice. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${violation.help}`,
    ),
  )
}

/** axe-core's findings on the page as it stands, one line each; `[]` when it finds nothing. */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  return describeViolations(where, await axeViolations(page))
}
