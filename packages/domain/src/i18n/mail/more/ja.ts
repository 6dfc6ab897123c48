import type { MailMoreCatalogue } from './index.ts'

export const mailMoreJa = {
  'mail.greetingThere': 'こんにちは。',
  'mail.viewBooking': '予約を見る',
  'mail.label.refund': '返金',
  'mail.refundTiming': '返金はご利用の銀行により、5〜10 営業日以内にカードへ戻ります。',
  'mail.reason': '理由：{reason}',

  'mail.canceled.subject': '予約 {reference} はキャンセルされました：{tour}',
  'mail.canceled.preview': '{date} の {tour} のご予約はキャンセルされました。',
  'mail.canceled.intro': 'ご予約 {reference} はキャンセルされました。',

  'mail.message.subject': '予約 {reference} に新しいメッセージ',
  'mail.message.preview': '{from}から {tour} についてメッセージがあります。',
  'mail.message.intro': '{from}から予約 {reference} についてメッセージが届きました：',
  'mail.message.action': '読んで返信する',
  'mail.message.fromSupplier': 'ツアー催行会社',
  'mail.message.fromTeam': 'Serendib チーム',
  'mail.message.fromCustomer': '{name}（お客様）',
  'mail.message.yourCustomer': 'お客様',

  'mail.amend.requestedDate': '希望日',
  'mail.amend.asBooked': '予約どおり',
  'mail.amend.newPrice': '新しい料金',
  'mail.amend.toRefund': '返金額',
  'mail.amend.balanceToPay': 'お支払い残額',
  'mail.amend.staysAsItWas': 'ご予約は変更されません。',
  'mail.amend.payBalance': '予約ページから残額 {amount} をお支払いください。',
  'mail.amend.refunding': '{amount} をカードに返金いたします。',
  'mail.amend.nothingToPay': 'お支払いはありません。',
  'mail.amend.subjectAccepted': '変更が承認されました：予約 {reference}',
  'mail.amend.subjectRejected': '変更できませんでした：予約 {reference}',
  'mail.amend.previewAccepted': '{tour} の変更リクエストが承認されました。',
  'mail.amend.previewRejected': '{tour} の変更リクエストは承認されませんでした。',
  'mail.amend.introAccepted': 'サプライヤーが予約 {reference} の変更リクエストを承認しました。',
  'mail.amend.introRejected': 'サプライヤーは予約 {reference} の変更リクエストを承認できませんでした。',

  'mail.decision.subjectConfirm': '予約 {reference} が確定しました：{tour}',
  'mail.decision.subjectReject': '予約 {reference} はお受けできませんでした：{tour}',
  'mail.decision.subjectCancel': '予約 {reference} はツアー会社によりキャンセルされました：{tour}',
  'mail.decision.lineConfirm': 'お知らせ：ツアー会社がご予約を確定しました。',
  'mail.decision.lineReject': 'ツアー会社はご予約をお受けできませんでした。',
  'mail.decision.lineCancel': 'ツアー会社がご予約をキャンセルしました。',
  'mail.decision.preview': '{line}{tour}（{date}）。',

  'mail.balance.today': '本日',
  'mail.balance.by': '{date}まで',
  'mail.balance.subject': '残額 {amount} のお支払い期限は{when}：{tour}',
  'mail.balance.preview': '予約 {reference} の残額を{when}にお支払いください。',
  'mail.balance.intro': 'ご予約 {reference} の残額のお支払い期限は{when}です（スリランカ時間）。',
  'mail.balance.warning': '期限までにお支払いがない場合、予約はキャンセル規定に従ってキャンセルされます。',
  'mail.balance.due': 'お支払い残額',
  'mail.balance.payBy': 'お支払い期限',
  'mail.balance.action': '残額を支払う',
  'mail.balance.receivedSubject': '予約 {reference} の残額を受け取りました：{tour}',
  'mail.balance.receivedPreview': '予約 {reference} は全額支払い済みです。',
  'mail.balance.receivedIntro':
    'ありがとうございます。{amount} を受け取り、予約 {reference} は全額支払い済みになりました。',
  'mail.balance.unpaidSubject': '予約 {reference} はキャンセルされました：残額が未払いです',
  'mail.balance.unpaidPreview': '予約 {reference} の残額のお支払い期限は {date} でした。',
  'mail.balance.unpaidIntro':
    '予約 {reference} の残額のお支払い期限は {date} でしたが、お支払いがなかったため予約はキャンセルされました。',
  'mail.balance.unpaidRefund': '{amount} が返金されます。',
  'mail.balance.unpaidNoRefund':
    'ツアー開始まで 24 時間を切っているため、お支払い済みの金額は返金されません。',

  'mail.tomorrow.subject': '明日：{tour}',
  'mail.tomorrow.subjectAt': '明日 {time}：{tour}',
  'mail.tomorrow.preview': 'ツアーは明日、{date}です。',
  'mail.tomorrow.intro': 'リマインダー：{tour} は明日、{date}です。',
  'mail.tomorrow.supplierWillTell': 'サプライヤーからお知らせします',
  'mail.tomorrow.guide': 'ガイド',
  'mail.tomorrow.supplierPhone': 'サプライヤーの電話番号',

  'mail.review.subject': '{tour} はいかがでしたか？',
  'mail.review.preview': 'ツアーの感想を他の旅行者に伝えましょう。評価は数秒で完了します。',
  'mail.review.thanks':
    'スリランカのツアーをご利用いただきありがとうございました。{tour} をお楽しみいただけたなら幸いです。',
  'mail.review.help':
    'あなたの評価とひとことは、他の旅行者の参考になり、ガイドの励みにもなります。写真も 3 枚まで追加できます。',
  'mail.review.action': 'ツアーを評価する',
  'mail.review.once': 'リンクは {days, plural, other {# 日}}以内に 1 回だけ、ログインなしで使えます。',

  'mail.verify.subject': 'メールアドレスの確認',
  'mail.verify.preview': 'ワンクリックで Serendib のメールアドレスを確認できます。',
  'mail.verify.intro':
    '予約の案内をお送りするため、こちらがあなたのメールアドレスであることを確認してください。',
  'mail.verify.action': 'メールアドレスを確認する',
  'mail.verify.ignore': 'Serendib のアカウントを作成していない場合は、このメールを無視してください。',

  'mail.reset.subject': '新しいパスワードの設定',
  'mail.reset.preview': '新しい Serendib パスワードを設定するためのリンクです。',
  'mail.reset.intro':
    'Serendib アカウントのパスワード変更がリクエストされました。リンクは {minutes, plural, other {# 分}}以内に 1 回だけ使えます。',
  'mail.reset.action': '新しいパスワードを設定する',
  'mail.reset.ignore': '心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',

  'mail.emailChangeRequested.subject': 'メールアドレスの変更がリクエストされました',
  'mail.emailChangeRequested.preview': 'Serendib アカウントを別のメールアドレスに移す依頼がありました。',
  'mail.emailChangeRequested.intro':
    'Serendib アカウントにログインしている人が、今後 {email} を使うよう依頼しました。そのアドレスに送ったリンクが開かれない限り、何も変わりません。',
  'mail.emailChangeRequested.notYou':
    'お心当たりがない場合は、すぐにパスワードを変更し、{phone} までお電話ください。',

  'mail.emailChanged.subject': 'メールアドレスが変更されました',
  'mail.emailChanged.preview': 'Serendib アカウントのメールアドレスが新しくなりました。',
  'mail.emailChanged.intro':
    'Serendib アカウントは現在 {email} を使用しています。今後、予約に関するメールはそちらに届きます。',
  'mail.emailChanged.action': '自分ではありません：メールアドレスを元に戻す',
  'mail.emailChanged.undo':
    'リンクは 7 日間、1 回だけ使えます。アカウントにこのアドレスを戻し、すべての端末からログアウトします。その後、ログインページで新しいパスワードを設定するか、{phone} までお電話ください。',

  'mail.passwordChanged.subject': 'パスワードが変更されました',
  'mail.passwordChanged.preview': 'Serendib アカウントのパスワードが変更されました。',
  'mail.passwordChanged.intro': 'Serendib アカウントのパスワードが変更されました。',
  'mail.passwordChanged.notYou': 'お心当たりがない場合は、すぐに {phone} までお電話ください。',

  'mail.welcome.subject': 'Serendib アカウントの準備ができました',
  'mail.welcome.preview': 'パスワードを設定すると、予約の確認と管理ができます。',
  'mail.welcome.intro':
    'Serendib でのご予約ありがとうございます。このメールアドレスでアカウントを作成しました。予約の確認、ガイドへのメッセージ、予約の変更やキャンセルができます。',
  'mail.welcome.choose':
    'パスワードを設定してご利用ください。リンクは {days, plural, other {# 日}}以内に 1 回だけ使えます。',
  'mail.welcome.action': 'パスワードを設定する',

  // A tailored quote, to the traveller (decision 079).
  'mail.quote.readySubject': 'お見積もりができました：{tour}',
  'mail.quote.readyPreview': 'オーダーメイドの {tour}：{total}。',
  'mail.quote.readyIntro':
    'オーダーメイドのツアーができました。このメールアドレスでログインして、旅程の確認、ご質問、お申し込みができます。',
  'mail.quote.start': '開始日',
  'mail.quote.total': '合計',
  'mail.quote.deposit': 'お申し込みの手付金',
  'mail.quote.validUntil': '有効期限',
  'mail.quote.readyAction': 'お見積もりを見る',
  'mail.quote.messageSubject': 'お見積もりについての新しいメッセージ：{tour}',
  'mail.quote.messageIntro': '{tour} のお見積もりについて新しいメッセージがあります：',
  'mail.quote.messageAction': '読んで返信する',
  'mail.quote.declinedSubject': 'お見積もりのご依頼：{tour}',
  'mail.quote.declinedIntro':
    '催行会社はご希望どおりに {tour} をご用意できないため、ご依頼をお断りしました。',
  'mail.quote.declinedAction': 'ご依頼を見る',
  'mail.adminChange.subjectCancel': '予約 {reference} はキャンセルされました：{tour}',
  'mail.adminChange.subjectReject': '予約 {reference} はお受けできませんでした：{tour}',
  'mail.adminChange.subjectConfirm': '予約 {reference} が確定しました：{tour}',
  'mail.adminChange.subjectResolve': '予約 {reference} の問題は解決しました：{tour}',
  'mail.adminChange.subjectReinstate': '予約 {reference} は復元されました：{tour}',
  'mail.adminChange.subjectUpdated': '予約 {reference} は変更されました：{tour}',
  'mail.adminChange.lineCancel': 'ご予約をキャンセルいたしました。',
  'mail.adminChange.lineReject': 'ご予約をお受けできませんでした。',
  'mail.adminChange.lineConfirm': 'ご予約が確定しました。',
  'mail.adminChange.lineResolve': 'ご予約に関する問題を解決いたしました。',
  'mail.adminChange.lineReinstate': 'ご予約は再び確定し、予定どおり実施されます。',
  'mail.adminChange.lineUpdated': 'ご予約が変更されました。',
  'mail.adminRefund.subject': '予約 {reference} の返金 {amount}',
  'mail.adminRefund.preview': 'ご予約の {amount} を返金いたします。',
  'mail.adminRefund.intro': 'ご予約 {reference} の {amount} を返金いたします。',
  'mail.label.reason': '理由',
  // The voucher page in the booking's language (issue 31).
  'mail.voucherOnline': 'バウチャーを添付しました。オンラインでも開けます：{url}',
} satisfies MailMoreCatalogue
