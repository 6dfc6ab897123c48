import type { SupplierMailCatalogue } from './en.ts'

/** The supplier's mails in Tamil (decision 078). */
export const supplierMailTa = {
  'mail.footer.tagline': 'Serendib · இலங்கைச் சுற்றுலாக்கள்',
  'mail.footer.questions': 'கேள்விகள் உள்ளதா? {phone} என்ற எண்ணில் எங்களை அழையுங்கள்',
  'mail.buttonFallback': 'பொத்தான் வேலை செய்யவில்லை என்றால், இந்த இணைப்பை உங்கள் உலாவியில் நகலெடுங்கள்:',
  'mail.hello': 'வணக்கம் {name},',
  'mail.reason': 'காரணம்: {reason}',
  'mail.label.requestedDate': 'கோரிய தேதி',
  'mail.label.asBooked': 'முன்பதிவு செய்தபடி',
  'mail.label.newPrice': 'புதிய விலை',
  'mail.label.toRefund': 'திருப்பித் தர வேண்டியது',
  'mail.label.balanceToPay': 'செலுத்த வேண்டிய மீதி',
  'mail.label.start': 'தொடக்கம்',
  'mail.label.hotels': 'விடுதிகள்',
  'mail.label.booking': 'முன்பதிவு',
  'mail.label.depositPaid': 'செலுத்திய முன்பணம்',
  'mail.canceled.subjectCustomer': 'முன்பதிவு {reference} வாடிக்கையாளரால் ரத்து செய்யப்பட்டது',
  'mail.canceled.subjectReseller': 'முன்பதிவு {reference} {reseller} ஆல் ரத்து செய்யப்பட்டது',
  'mail.canceled.subjectUnpaid':
    'மீதித் தொகை உரிய தேதிக்குள் செலுத்தப்படாததால் முன்பதிவு {reference} Serendib ஆல் ரத்து செய்யப்பட்டது',
  'mail.canceled.preview': '{date} அன்று {tour} ரத்து செய்யப்பட்டது.',
  'mail.canceled.introCustomer': 'வாடிக்கையாளர் இந்த முன்பதிவை ரத்து செய்தார். அதன் இடங்கள் மீண்டும் கிடைக்கின்றன.',
  'mail.canceled.introReseller': '{reseller} இந்த முன்பதிவை ரத்து செய்தது. அதன் இடங்கள் மீண்டும் கிடைக்கின்றன.',
  'mail.canceled.introUnpaid':
    'மீதித் தொகை உரிய தேதிக்குள் செலுத்தப்படாததால் Serendib இந்த முன்பதிவை ரத்து செய்தது. அதன் இடங்கள் மீண்டும் கிடைக்கின்றன.',
  'mail.amend.subject': 'முன்பதிவு {reference} மாற்றக் கோரிக்கை',
  'mail.amend.preview': '{date} அன்று {tour} ஐ மாற்ற வாடிக்கையாளர் கோருகிறார்.',
  'mail.amend.intro':
    'வாடிக்கையாளர் இந்த முன்பதிவை மாற்றக் கோருகிறார். உங்கள் வழங்குநர் தளத்தில் கோரிக்கையை ஏற்றுக்கொள்ளுங்கள் அல்லது நிராகரியுங்கள்.',
  'mail.decision.subjectConfirm': 'முன்பதிவு {reference} உறுதிசெய்யப்பட்டது',
  'mail.decision.subjectReject': 'முன்பதிவு {reference} நிராகரிக்கப்பட்டது',
  'mail.decision.subjectCancel': 'முன்பதிவு {reference} ரத்து செய்யப்பட்டது',
  'mail.decision.preview': '{date} அன்று {tour}.',
  'mail.decision.lineConfirm': 'நீங்கள் இந்த முன்பதிவை உறுதிசெய்தீர்கள். வாடிக்கையாளருக்குத் தெரிவிக்கப்பட்டது.',
  'mail.decision.lineReject':
    'இந்த முன்பதிவுக் கோரிக்கை நிராகரிக்கப்பட்டது; வாடிக்கையாளருக்கு முழுத் தொகையும் திருப்பித் தரப்படுகிறது.',
  'mail.decision.lineCancel':
    'நீங்கள் இந்த முன்பதிவை ரத்து செய்தீர்கள்; வாடிக்கையாளருக்கு முழுத் தொகையும் திருப்பித் தரப்படுகிறது.',
  'mail.decision.lineDeadline':
    'இந்தக் கோரிக்கைக்குக் காலக்கெடுவுக்குள் பதில் வராததால் அது நிராகரிக்கப்பட்டது; வாடிக்கையாளருக்கு முழுத் தொகையும் திருப்பித் தரப்படுகிறது.',
  'mail.decision.action': 'உங்கள் முன்பதிவுகள்',
  'mail.quote.requestedSubject': 'புதிய விலைக்கோரிக்கை: {tour}',
  'mail.quote.requestedPreview': '{traveller} {tour} க்கு விலைப்புள்ளி கேட்கிறார்.',
  'mail.quote.requestedIntro': '{traveller} தமக்கேற்ற விலைப்புள்ளி கேட்கிறார். உங்கள் தளத்தில் பதில் அளியுங்கள்.',
  'mail.quote.requestedAction': 'கோரிக்கைக்குப் பதில் அளி',
  'mail.quote.acceptedSubject': 'விலைப்புள்ளி ஏற்கப்பட்டது: {tour} ({reference})',
  'mail.quote.acceptedPreview': '{traveller} உங்கள் விலைப்புள்ளியை ஏற்று முன்பணம் செலுத்தினார்.',
  'mail.quote.acceptedIntro': '{traveller} உங்கள் விலைப்புள்ளியை ஏற்று முன்பணம் செலுத்தினார். முன்பதிவு உறுதியானது.',
  'mail.quote.seeQuote': 'விலைப்புள்ளியைப் பார்',
  'mail.quote.declinedSubject': 'விலைப்புள்ளி மறுக்கப்பட்டது: {tour}',
  'mail.quote.declinedPreview': '{traveller} {tour} க்கான விலைப்புள்ளியை மறுத்தார்.',
  'mail.quote.declinedIntro':
    '{traveller} உங்கள் விலைப்புள்ளியை மறுத்தார். எதுவும் முன்பதிவு செய்யப்படவோ செலுத்தப்படவோ இல்லை.',
  'mail.quote.party':
    '{adults, plural, one {பெரியவர் #} other {பெரியவர்கள் #}}{children, plural, =0 {} one {, குழந்தை #} other {, குழந்தைகள் #}}',
  'mail.note': 'குறிப்பு: {note}',
  'mail.admin.subjectReject': 'முன்பதிவு {reference} Serendib ஆல் நிராகரிக்கப்பட்டது',
  'mail.admin.subjectCancel': 'முன்பதிவு {reference} Serendib ஆல் ரத்து செய்யப்பட்டது',
  'mail.admin.preview': '{date} அன்று {tour} இனி நடைபெறாது.',
  'mail.admin.intro': 'எங்கள் குழு இந்த முன்பதிவை மூடியது. அதன் இடங்கள் மீண்டும் கிடைக்கின்றன.',
  'mail.tour.approvedSubject': 'சுற்றுலா அங்கீகரிக்கப்பட்டது: {title}',
  'mail.tour.rejectedSubject': 'சுற்றுலா அங்கீகரிக்கப்படவில்லை: {title}',
  'mail.tour.approvedLine': 'உங்கள் "{title}" சுற்றுலா அங்கீகரிக்கப்பட்டு இப்போது விற்பனையில் உள்ளது.',
  'mail.tour.rejectedLine':
    'உங்கள் "{title}" சுற்றுலா அங்கீகரிக்கப்படவில்லை. கீழே கேட்கப்பட்டதைச் சரிசெய்து மீண்டும் சமர்ப்பியுங்கள்.',
  'mail.tour.open': 'சுற்றுலாவைத் திற',
  'mail.account.approvedSubject': 'உங்கள் Serendib வழங்குநர் கணக்கு அங்கீகரிக்கப்பட்டது',
  'mail.account.rejectedSubject': 'உங்கள் Serendib வழங்குநர் கணக்கு',
  'mail.account.approvedLine':
    'உங்கள் வழங்குநர் கணக்கு அங்கீகரிக்கப்பட்டது. இப்போது உங்கள் சுற்றுலாக்களை மதிப்பாய்வுக்குச் சமர்ப்பிக்கலாம்.',
  'mail.account.rejectedLine': 'உங்கள் வழங்குநர் கணக்கு இன்னும் அங்கீகரிக்கப்படவில்லை.',
  'mail.account.rejectedOutro': 'கேட்டபடி உங்கள் சுயவிவரத்தைப் புதுப்பியுங்கள்; பின்னர் எங்கள் குழு மீண்டும் பார்க்கும்.',
  'mail.account.suspendedSubject': 'உங்கள் Serendib வழங்குநர் கணக்கு இடைநிறுத்தப்பட்டது',
  'mail.account.reinstatedSubject': 'உங்கள் Serendib வழங்குநர் கணக்கு மீண்டும் செயல்படுகிறது',
  'mail.account.suspendedLine':
    'உங்கள் வழங்குநர் கணக்கு இடைநிறுத்தப்பட்டது: உங்கள் சுற்றுலாக்கள் விற்பனையில் இல்லை. ஏற்கெனவே உள்ள முன்பதிவுகள் தொடரும்; அவற்றுக்குச் சேவை செய்யுங்கள்.',
  'mail.account.reinstatedLine':
    'உங்கள் வழங்குநர் கணக்கு மீண்டும் செயல்படுகிறது: உங்கள் சுற்றுலாக்கள் மீண்டும் விற்பனையில் உள்ளன.',
  'mail.account.suspendedOutro':
    'மீண்டும் செயல்படுத்த இந்த மின்னஞ்சலுக்குப் பதில் அளியுங்கள் அல்லது எங்களைத் தொடர்புகொள்ளுங்கள்.',
  'mail.account.open': 'வழங்குநர் தளத்தைத் திற',
} satisfies SupplierMailCatalogue
