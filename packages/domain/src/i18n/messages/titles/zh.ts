import type { TitlesCatalogue } from './index.ts'

/** Page titles and descriptions in Simplified Chinese (issue 31). */
export const titlesZh = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': '关闭',
  'title.cart': '购物车',
  'title.checkout': '结账',
  'title.paymentComplete': '付款完成',
  'title.findBooking': '查找预订',
  'title.findBookingDescription': '凭预订编号和预订时使用的电子邮箱查看 Serendib 预订。',
  'title.signUp': '创建账户',
  'title.signUpDescription': '创建 Serendib 账户，预订行程并保存收藏。',
  'title.logIn': '登录',
  'title.logInDescription': '登录 Serendib，查看您的预订、收藏和优惠。',
  'title.notFound': '页面不存在',
  'title.error': '出错了',
  'title.resetPassword': '设置新密码',
  'title.voucher': '凭证 {reference}',
  'title.review': '评价您的行程',
  'title.verifyComplete': '电子邮箱已确认',
  'title.verifyFailed': '确认链接无效',
  'title.booking': '预订 {reference}',
  'title.myBooking': '我的预订',
  'title.help': '帮助中心：常见问题',
  'title.helpDescription': '关于斯里兰卡行程的预订、美元付款、免费取消、接送、凭证和评价的解答。',
  'title.helpTabDescription': 'Serendib 的{title}——斯里兰卡行程预订平台。',
  'title.inspiration': '旅行灵感',
  'title.inspirationDescription': '斯里兰卡旅行灵感：何时去、住哪里、吃什么，以及值得专程安排的体验。',
  'title.aboutDescription': 'Serendib 是斯里兰卡行程和活动的预订平台。',
  'title.searchMatching': '{heading}：“{key}”',
  'title.searchPage': '{title}，第 {page} 页',
  'title.searchDescription':
    'Serendib 上的斯里兰卡{what}。{count, plural, =0 {} other {共 # 项体验：}}在线预订，美元计价，开始前 24 小时可免费取消。',
} satisfies TitlesCatalogue
