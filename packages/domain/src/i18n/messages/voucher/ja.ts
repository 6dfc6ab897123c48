import type { VoucherCatalogue } from './en.ts'

/** The voucher page and card in Japanese (issue 31). */
export const voucherJa = {
  'voucher.heading': 'バウチャー {reference}',
  'voucher.loading': 'バウチャーを読み込んでいます…',
  'voucher.login': 'このバウチャーを見るにはログインしてください。',
  'voucher.loadFailed': 'バウチャーを読み込めませんでした。',
  'voucher.qrAlt': 'バウチャー {reference} のQRコード：ガイドに見せてください',
  'voucher.checkedIn': '{date} {time} にチェックイン済み',
  'voucher.tour': 'ツアー',
  'voucher.date': '日付',
  'voucher.startTime': '開始時刻',
  'voucher.pickupTime': '送迎時刻',
  'voucher.option': 'オプション',
  'voucher.pickupPoint': '送迎場所',
  'voucher.pickup': '送迎',
  'voucher.travellers': '参加者',
  'voucher.operator': 'ツアー会社',
  'voucher.phone': '当日の連絡先電話番号',
  'voucher.print': 'バウチャーを印刷',
} satisfies VoucherCatalogue
