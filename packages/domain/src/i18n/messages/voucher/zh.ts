import type { VoucherCatalogue } from './en.ts'

/** The voucher page and card in Simplified Chinese (issue 31). */
export const voucherZh = {
  'voucher.heading': '凭证 {reference}',
  'voucher.loading': '正在加载凭证…',
  'voucher.login': '请登录后查看此凭证。',
  'voucher.loadFailed': '无法加载凭证。',
  'voucher.qrAlt': '凭证 {reference} 的二维码：请出示给导游',
  'voucher.checkedIn': '已于 {date} {time} 签到',
  'voucher.tour': '行程',
  'voucher.date': '日期',
  'voucher.startTime': '开始时间',
  'voucher.pickupTime': '接送时间',
  'voucher.option': '选项',
  'voucher.pickupPoint': '接送地点',
  'voucher.pickup': '接送',
  'voucher.travellers': '旅客',
  'voucher.operator': '行程运营商',
  'voucher.phone': '当天联系电话',
  'voucher.print': '打印凭证',
} satisfies VoucherCatalogue
