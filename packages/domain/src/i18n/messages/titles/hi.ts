import type { TitlesCatalogue } from './index.ts'

/** Page titles and descriptions in Hindi (issue 31). */
export const titlesHi = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': 'बंद करें',
  'title.cart': 'आपकी कार्ट',
  'title.checkout': 'चेकआउट',
  'title.paymentComplete': 'भुगतान पूरा हुआ',
  'title.findBooking': 'अपनी बुकिंग खोजें',
  'title.findBookingDescription': 'बुकिंग नंबर और बुकिंग में दिए ई-मेल पते से Serendib बुकिंग देखें।',
  'title.signUp': 'खाता बनाएँ',
  'title.signUpDescription': 'टूर बुक करने और पसंदीदा सहेजने के लिए Serendib खाता बनाएँ।',
  'title.logIn': 'लॉग इन करें',
  'title.logInDescription': 'अपनी बुकिंग, पसंदीदा और ऑफ़र देखने के लिए Serendib में लॉग इन करें।',
  'title.notFound': 'पेज नहीं मिला',
  'title.error': 'कुछ गड़बड़ हो गई',
  'title.resetPassword': 'नया पासवर्ड चुनें',
  'title.voucher': 'वाउचर {reference}',
  'title.review': 'अपने टूर की समीक्षा करें',
  'title.verifyComplete': 'ई-मेल की पुष्टि हो गई',
  'title.verifyFailed': 'पुष्टि लिंक मान्य नहीं है',
  'title.booking': 'बुकिंग {reference}',
  'title.myBooking': 'मेरी बुकिंग',
  'title.help': 'सहायता केंद्र: अक्सर पूछे जाने वाले प्रश्न',
  'title.helpDescription':
    'श्रीलंका के टूर के लिए बुकिंग, USD में भुगतान, मुफ़्त रद्दीकरण, पिक-अप, वाउचर और समीक्षाओं के बारे में उत्तर।',
  'title.helpTabDescription': 'Serendib की {title}, श्रीलंका में टूर का मार्केटप्लेस।',
  'title.inspiration': 'यात्रा प्रेरणा',
  'title.inspirationDescription':
    'श्रीलंका यात्रा के लिए सुझाव: कब जाएँ, कहाँ ठहरें, क्या खाएँ और कौन-से अनुभव योजना के लायक हैं।',
  'title.aboutDescription': 'Serendib श्रीलंका में टूर और गतिविधियों का मार्केटप्लेस है।',
  'title.searchMatching': '“{key}” के लिए {heading}',
  'title.searchPage': '{title}, पेज {page}',
  'title.searchDescription':
    'Serendib पर श्रीलंका में {what}। {count, plural, =0 {} one {# अनुभव: } other {# अनुभव: }}ऑनलाइन बुक करें, कीमतें USD में, शुरू होने से 24 घंटे पहले तक मुफ़्त रद्दीकरण।',
} satisfies TitlesCatalogue
