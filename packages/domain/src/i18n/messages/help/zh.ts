import type { HelpCatalogue } from './en.ts'

/** The help centre in Simplified Chinese (decision 085). */
export const helpZh = {
  'help.centre': '帮助中心',
  'help.intro': '用浅显的话解答常见问题、说明我们的政策。我们全天候为您服务。',
  'help.faqHeading': '常见问题',
  'help.searchRegion': '问题',
  'help.searchLabel': '搜索问题',
  'help.searchPlaceholder': '退款、接送、凭证…',
  'help.searchButton': '搜索',
  'help.searchButtonSr': '问题',
  'help.matches': '{count, plural, other {找到 # 个相关问题}}',
  'help.noMatch': '没有与“{query}”相关的问题。',
  'help.stillStuck': '请随时拨打 {phone} 联系我们，或使用页面底部的{inquire}。',
  'help.seeAll': '查看全部问题',
  'help.topics': '帮助主题',
  'help.tab.privacy': '隐私政策',
  'help.tab.disclaimer': '免责声明',
  'help.tab.cookie': 'Cookie 政策',
  'help.updating': '本页面正在更新。如有急事，请致电 {phone}。',
  'help.needHelp': '预订需要帮助？',
  'help.supportAvailable': '我们的客服团队全天候在线。',
  'help.about': '关于 Serendib',

  'helpfaq.group.booking': '预订',
  'helpfaq.q.how-to-book': '如何预订行程？',
  'helpfaq.a.how-to-book':
    '打开行程页面，选择接送地点、日期，以及出行的成人、儿童和婴儿人数。填写完整后，总价会立即显示。\n\n点击“立即预订”直接前往结账，或将行程加入购物车，与其他行程一起结账。结账时填写出行人姓名和接送地点，然后付款即可。',
  'helpfaq.q.instant-confirmation': '我的预订什么时候确认？',
  'helpfaq.a.instant-confirmation':
    '标有“即时确认”的行程在付款成功后立即确认。其他行程需经供应商确认：供应商会在 {window} 小时内确认，您可以在“我的预订”中看到状态变化。',
  'helpfaq.q.account-needed': '预订需要注册账户吗？',
  'helpfaq.a.account-needed':
    '不需要。如果您还不是会员，我们会用您结账时填写的电子邮箱为您创建账户并发送密码，方便您在“我的预订”中查看预订。',
  'helpfaq.q.change-booking': '可以更改日期、接送安排或出行人数吗？',
  'helpfaq.a.change-booking':
    '可以，只要预订处于待确认或已确认状态：在“我的预订”中打开该预订，选择“更改行程”。供应商会答复您的申请；如果新价格更高，您需补付差价；如果更低，差价将退还给您。',

  'helpfaq.group.payment': '付款',
  'helpfaq.q.currency': '以什么货币扣款？',
  'helpfaq.a.currency':
    '所有预订均以美元（USD）收费。如果您在页面顶部选择其他货币，我们也会显示换算后的价格作为参考；您的银行可能按略有不同的汇率结算。',
  'helpfaq.q.extra-fees': '是否另收税费或预订费？',
  'helpfaq.a.extra-fees': '不收。结账时看到的总价就是您支付的金额，没有任何额外税费。',
  'helpfaq.q.payment-safe': '如何付款？安全吗？',
  'helpfaq.a.payment-safe':
    '点击“确认并付款”后，您将在我们支付服务商的安全页面上用银行卡付款。我们从不查看或保存您的卡号。',

  'helpfaq.group.cancellation': '取消',
  'helpfaq.q.free-cancellation': '可以免费取消吗？',
  'helpfaq.a.free-cancellation':
    '可以，最晚在行程开始前 {hours} 小时（斯里兰卡时间，Asia/Colombo）取消。按时取消可获全额退款；晚于此时间取消则不予退款。\n\n行程开始时间按行程日期和您的接送时间计算；如果尚未确定接送时间，则按当天零点计算。',
  'helpfaq.q.how-to-cancel': '如何取消预订？',
  'helpfaq.a.how-to-cancel':
    '在“我的预订”中打开该预订，选择“取消行程”。在您确认之前，我们会告诉您是否可以退款以及退款金额。已完成、已拒绝或已取消的预订无法取消。',
  'helpfaq.q.refund-time': '什么时候能收到退款？',
  'helpfaq.a.refund-time':
    '您取消后，我们会立即以美元将退款退回您付款所用的银行卡。银行可能需要几个工作日才能显示到账。',

  'helpfaq.group.pickup': '接送',
  'helpfaq.q.where-pickup': '在哪里接我？',
  'helpfaq.a.where-pickup':
    '在您预订时选择的接送地点。结账时请告诉供应商具体位置：您的酒店（名称和地址）、机场（航班号和抵达时间，适用于提供机场接送的行程），或在备注中写明其他地点。',
  'helpfaq.q.pickup-time': '几点来接我？',
  'helpfaq.a.pickup-time':
    '供应商确定接送地点和时间后，会显示在“我的预订”中的预订详情里。如有疑问，可直接在预订中给供应商发消息。',

  'helpfaq.group.vouchers': '凭证',
  'helpfaq.q.find-voucher': '我的凭证在哪里？',
  'helpfaq.a.find-voucher':
    '预订确认后，在“我的预订”中打开该预订，选择“您的凭证”。凭证上有二维码，供应商接您时会扫描。我们也会随确认邮件把凭证发给您。',
  'helpfaq.q.print-voucher': '需要打印凭证吗？',
  'helpfaq.a.print-voucher': '不需要。在手机上出示二维码即可；供应商也可以凭预订编号找到您。',

  'helpfaq.group.reviews': '评价',
  'helpfaq.q.write-review': '什么时候可以评价行程？',
  'helpfaq.a.write-review':
    '行程结束且供应商将其标记为已完成后即可评价。您可以在账户的“评价和评分”中打分，也可以使用我们通过邮件发送的链接：该链接在 {days} 天内无需登录即可使用，最多可添加 {photos} 张照片。',
  'helpfaq.q.one-review': '同一个预订可以评价两次吗？',
  'helpfaq.a.one-review':
    '不可以：每个预订只能评价一次，以确保评分反映真实的旅行。提交后，您可以在“评价和评分”中查看。',
} as const satisfies HelpCatalogue
