import { mailMoreZh } from './more/zh.ts'
import type { MailCatalogue } from './en.ts'

export const mailZh = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreZh,
  'mail.greeting': '{name}，您好：',
  'mail.footer.tagline': 'Serendib · 斯里兰卡旅游',
  'mail.footer.questions': '有疑问？请致电 {phone}',
  'mail.buttonFallback': '如果按钮无法使用，请将此链接复制到浏览器中：',

  'mail.receipt.subjectConfirmed': '预订 {reference} 已确认：{tour}',
  'mail.receipt.subjectPaid': '已收到预订 {reference} 的付款：{tour}',
  'mail.receipt.preview': '您的收据：{tour}，{date}。',
  'mail.receipt.introConfirmed': '谢谢！我们已收到您的付款，您的预订 {reference} 已确认。',
  'mail.receipt.introPaid':
    '谢谢！我们已收到您的付款。供应商将很快确认预订 {reference}，确认后我们会发邮件通知您。',
  'mail.receipt.view': '查看您的预订',
  'mail.receipt.cancellation': '取消政策：{terms}',
  'mail.receipt.noPassword':
    '还没有密码？请凭预订编号和此电子邮件地址在 {findUrl} 查找此预订及其凭证：{lookupUrl}',
  'mail.receipt.keep': '请保留此邮件作为收据。',
  'mail.cancellationTerms': '出发前 24 小时（斯里兰卡时间）以前可免费取消；之后取消不予退款。',

  'mail.label.reference': '预订编号',
  'mail.label.tour': '行程',
  'mail.label.date': '日期',
  'mail.label.startTime': '开始时间',
  'mail.label.travellers': '旅客',
  'mail.label.pickup': '接送',
  'mail.label.pickupTime': '接送时间',
  'mail.label.amountPaid': '已付金额',
  'mail.label.status': '状态',
  'mail.status.confirmed': '已确认',
  'mail.status.waiting': '等待供应商确认',

  'mail.adults': '{count, plural, other {# 位成人}}',

  'mail.vehicle': '{name}（最多 {seats} 人）× {count}',
  'mail.children': '{count, plural, other {# 名儿童}}',
  'mail.infants': '{count, plural, other {# 名婴儿}}',
  'mail.noTravellers': '无',
  'mail.pickup.airport': '机场',
  'mail.pickup.flight': '航班 {flight}',
  'mail.pickup.arriving': '{time} 抵达',
  'mail.pickup.toBeArranged': '待安排',
  'mail.pickup.hotelTbc': '酒店待确认',

  'voucher.title': 'Serendib 行程凭证',
  'voucher.booking': '预订 {reference}',
  'voucher.tour': '行程',
  'voucher.date': '日期',
  'voucher.startTime': '开始时间',
  'voucher.pickupTime': '接送时间',
  'voucher.pickupPoint': '接送地点',
  'voucher.pickup': '接送',
  'voucher.travellers': '旅客',
  'voucher.operator': '旅行社',
  'voucher.phone': '当天联系电话',
  'voucher.operatorEmail': '旅行社电子邮件',
  'voucher.show': '出发时请向导游出示此凭证（打印版或手机上均可）。',
} as const satisfies MailCatalogue
