import type { RefusalCatalogue } from './en.ts'

/** The server's refusals a traveller meets, in Hindi (issue 31). */
export const refusalsHi = {
  'refusal.refundPolicy': 'आपको धनवापसी नीति से सहमत होना होगा',
  'refusal.travellerFirstName': 'यात्री {person} का पहला नाम खाली नहीं हो सकता',
  'refusal.travellerLastName': 'यात्री {person} का उपनाम खाली नहीं हो सकता',
  'refusal.tourUnavailable': 'यह टूर अभी बुक नहीं किया जा सकता',
  'refusal.pickupNotServed': 'यह टूर चुने गए स्थान से पिक-अप नहीं करता',
  'refusal.noChildren': 'इस टूर में बच्चे नहीं जा सकते',
  'refusal.noInfants': 'इस टूर में शिशु नहीं जा सकते',
  'refusal.noAdults': 'इस टूर में वयस्क नहीं जा सकते',
  'refusal.countsOutOfRange': 'हर प्रकार के 0 से 15 यात्री चुनें',
  'refusal.tooFar': 'बुकिंग एक साल पहले तक खुली रहती है',
  'refusal.tooEarly': 'इस टूर को बुक करने की सबसे जल्दी तारीख {date} है',
  'refusal.notRunning': 'यह टूर {day} को नहीं चलता, कृपया दूसरी तारीख चुनें',
  'refusal.soldOut': '{day} को यह टूर पूरी तरह बुक है, कृपया दूसरी तारीख चुनें',
  'refusal.startUnavailable': '{day} को {time} की शुरुआत उपलब्ध नहीं है, कृपया दूसरा समय चुनें',
  'refusal.tooManyTravellers':
    'खाते के बिना आप एक ही दिन एक टूर पर अधिकतम {max} यात्री बुक कर सकते हैं। बड़े समूह के लिए लॉग इन करें, या "पूछताछ करें" से हमें संदेश भेजें और हम टूर ऑपरेटर के साथ व्यवस्था कर देंगे।',
  'refusal.payLaterNeedsAccount': 'अभी आरक्षित करने और बाद में भुगतान करने के लिए कृपया लॉग इन करें',
  'refusal.customerAccount': 'बुक करने के लिए कृपया ग्राहक खाते से लॉग इन करें',
  'refusal.reviewTooLong': 'आपकी समीक्षा अधिकतम {max} अक्षरों की हो सकती है',
  'refusal.fewLeft': '{left, plural, one {{day} को केवल # स्थान बचा है} other {{day} को केवल # स्थान बचे हैं}}',
  'refusal.fewLeftAt':
    '{left, plural, one {{time} बजे वाले टूर में केवल # स्थान बचा है} other {{time} बजे वाले टूर में केवल # स्थान बचे हैं}}',
  'refusal.tooLate':
    '{hours, plural, one {बुकिंग शुरू होने से # घंटा पहले बंद हो जाती है} other {बुकिंग शुरू होने से # घंटे पहले बंद हो जाती है}}',
  'refusal.fewVehiclesLeft':
    '{left, plural, one {उस दिन इस विकल्प के लिए केवल # वाहन बचा है: छोटे समूह के लिए बुक करें या "पूछताछ करें" से हमसे पूछें} other {उस दिन इस विकल्प के लिए केवल # वाहन बचे हैं: छोटे समूह के लिए बुक करें या "पूछताछ करें" से हमसे पूछें}}',
} satisfies RefusalCatalogue
