import type { VoucherCatalogue } from './en.ts'

/** The voucher page and card in Hindi (issue 31). */
export const voucherHi = {
  'voucher.heading': 'वाउचर {reference}',
  'voucher.loading': 'वाउचर लोड हो रहा है…',
  'voucher.login': 'यह वाउचर देखने के लिए कृपया लॉग इन करें।',
  'voucher.loadFailed': 'वाउचर लोड नहीं हो सका।',
  'voucher.qrAlt': 'वाउचर {reference} का QR कोड: इसे अपने गाइड को दिखाएँ',
  'voucher.checkedIn': '{date} को {time} बजे चेक-इन हुआ',
  'voucher.tour': 'टूर',
  'voucher.date': 'तारीख',
  'voucher.startTime': 'शुरू होने का समय',
  'voucher.pickupTime': 'पिक-अप का समय',
  'voucher.option': 'विकल्प',
  'voucher.pickupPoint': 'पिक-अप स्थान',
  'voucher.pickup': 'पिक-अप',
  'voucher.travellers': 'यात्री',
  'voucher.operator': 'टूर ऑपरेटर',
  'voucher.phone': 'टूर के दिन का फ़ोन',
  'voucher.print': 'वाउचर प्रिंट करें',
} satisfies VoucherCatalogue
