import { Messages } from '@serendib/domain/messages'
import type { ComponentType, SVGProps } from 'react'
import { CompassIcon, HeadsetIcon, ReceiptIcon, TagIcon, ShieldCheckIcon } from './icons'

export interface SitePromise {
  Icon: ComponentType<SVGProps<SVGSVGElement>>
  title: string
  /** Catalogue ids `promise.<key>` and `promise.<key>Brief` (decision 071). */
  key: 'freeCancellation' | 'lowestPrice' | 'support' | 'activities' | 'noFees'
  /** One line, for the home page's highlights strip. */
  brief: string
  /** A sentence, for 'Why book with us'; promises without one are left out there. */
  detail?: string
}

/** The marketing promises of spec §1, in the order the spec lists them. */
export const sitePromises: SitePromise[] = [
  {
    Icon: ShieldCheckIcon,
    title: 'Free cancellation',
    key: 'freeCancellation',
    brief: 'Up to 24 hours before the start',
    detail: 'Up to 24 hours before the start, for a full refund.',
  },
  {
    Icon: TagIcon,
    title: 'Lowest-price guarantee',
    key: 'lowestPrice',
    brief: 'Found it cheaper? We match it',
    detail: 'Found the same tour cheaper? We refund the difference.',
  },
  {
    Icon: HeadsetIcon,
    title: '24/7 support',
    key: 'support',
    brief: 'Real people, day and night',
    detail: 'Real people on the phone, day and night.',
  },
  {
    Icon: CompassIcon,
    title: 'Over 2000 activities',
    key: 'activities',
    brief: 'All across Sri Lanka',
    detail: 'Tours, day trips and transfers all over Sri Lanka.',
  },
  {
    Icon: ReceiptIcon,
    title: Messages.noAdditionalFees,
    key: 'noFees',
    brief: 'The price you see is the price you pay',
  },
]
