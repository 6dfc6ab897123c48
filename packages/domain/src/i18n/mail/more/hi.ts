import type { MailMoreCatalogue } from './index.ts'

export const mailMoreHi = {
  'mail.greetingThere': 'नमस्ते,',
  'mail.viewBooking': 'अपनी बुकिंग देखें',
  'mail.label.refund': 'रिफ़ंड',
  'mail.refundTiming': 'रिफ़ंड आपके बैंक के अनुसार 5 से 10 कार्यदिवसों में आपके कार्ड पर पहुँच जाता है।',
  'mail.reason': 'कारण: {reason}',

  'mail.canceled.subject': 'बुकिंग {reference} रद्द: {tour}',
  'mail.canceled.preview': '{date} को {tour} की आपकी बुकिंग रद्द कर दी गई है।',
  'mail.canceled.intro': 'आपकी बुकिंग {reference} रद्द कर दी गई है।',

  'mail.message.subject': 'बुकिंग {reference} के बारे में नया संदेश',
  'mail.message.preview': '{from} ने {tour} के बारे में लिखा।',
  'mail.message.intro': '{from} ने बुकिंग {reference} के बारे में संदेश भेजा:',
  'mail.message.action': 'पढ़ें और जवाब दें',

  'mail.amend.requestedDate': 'अनुरोधित तारीख',
  'mail.amend.asBooked': 'बुकिंग के अनुसार',
  'mail.amend.newPrice': 'नई कीमत',
  'mail.amend.toRefund': 'वापसी योग्य राशि',
  'mail.amend.balanceToPay': 'देय शेष राशि',
  'mail.amend.staysAsItWas': 'आपकी बुकिंग पहले जैसी ही रहेगी।',
  'mail.amend.payBalance': 'कृपया अपने बुकिंग पेज से {amount} की शेष राशि का भुगतान करें।',
  'mail.amend.refunding': 'हम {amount} आपके कार्ड पर वापस कर रहे हैं।',
  'mail.amend.nothingToPay': 'कुछ भी भुगतान नहीं करना है।',
  'mail.amend.subjectAccepted': 'बदलाव स्वीकार: बुकिंग {reference}',
  'mail.amend.subjectRejected': 'बदलाव संभव नहीं: बुकिंग {reference}',
  'mail.amend.previewAccepted': '{tour} में आपका अनुरोधित बदलाव स्वीकार कर लिया गया।',
  'mail.amend.previewRejected': '{tour} में आपका अनुरोधित बदलाव अस्वीकार कर दिया गया।',
  'mail.amend.introAccepted': 'सप्लायर ने बुकिंग {reference} में आपका अनुरोधित बदलाव स्वीकार कर लिया है।',
  'mail.amend.introRejected': 'सप्लायर बुकिंग {reference} में आपका अनुरोधित बदलाव स्वीकार नहीं कर सका।',

  'mail.decision.subjectConfirm': 'बुकिंग {reference} की पुष्टि हुई: {tour}',
  'mail.decision.subjectReject': 'बुकिंग {reference} स्वीकार नहीं की जा सकी: {tour}',
  'mail.decision.subjectCancel': 'टूर ऑपरेटर ने बुकिंग {reference} रद्द की: {tour}',
  'mail.decision.lineConfirm': 'अच्छी खबर: टूर ऑपरेटर ने आपकी बुकिंग की पुष्टि कर दी है।',
  'mail.decision.lineReject': 'टूर ऑपरेटर आपकी बुकिंग स्वीकार नहीं कर सका।',
  'mail.decision.lineCancel': 'टूर ऑपरेटर ने आपकी बुकिंग रद्द कर दी है।',
  'mail.decision.preview': '{line} {tour}, {date}।',

  'mail.balance.today': 'आज',
  'mail.balance.by': '{date} तक',
  'mail.balance.subject': '{amount} की शेष राशि {when} देय: {tour}',
  'mail.balance.preview': 'बुकिंग {reference} की शेष राशि {when} चुकाएँ।',
  'mail.balance.intro': 'आपकी बुकिंग {reference} की शेष राशि {when} देय है (श्रीलंका समय)।',
  'mail.balance.warning': 'तब तक भुगतान न होने पर बुकिंग उसकी रद्दीकरण शर्तों के अनुसार रद्द कर दी जाएगी।',
  'mail.balance.due': 'देय शेष राशि',
  'mail.balance.payBy': 'भुगतान की अंतिम तारीख',
  'mail.balance.action': 'शेष राशि चुकाएँ',
  'mail.balance.receivedSubject': 'बुकिंग {reference} की शेष राशि मिल गई: {tour}',
  'mail.balance.receivedPreview': 'बुकिंग {reference} का पूरा भुगतान हो गया है।',
  'mail.balance.receivedIntro': 'धन्यवाद: हमें {amount} मिल गए और बुकिंग {reference} का पूरा भुगतान हो गया है।',
  'mail.balance.unpaidSubject': 'बुकिंग {reference} रद्द: शेष राशि का भुगतान नहीं हुआ',
  'mail.balance.unpaidPreview': 'बुकिंग {reference} की शेष राशि {date} तक देय थी।',
  'mail.balance.unpaidIntro':
    'बुकिंग {reference} की शेष राशि {date} तक देय थी और उसका भुगतान नहीं हुआ, इसलिए बुकिंग रद्द कर दी गई है।',
  'mail.balance.unpaidRefund': 'आपको {amount} का रिफ़ंड मिलेगा।',
  'mail.balance.unpaidNoRefund': 'टूर 24 घंटे से कम समय में शुरू होता है: चुकाई गई राशि वापस नहीं की जाएगी।',

  'mail.tomorrow.subject': 'कल: {tour}',
  'mail.tomorrow.subjectAt': 'कल: {tour}, {time} बजे',
  'mail.tomorrow.preview': 'आपका टूर कल है, {date}।',
  'mail.tomorrow.intro': 'याद दिला दें: {tour} कल है, {date}।',
  'mail.tomorrow.supplierWillTell': 'सप्लायर आपको बताएगा',
  'mail.tomorrow.guide': 'आपका गाइड',
  'mail.tomorrow.supplierPhone': 'सप्लायर का फ़ोन',

  'mail.review.subject': '{tour} कैसा रहा?',
  'mail.review.preview': 'दूसरे यात्रियों को अपने टूर के बारे में बताएँ: रेटिंग देने में कुछ ही सेकंड लगते हैं।',
  'mail.review.thanks': 'हमारे साथ श्रीलंका घूमने के लिए धन्यवाद। हमें उम्मीद है कि आपको {tour} पसंद आया।',
  'mail.review.help':
    'आपकी रेटिंग और कुछ शब्द दूसरे यात्रियों को चुनने में और आपके गाइड को मदद करते हैं। आप 3 तक फ़ोटो भी जोड़ सकते हैं।',
  'mail.review.action': 'अपने टूर की समीक्षा करें',
  'mail.review.once':
    'यह लिंक {days, plural, one {# दिन} other {# दिनों}} के भीतर एक बार काम करता है, लॉग इन की ज़रूरत नहीं।',

  'mail.verify.subject': 'अपना ई-मेल पता पुष्टि करें',
  'mail.verify.preview': 'Serendib के लिए अपना ई-मेल पता एक क्लिक में पुष्टि करें।',
  'mail.verify.intro': 'कृपया पुष्टि करें कि यह आपका ई-मेल पता है, ताकि हम आपको आपकी बुकिंग भेज सकें।',
  'mail.verify.action': 'ई-मेल पता पुष्टि करें',
  'mail.verify.ignore': 'अगर आपने Serendib खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा करें।',

  'mail.reset.subject': 'नया पासवर्ड चुनें',
  'mail.reset.preview': 'नया Serendib पासवर्ड चुनने का लिंक।',
  'mail.reset.intro':
    'किसी ने आपके Serendib खाते का पासवर्ड बदलने का अनुरोध किया है। यह लिंक {minutes, plural, one {# मिनट} other {# मिनट}} के भीतर एक बार काम करता है।',
  'mail.reset.action': 'नया पासवर्ड चुनें',
  'mail.reset.ignore': 'अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',

  'mail.emailChangeRequested.subject': 'आपका ई-मेल पता बदलने का अनुरोध किया गया',
  'mail.emailChangeRequested.preview': 'किसी ने आपके Serendib खाते को दूसरे ई-मेल पते पर ले जाने का अनुरोध किया है।',
  'mail.emailChangeRequested.intro':
    'आपके Serendib खाते में लॉग इन किसी व्यक्ति ने अब से {email} इस्तेमाल करने का अनुरोध किया है। जब तक उस पते पर भेजा गया लिंक नहीं खोला जाता, कुछ नहीं बदलेगा।',
  'mail.emailChangeRequested.notYou': 'अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें और हमें {phone} पर कॉल करें।',

  'mail.emailChanged.subject': 'आपका ई-मेल पता बदल दिया गया',
  'mail.emailChanged.preview': 'आपके Serendib खाते का नया ई-मेल पता है।',
  'mail.emailChanged.intro': 'आपका Serendib खाता अब {email} इस्तेमाल करता है। अब से आपकी बुकिंग के ई-मेल वहीं जाएँगे।',
  'mail.emailChanged.action': 'यह मैं नहीं था: मेरा ई-मेल पता वापस करें',
  'mail.emailChanged.undo':
    'यह लिंक 7 दिनों तक एक बार काम करता है। यह आपके खाते को यह पता वापस देता है और सभी डिवाइस से लॉग आउट करता है। फिर लॉग-इन पेज से नया पासवर्ड चुनें, या हमें {phone} पर कॉल करें।',

  'mail.passwordChanged.subject': 'आपका पासवर्ड बदल दिया गया',
  'mail.passwordChanged.preview': 'आपके Serendib खाते का पासवर्ड बदल दिया गया।',
  'mail.passwordChanged.intro': 'आपके Serendib खाते का पासवर्ड अभी बदला गया है।',
  'mail.passwordChanged.notYou': 'अगर यह बदलाव आपने नहीं किया, तो तुरंत हमें {phone} पर कॉल करें।',

  'mail.welcome.subject': 'आपका Serendib खाता तैयार है',
  'mail.welcome.preview': 'अपनी बुकिंग देखने और प्रबंधित करने के लिए पासवर्ड चुनें।',
  'mail.welcome.intro':
    'Serendib के साथ बुकिंग के लिए धन्यवाद। हमने इस ई-मेल पते के लिए एक खाता बनाया है, ताकि आप अपनी बुकिंग देख सकें, अपने गाइड को संदेश भेज सकें, और उसे बदल या रद्द कर सकें।',
  'mail.welcome.choose':
    'इसे इस्तेमाल करने के लिए पासवर्ड चुनें। यह लिंक {days, plural, one {# दिन} other {# दिनों}} के भीतर एक बार काम करता है।',
  'mail.welcome.action': 'अपना पासवर्ड चुनें',

  // A tailored quote, to the traveller (decision 079).
  'mail.quote.readySubject': 'आपका कोटेशन तैयार है: {tour}',
  'mail.quote.readyPreview': 'आपका अपने हिसाब से बना {tour}: {total}।',
  'mail.quote.readyIntro':
    'आपका अपने हिसाब से बना टूर तैयार है। यात्रा-क्रम देखने, सवाल पूछने या इसे स्वीकार करने के लिए इसी ई-मेल पते से साइन इन करें।',
  'mail.quote.start': 'शुरुआत',
  'mail.quote.total': 'कुल',
  'mail.quote.deposit': 'स्वीकार करने के लिए अग्रिम',
  'mail.quote.validUntil': 'इस तारीख तक मान्य',
  'mail.quote.readyAction': 'अपना कोटेशन देखें',
  'mail.quote.messageSubject': 'आपके कोटेशन के बारे में नया संदेश: {tour}',
  'mail.quote.messageIntro': '{tour} के कोटेशन के बारे में एक नया संदेश है:',
  'mail.quote.messageAction': 'पढ़ें और जवाब दें',
  'mail.quote.declinedSubject': 'आपका कोटेशन अनुरोध: {tour}',
  'mail.quote.declinedIntro': 'टूर संचालक {tour} आपके कहे अनुसार नहीं दे सकता और उसने आपका अनुरोध अस्वीकार कर दिया है।',
  'mail.quote.declinedAction': 'अनुरोध देखें',
} satisfies MailMoreCatalogue
