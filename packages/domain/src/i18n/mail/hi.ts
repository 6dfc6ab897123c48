import { mailMoreHi } from './more/hi.ts'
import type { MailCatalogue } from './en.ts'

export const mailHi = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreHi,
  'mail.greeting': 'नमस्ते {name},',
  'mail.footer.tagline': 'Serendib · श्रीलंका के टूर',
  'mail.footer.questions': 'कोई सवाल? हमें {phone} पर कॉल करें',
  'mail.buttonFallback': 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:',

  'mail.receipt.subjectConfirmed': 'बुकिंग {reference} की पुष्टि हो गई: {tour}',
  'mail.receipt.subjectPaid': 'बुकिंग {reference} का भुगतान मिल गया: {tour}',
  'mail.receipt.preview': '{tour}, {date} की आपकी रसीद।',
  'mail.receipt.introConfirmed': 'धन्यवाद: आपका भुगतान मिल गया है और आपकी बुकिंग {reference} की पुष्टि हो गई है।',
  'mail.receipt.introPaid':
    'धन्यवाद: आपका भुगतान मिल गया है। सप्लायर जल्द ही बुकिंग {reference} की पुष्टि करेगा; पुष्टि होते ही हम आपको ई-मेल करेंगे।',
  'mail.receipt.view': 'अपनी बुकिंग देखें',
  'mail.receipt.cancellation': 'रद्दीकरण: {terms}',
  'mail.receipt.noPassword':
    'अभी तक पासवर्ड नहीं है? बुकिंग संदर्भ और इस ई-मेल पते से {findUrl} पर यह बुकिंग और इसका वाउचर खोजें: {lookupUrl}',
  'mail.receipt.keep': 'इस ई-मेल को अपनी रसीद के रूप में रखें।',
  'mail.cancellationTerms':
    'शुरुआत से 24 घंटे पहले तक (श्रीलंका समय) मुफ़्त रद्दीकरण; इसके बाद रद्द करने पर पैसा वापस नहीं होता।',

  'mail.label.reference': 'बुकिंग संदर्भ',
  'mail.label.tour': 'टूर',
  'mail.label.date': 'तारीख',
  'mail.label.startTime': 'शुरू होने का समय',
  'mail.label.travellers': 'यात्री',
  'mail.label.pickup': 'पिक-अप',
  'mail.label.pickupTime': 'पिक-अप का समय',
  'mail.label.amountPaid': 'भुगतान की गई राशि',
  'mail.label.status': 'स्थिति',
  'mail.status.confirmed': 'पुष्टि हो गई',
  'mail.status.waiting': 'सप्लायर की पुष्टि का इंतज़ार',

  'mail.adults': '{count, plural, one {# वयस्क} other {# वयस्क}}',

  'mail.vehicle': '{name} ({seats} तक) × {count}',
  'mail.children': '{count, plural, one {# बच्चा} other {# बच्चे}}',
  'mail.infants': '{count, plural, one {# शिशु} other {# शिशु}}',
  'mail.noTravellers': 'कोई नहीं',
  'mail.pickup.airport': 'हवाई अड्डा',
  'mail.pickup.flight': 'फ़्लाइट {flight}',
  'mail.pickup.arriving': '{time} पर पहुँच',
  'mail.pickup.toBeArranged': 'तय किया जाएगा',
  'mail.pickup.hotelTbc': 'होटल की पुष्टि बाकी',

  'voucher.title': 'Serendib टूर वाउचर',
  'voucher.booking': 'बुकिंग {reference}',
  'voucher.tour': 'टूर',
  'voucher.date': 'तारीख',
  'voucher.startTime': 'शुरू होने का समय',
  'voucher.pickupTime': 'पिक-अप का समय',
  'voucher.pickupPoint': 'पिक-अप स्थान',
  'voucher.pickup': 'पिक-अप',
  'voucher.travellers': 'यात्री',
  'voucher.operator': 'टूर ऑपरेटर',
  'voucher.phone': 'टूर के दिन का फ़ोन',
  'voucher.operatorEmail': 'ऑपरेटर का ई-मेल',
  'voucher.show': 'शुरुआत में यह वाउचर (छपा हुआ या फ़ोन पर) अपने गाइड को दिखाएँ।',
} as const satisfies MailCatalogue
