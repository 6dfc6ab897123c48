import type { HelpCatalogue } from './en.ts'

/** The help centre in Japanese (decision 085). */
export const helpJa = {
  'help.centre': 'ヘルプセンター',
  'help.intro':
    'よくある質問への回答と各種ポリシーを、わかりやすい言葉でご案内します。24時間年中無休で対応しています。',
  'help.faqHeading': 'よくある質問',
  'help.searchRegion': '質問',
  'help.searchLabel': '質問を検索',
  'help.searchPlaceholder': '返金、送迎、バウチャー…',
  'help.searchButton': '検索',
  'help.searchButtonSr': '（質問）',
  'help.matches': '{count, plural, other {該当する質問：# 件}}',
  'help.noMatch': '「{query}」に該当する質問はありません。',
  'help.stillStuck': '{phone} までいつでもお電話いただくか、ページ下部の{inquire}をご利用ください。',
  'help.seeAll': 'すべての質問を表示',
  'help.topics': 'ヘルプのトピック',
  'help.tab.privacy': 'プライバシーポリシー',
  'help.tab.disclaimer': '免責事項',
  'help.tab.cookie': 'Cookieポリシー',
  'help.updating': 'このページは更新中です。お急ぎの場合は {phone} までお電話ください。',
  'help.needHelp': 'ご予約についてお困りですか？',
  'help.supportAvailable': 'サポートチームが24時間年中無休で対応します。',
  'help.about': 'Serendibについて',

  'helpfaq.group.booking': '予約',
  'helpfaq.q.how-to-book': 'ツアーはどうやって予約しますか？',
  'helpfaq.a.how-to-book':
    'ツアーのページを開き、送迎場所、日付、参加する大人・子ども・幼児の人数を選んでください。予約フォームの入力が済むと、すぐに合計金額が表示されます。\n\n「今すぐ予約」を選ぶとそのまま決済に進みます。ツアーをカートに入れて、複数のツアーをまとめて決済することもできます。決済では参加者の名前と送迎場所を入力し、お支払いを済ませます。',
  'helpfaq.q.instant-confirmation': '予約はいつ確定しますか？',
  'helpfaq.a.instant-confirmation':
    '「即時確定」と表示されたツアーは、お支払いが完了した時点で確定します。それ以外はリクエスト制で、催行会社が{window}時間以内に確定します。ステータスの変化は「予約一覧」で確認できます。',
  'helpfaq.q.account-needed': '予約にアカウントは必要ですか？',
  'helpfaq.a.account-needed':
    'いいえ。まだ会員でない場合は、決済時に入力されたメールアドレスでアカウントを作成し、パスワードをお送りします。「予約一覧」で予約の状況を確認できます。',
  'helpfaq.q.change-booking': '日付、送迎、人数は変更できますか？',
  'helpfaq.a.change-booking':
    'はい、予約が確認待ちまたは確定済みの間は変更できます。「予約一覧」で予約を開き、「ツアーを変更」を選んでください。催行会社がリクエストに回答します。新しい料金が高い場合は差額をお支払いいただき、安い場合は差額を返金します。',

  'helpfaq.group.payment': 'お支払い',
  'helpfaq.q.currency': 'どの通貨で請求されますか？',
  'helpfaq.a.currency':
    'すべての予約は米ドル（USD）で請求されます。ページ上部で別の通貨を選ぶと、その通貨に換算した目安の料金も表示します。カード会社の換算レートは多少異なる場合があります。',
  'helpfaq.q.extra-fees': '税金や予約手数料は別にかかりますか？',
  'helpfaq.a.extra-fees':
    'いいえ。決済画面に表示される合計金額がお支払い額のすべてで、追加の税金や手数料はかかりません。',
  'helpfaq.q.payment-safe': '支払い方法は？安全ですか？',
  'helpfaq.a.payment-safe':
    '「確定して支払う」を押した後、決済代行会社の安全なページでカード払いをしていただきます。当社がカード番号を見たり保存したりすることは一切ありません。',

  'helpfaq.group.cancellation': 'キャンセル',
  'helpfaq.q.free-cancellation': '無料でキャンセルできますか？',
  'helpfaq.a.free-cancellation':
    'はい、スリランカ時間（Asia/Colombo）でツアー開始の{hours}時間前までなら無料です。期限内にキャンセルすればお支払い額を全額返金します。それ以降は返金されません。\n\nツアーの開始とは、ツアー当日の送迎時刻のことです。送迎時刻がまだ決まっていない場合は、その日の午前0時とします。',
  'helpfaq.q.how-to-cancel': '予約をキャンセルするには？',
  'helpfaq.a.how-to-cancel':
    '「予約一覧」で予約を開き、「ツアーをキャンセル」を選んでください。確定する前に、返金の有無と金額をお知らせします。完了済み、不成立、キャンセル済みの予約はキャンセルできません。',
  'helpfaq.q.refund-time': '返金はいつ受け取れますか？',
  'helpfaq.a.refund-time':
    'キャンセルするとすぐに、お支払いに使ったカードへUSDで返金します。カード明細に反映されるまで数営業日かかる場合があります。',

  'helpfaq.group.pickup': '送迎',
  'helpfaq.q.where-pickup': 'どこに迎えに来てもらえますか？',
  'helpfaq.a.where-pickup':
    '予約時に選んだ送迎場所です。決済の際に、具体的な場所を催行会社に伝えてください。ホテル（名称と住所）、空港（空港送迎のあるツアーの場合は便名と到着時刻）、またはそれ以外の場所を備考に記入できます。',
  'helpfaq.q.pickup-time': '何時に迎えに来てもらえますか？',
  'helpfaq.a.pickup-time':
    '催行会社が送迎の場所と時刻を決めると、「予約一覧」の予約に表示されます。ご質問があれば、予約から催行会社にメッセージを送ってください。',

  'helpfaq.group.vouchers': 'バウチャー',
  'helpfaq.q.find-voucher': 'バウチャーはどこにありますか？',
  'helpfaq.a.find-voucher':
    '予約が確定したら、「予約一覧」で予約を開き、「バウチャー」を選んでください。バウチャーにはQRコードが付いていて、お迎えの際に催行会社が読み取ります。確定のお知らせと一緒にメールでもお送りします。',
  'helpfaq.q.print-voucher': 'バウチャーは印刷する必要がありますか？',
  'helpfaq.a.print-voucher':
    'いいえ。スマートフォンでQRコードを見せるだけで大丈夫です。催行会社は予約番号からもお客様を確認できます。',

  'helpfaq.group.reviews': 'レビュー',
  'helpfaq.q.write-review': 'ツアーのレビューはいつ書けますか？',
  'helpfaq.a.write-review':
    'ツアー終了後、催行会社が完了にした時点から書けます。アカウントの「レビューと評価」から評価するか、メールでお送りするリンクをご利用ください。リンクはログインなしで{days}日間有効で、写真を{photos}枚まで追加できます。',
  'helpfaq.q.one-review': '同じ予約に2回レビューできますか？',
  'helpfaq.a.one-review':
    'いいえ。評価が実際の旅を反映するよう、ひとつの予約にレビューは一件だけです。送信したレビューは「レビューと評価」で確認できます。',
} as const satisfies HelpCatalogue
