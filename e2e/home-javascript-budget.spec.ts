import { describe, expect, it } from 'vitest'
import { HOME_JS_BUDGET_GZIP, homeJavaScriptGzip } from './support/home-javascript.ts'
import { useAppAndBrowser } from './support/journey.ts'

const journey = useAppAndBrowser()

describe('home page JavaScript budget (decision 046)', () => {
  it('stays under 140 KB gzip until the page is interactive', async () => {
    const js = await homeJavaScriptGzip(journey.app.baseUrl)
    expect(js.gzip).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP)
  })
})
