import { describe, expect, it } from 'vitest'
import { ContentMessages } from '@serendib/domain/admin-content'
import { cleanRichText, droppedLinks, savedMessage } from './rich-text.ts'

describe('links the console drops (issue 29 point 8)', () => {
  it('names each link cleaning drops, and none it keeps', () => {
    const html =
      '<p><a href="javascript:alert(1)">a</a> <a href=\'mailto:x@y.lk\'>b</a> <a href="/search?key=tea&amp;page=2">c</a> <a href="https://serendib.lk">d</a></p>'
    expect(droppedLinks(html)).toEqual(['javascript:alert(1)', 'mailto:x@y.lk'])
    expect(cleanRichText(html)).toBe(
      '<p>a b <a href="/search?key=tea&amp;page=2">c</a> <a href="https://serendib.lk">d</a></p>',
    )
    expect(savedMessage({ body: html })).toBe(
      ContentMessages.linksDropped(['javascript:alert(1)', 'mailto:x@y.lk']),
    )
    expect(savedMessage({ body: '<p><a href="/about">us</a></p>' })).toBe(ContentMessages.saved)
    expect(savedMessage({})).toBe(ContentMessages.saved)
  })
})
