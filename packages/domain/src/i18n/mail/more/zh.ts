import type { MailMoreCatalogue } from './index.ts'

export const mailMoreZh = {
  'mail.greetingThere': '您好：',
  'mail.viewBooking': '查看您的预订',
  'mail.label.refund': '退款',
  'mail.refundTiming': '退款将在 5 至 10 个工作日内退回您的银行卡，具体取决于您的银行。',
  'mail.reason': '原因：{reason}',

  'mail.canceled.subject': '预订 {reference} 已取消：{tour}',
  'mail.canceled.preview': '您预订的 {date} {tour} 已取消。',
  'mail.canceled.intro': '您的预订 {reference} 已取消。',

  'mail.message.subject': '关于预订 {reference} 的新消息',
  'mail.message.preview': '{from} 发来了关于 {tour} 的消息。',
  'mail.message.intro': '{from} 发来了关于预订 {reference} 的消息：',
  'mail.message.action': '阅读并回复',

  'mail.amend.requestedDate': '申请的日期',
  'mail.amend.asBooked': '与预订相同',
  'mail.amend.newPrice': '新价格',
  'mail.amend.toRefund': '应退金额',
  'mail.amend.balanceToPay': '应补差额',
  'mail.amend.staysAsItWas': '您的预订保持不变。',
  'mail.amend.payBalance': '请在预订页面支付差额 {amount}。',
  'mail.amend.refunding': '我们将把 {amount} 退回您的银行卡。',
  'mail.amend.nothingToPay': '无需支付任何费用。',
  'mail.amend.subjectAccepted': '更改已接受：预订 {reference}',
  'mail.amend.subjectRejected': '无法更改：预订 {reference}',
  'mail.amend.previewAccepted': '您对 {tour} 的更改申请已被接受。',
  'mail.amend.previewRejected': '您对 {tour} 的更改申请已被拒绝。',
  'mail.amend.introAccepted': '供应商已接受您对预订 {reference} 的更改申请。',
  'mail.amend.introRejected': '供应商无法接受您对预订 {reference} 的更改申请。',

  'mail.decision.subjectConfirm': '预订 {reference} 已确认：{tour}',
  'mail.decision.subjectReject': '预订 {reference} 未被接受：{tour}',
  'mail.decision.subjectCancel': '预订 {reference} 已被旅行社取消：{tour}',
  'mail.decision.lineConfirm': '好消息：旅行社已确认您的预订。',
  'mail.decision.lineReject': '旅行社无法接受您的预订。',
  'mail.decision.lineCancel': '旅行社已取消您的预订。',
  'mail.decision.preview': '{line}{tour}，{date}。',

  'mail.balance.today': '今天',
  'mail.balance.by': '{date} 前',
  'mail.balance.subject': '尾款 {amount} 须于{when}支付：{tour}',
  'mail.balance.preview': '请于{when}支付预订 {reference} 的尾款。',
  'mail.balance.intro': '您的预订 {reference} 的尾款须于{when}支付（斯里兰卡时间）。',
  'mail.balance.warning': '如届时仍未支付，预订将按其取消条款取消。',
  'mail.balance.due': '应付尾款',
  'mail.balance.payBy': '付款截止日期',
  'mail.balance.action': '支付尾款',
  'mail.balance.receivedSubject': '已收到预订 {reference} 的尾款：{tour}',
  'mail.balance.receivedPreview': '预订 {reference} 已全额付清。',
  'mail.balance.receivedIntro': '谢谢：我们已收到 {amount}，预订 {reference} 已全额付清。',
  'mail.balance.unpaidSubject': '预订 {reference} 已取消：尾款未支付',
  'mail.balance.unpaidPreview': '预订 {reference} 的尾款应于 {date} 前支付。',
  'mail.balance.unpaidIntro': '预订 {reference} 的尾款应于 {date} 前支付，但未支付，因此预订已取消。',
  'mail.balance.unpaidRefund': '您将获得 {amount} 的退款。',
  'mail.balance.unpaidNoRefund': '行程将在 24 小时内开始：已支付的款项不予退还。',

  'mail.tomorrow.subject': '明天：{tour}',
  'mail.tomorrow.subjectAt': '明天 {time}：{tour}',
  'mail.tomorrow.preview': '您的行程在明天，{date}。',
  'mail.tomorrow.intro': '提醒：{tour} 在明天，{date}。',
  'mail.tomorrow.supplierWillTell': '供应商会通知您',
  'mail.tomorrow.guide': '您的导游',
  'mail.tomorrow.supplierPhone': '供应商电话',

  'mail.review.subject': '{tour} 怎么样？',
  'mail.review.preview': '向其他旅行者介绍您的行程：评分只需几秒钟。',
  'mail.review.thanks': '感谢您与我们一起游览斯里兰卡。希望您喜欢 {tour}。',
  'mail.review.help':
    '您的评分和几句话能帮助其他旅行者做出选择，也能帮助您的导游。您还可以添加最多 3 张照片。',
  'mail.review.action': '评价您的行程',
  'mail.review.once': '该链接只能使用一次，{days, plural, other {# 天}}内有效，无需登录。',

  'mail.verify.subject': '请确认您的电子邮件地址',
  'mail.verify.preview': '一键确认您在 Serendib 的电子邮件地址。',
  'mail.verify.intro': '请确认这是您的电子邮件地址，以便我们向您发送预订信息。',
  'mail.verify.action': '确认电子邮件地址',
  'mail.verify.ignore': '如果您没有创建 Serendib 账户，请忽略此邮件。',

  'mail.reset.subject': '设置新密码',
  'mail.reset.preview': '用于设置新的 Serendib 密码的链接。',
  'mail.reset.intro':
    '有人申请更改您的 Serendib 账户密码。该链接只能使用一次，{minutes, plural, other {# 分钟}}内有效。',
  'mail.reset.action': '设置新密码',
  'mail.reset.ignore': '如果这不是您本人的操作，请忽略此邮件：您的密码保持不变。',

  'mail.emailChangeRequested.subject': '有人申请更改您的电子邮件地址',
  'mail.emailChangeRequested.preview': '有人申请将您的 Serendib 账户转到另一个电子邮件地址。',
  'mail.emailChangeRequested.intro':
    '已登录您 Serendib 账户的人申请今后使用 {email}。只要我们发送到该地址的链接未被打开，就不会有任何变化。',
  'mail.emailChangeRequested.notYou': '如果这不是您本人，请立即更改密码并致电 {phone} 联系我们。',

  'mail.emailChanged.subject': '您的电子邮件地址已更改',
  'mail.emailChanged.preview': '您的 Serendib 账户有了新的电子邮件地址。',
  'mail.emailChanged.intro': '您的 Serendib 账户现在使用 {email}。今后有关预订的邮件将发送到该地址。',
  'mail.emailChanged.action': '不是我本人：恢复我的电子邮件地址',
  'mail.emailChanged.undo':
    '该链接只能使用一次，7 天内有效。它会为您的账户恢复此地址，并让所有设备退出登录。之后请在登录页面设置新密码，或致电 {phone} 联系我们。',

  'mail.passwordChanged.subject': '您的密码已更改',
  'mail.passwordChanged.preview': '您的 Serendib 账户密码已更改。',
  'mail.passwordChanged.intro': '您的 Serendib 账户密码刚刚被更改。',
  'mail.passwordChanged.notYou': '如果这不是您本人的操作，请立即致电 {phone} 联系我们。',

  'mail.welcome.subject': '您的 Serendib 账户已就绪',
  'mail.welcome.preview': '设置密码即可查看和管理您的预订。',
  'mail.welcome.intro':
    '感谢您通过 Serendib 预订。我们为此电子邮件地址创建了账户，您可以查看预订、给导游发消息，以及更改或取消预订。',
  'mail.welcome.choose': '设置密码即可开始使用。该链接只能使用一次，{days, plural, other {# 天}}内有效。',
  'mail.welcome.action': '设置密码',
} satisfies MailMoreCatalogue
