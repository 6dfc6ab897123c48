import type { RefusalCatalogue } from './en.ts'

/** The server's refusals a traveller meets, in Japanese (issue 31). */
export const refusalsJa = {
  'refusal.refundPolicy': '返金ポリシーに同意する必要があります',
  'refusal.travellerFirstName': '旅行者 {person} の名を入力してください',
  'refusal.travellerLastName': '旅行者 {person} の姓を入力してください',
  'refusal.tourUnavailable': 'このツアーは現在予約できません',
  'refusal.pickupNotServed': 'このツアーは選択した場所への送迎を行っていません',
  'refusal.noChildren': 'このツアーは子どもの参加を受け付けていません',
  'refusal.noInfants': 'このツアーは乳幼児の参加を受け付けていません',
  'refusal.noAdults': 'このツアーは大人の参加を受け付けていません',
  'refusal.countsOutOfRange': '各区分の旅行者は 0〜15 名で選択してください',
  'refusal.tooFar': '予約は1年先まで受け付けています',
  'refusal.tooEarly': 'このツアーを予約できる最も早い日付は {date} です',
  'refusal.notRunning': 'このツアーは {day} には催行されません。別の日付を選択してください',
  'refusal.soldOut': 'このツアーは {day} は満席です。別の日付を選択してください',
  'refusal.startUnavailable': '{day} の {time} 開始は空きがありません。別の時間を選択してください',
  'refusal.tooManyTravellers':
    'アカウントなしでは、同じ日の1つのツアーに予約できるのは最大 {max} 名です。より大きなグループで予約するにはログインするか、「お問い合わせ」からご連絡ください。ツアー会社と調整いたします。',
  'refusal.payLaterNeedsAccount': '今すぐ予約して後払いにするにはログインしてください',
  'refusal.customerAccount': '予約するにはお客様アカウントでログインしてください',
  'refusal.reviewTooLong': 'レビューは最大 {max} 文字までです',
  'refusal.fewLeft': '{left, plural, other {{day} の残りはあと # 席です}}',
  'refusal.fewLeftAt': '{left, plural, other {{time} の回の残りはあと # 席です}}',
  'refusal.tooLate': '{hours, plural, other {予約は開始の # 時間前に締め切られます}}',
  'refusal.fewVehiclesLeft':
    '{left, plural, other {このオプションのその日の車両は残り # 台です。少人数で予約するか、「お問い合わせ」からご相談ください}}',
} satisfies RefusalCatalogue
