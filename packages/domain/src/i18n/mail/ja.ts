import { mailMoreJa } from './more/ja.ts'
import type { MailCatalogue } from './en.ts'

export const mailJa = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreJa,
  'mail.greeting': '{name} 様',
  'mail.footer.tagline': 'Serendib · スリランカのツアー',
  'mail.footer.questions': 'ご質問はお電話で：{phone}',
  'mail.buttonFallback': 'ボタンが使えない場合は、このリンクをブラウザにコピーしてください：',

  'mail.receipt.subjectConfirmed': '予約 {reference} が確定しました：{tour}',
  'mail.receipt.subjectPaid': '予約 {reference} のお支払いを受け付けました：{tour}',
  'mail.receipt.preview': '{tour}（{date}）の領収書です。',
  'mail.receipt.introConfirmed':
    'ありがとうございます。お支払いを受け付け、予約 {reference} が確定しました。',
  'mail.receipt.introPaid':
    'ありがとうございます。お支払いを受け付けました。予約 {reference} はまもなく催行会社が確定します。確定しましたらメールでお知らせします。',
  'mail.receipt.view': '予約を見る',
  'mail.receipt.cancellation': 'キャンセル：{terms}',
  'mail.receipt.noPassword':
    'パスワードをまだお持ちでない方は、{findUrl} で予約番号とこのメールアドレスを入力すると、この予約とバウチャーを確認できます：{lookupUrl}',
  'mail.receipt.keep': 'このメールは領収書として保管してください。',
  'mail.cancellationTerms':
    '開始の24時間前（スリランカ時間）まで無料でキャンセルできます。それ以降のキャンセルは返金されません。',

  'mail.label.reference': '予約番号',
  'mail.label.tour': 'ツアー',
  'mail.label.date': '日付',
  'mail.label.startTime': '開始時刻',
  'mail.label.travellers': '旅行者',
  'mail.label.pickup': '送迎',
  'mail.label.pickupTime': '送迎時刻',
  'mail.label.amountPaid': 'お支払い金額',
  'mail.label.status': 'ステータス',
  'mail.status.confirmed': '確定',
  'mail.status.waiting': '催行会社の確認待ち',

  'mail.adults': '{count, plural, other {大人 # 名}}',

  'mail.vehicle': '{name}（最大{seats}名）× {count}',
  'mail.children': '{count, plural, other {子ども # 名}}',
  'mail.infants': '{count, plural, other {幼児 # 名}}',
  'mail.noTravellers': 'なし',
  'mail.pickup.airport': '空港',
  'mail.pickup.flight': '便名 {flight}',
  'mail.pickup.arriving': '{time} 到着',
  'mail.pickup.toBeArranged': '調整中',
  'mail.pickup.hotelTbc': 'ホテル未確定',

  'voucher.title': 'Serendib ツアーバウチャー',
  'voucher.booking': '予約 {reference}',
  'voucher.tour': 'ツアー',
  'voucher.date': '日付',
  'voucher.startTime': '開始時刻',
  'voucher.pickupTime': '送迎時刻',
  'voucher.pickupPoint': '送迎場所',
  'voucher.pickup': '送迎',
  'voucher.travellers': '旅行者',
  'voucher.operator': '催行会社',
  'voucher.phone': '当日の連絡先電話',
  'voucher.operatorEmail': '催行会社のメール',
  'voucher.show': 'ツアー開始時に、このバウチャー（印刷またはスマートフォン画面）をガイドにお見せください。',
} as const satisfies MailCatalogue
