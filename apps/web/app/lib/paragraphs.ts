/**
 * Plain-text descriptions (location pages) separate paragraphs with blank lines; rendering
 * them as <p> elements keeps that structure without trusting the text as HTML.
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
