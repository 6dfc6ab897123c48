import type { TitlesCatalogue } from './index.ts'

/** Page titles and descriptions in Japanese (issue 31). */
export const titlesJa = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': '閉じる',
  'title.cart': 'カート',
  'title.checkout': 'ご購入手続き',
  'title.paymentComplete': 'お支払い完了',
  'title.findBooking': '予約を探す',
  'title.findBookingDescription': '予約番号と予約時のメールアドレスでSerendibの予約を確認できます。',
  'title.signUp': 'アカウント作成',
  'title.signUpDescription': 'Serendibのアカウントを作成して、ツアーを予約し、お気に入りを保存しましょう。',
  'title.logIn': 'ログイン',
  'title.logInDescription': 'Serendibにログインして、予約、お気に入り、お得な情報を確認できます。',
  'title.notFound': 'ページが見つかりません',
  'title.error': '問題が発生しました',
  'title.resetPassword': '新しいパスワードの設定',
  'title.voucher': 'バウチャー {reference}',
  'title.review': 'ツアーのレビュー',
  'title.verifyComplete': 'メールアドレスを確認しました',
  'title.verifyFailed': '確認リンクが無効です',
  'title.booking': '予約 {reference}',
  'title.myBooking': 'マイ予約',
  'title.help': 'ヘルプセンター：よくある質問',
  'title.helpDescription':
    'スリランカのツアーの予約、USDでのお支払い、無料キャンセル、送迎、バウチャー、レビューについての回答。',
  'title.helpTabDescription': 'Serendibの{title}。スリランカのツアーのマーケットプレイスです。',
  'title.inspiration': '旅のアイデア',
  'title.inspirationDescription':
    'スリランカ旅行のアイデア：いつ行くか、どこに泊まるか、何を食べるか、計画に組み込みたい体験。',
  'title.aboutDescription': 'Serendibはスリランカのツアーとアクティビティのマーケットプレイスです。',
  'title.searchMatching': '「{key}」の{heading}',
  'title.searchPage': '{title}（{page}ページ目）',
  'title.searchDescription':
    'Serendibのスリランカ{what}。{count, plural, =0 {} other {#件の体験：}}オンライン予約、USD表示、開始24時間前まで無料キャンセル。',
} satisfies TitlesCatalogue
