import type { RefusalCatalogue } from './en.ts'

/** The server's refusals a traveller meets, in Simplified Chinese (issue 31). */
export const refusalsZh = {
  'refusal.refundPolicy': '您需要同意退款政策',
  'refusal.travellerFirstName': '旅客 {person} 的名字不能为空',
  'refusal.travellerLastName': '旅客 {person} 的姓氏不能为空',
  'refusal.tourUnavailable': '此行程目前无法预订',
  'refusal.pickupNotServed': '此行程不在所选地点接送',
  'refusal.noChildren': '此行程不接待儿童',
  'refusal.noInfants': '此行程不接待婴儿',
  'refusal.noAdults': '此行程不接待成人',
  'refusal.countsOutOfRange': '每类旅客请选择 0 至 15 人',
  'refusal.tooFar': '最多可提前一年预订',
  'refusal.tooEarly': '此行程最早可预订的日期是 {date}',
  'refusal.notRunning': '此行程在 {day} 不开团，请选择其他日期',
  'refusal.soldOut': '此行程在 {day} 已售罄，请选择其他日期',
  'refusal.startUnavailable': '{day} 的 {time} 场次不可预订，请选择其他时间',
  'refusal.tooManyTravellers':
    '未登录账户时，同一行程同一天最多可预订 {max} 位旅客。请登录以预订更大的团体，或通过“立即咨询”给我们留言，我们会与行程运营商安排。',
  'refusal.payLaterNeedsAccount': '请登录后再选择现在预订、稍后付款',
  'refusal.customerAccount': '请使用客户账户登录后预订',
  'refusal.reviewTooLong': '您的评价最多 {max} 个字符',
  'refusal.fewLeft': '{left, plural, other {{day} 仅剩 # 个名额}}',
  'refusal.fewLeftAt': '{left, plural, other {{time} 场次仅剩 # 个名额}}',
  'refusal.tooLate': '{hours, plural, other {开始前 # 小时停止预订}}',
  'refusal.fewVehiclesLeft':
    '{left, plural, other {该选项当天仅剩 # 辆车：请按较小的团体预订，或通过“立即咨询”联系我们}}',
} satisfies RefusalCatalogue
