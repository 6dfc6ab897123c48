import { helpFaqMessages } from '../../../help-faq.ts'

/**
 * The help centre in English (issue 31, decision 085): the page's own words (`help.*`) and the
 * questions and answers, whose English lives beside their rule in help-faq.ts (`helpfaq.*`).
 * Each language's catalogue spreads its part with one line, like the account's.
 */
export const helpEn = {
  'help.centre': 'Help centre',
  'help.intro': 'Answers to common questions and our policies, in plain words. We answer 24/7.',
  'help.faqHeading': 'Frequently asked questions',
  'help.searchRegion': 'Questions',
  'help.searchLabel': 'Search the questions',
  'help.searchPlaceholder': 'Refund, pick-up, voucher…',
  'help.searchButton': 'Search',
  'help.searchButtonSr': ' questions',
  'help.matches': '{count, plural, one {# question matches} other {# questions match}}',
  'help.noMatch': 'No questions match “{query}”.',
  'help.stillStuck': 'Call us on {phone}, any time, or use {inquire} at the bottom of the page.',
  'help.seeAll': 'See all questions',
  'help.topics': 'Help topics',
  'help.tab.privacy': 'Privacy policy',
  'help.tab.disclaimer': 'Disclaimers',
  'help.tab.cookie': 'Cookie policy',
  'help.updating': 'This page is being updated. For anything urgent, please call us on {phone}.',
  'help.needHelp': 'Need help with a booking?',
  'help.supportAvailable': 'Our support team is available 24/7.',
  'help.about': 'About Serendib',
  ...helpFaqMessages,
} as const

export type HelpMessageId = keyof typeof helpEn
/** Another language's help centre: every id of the English one, no other. */
export type HelpCatalogue = Record<HelpMessageId, string>
