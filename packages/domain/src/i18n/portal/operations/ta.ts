import { NO_SHOW_WINDOW_HOURS } from '../../../attendance.ts'
import { MAX_VEHICLE_SEATS } from '../../../resources.ts'
import type { portalOperationsEn } from './en.ts'

/** The API's sentences on the portal's day-to-day pages in Tamil (issue 31's portal audit). */
export const portalOperationsTa = {
  // The date boxes' hint: the day, month and year they take, in that order.
  'common.datePlaceholder': 'நாள்/மாதம்/ஆண்டு',
  'manifest.checkInLabel': '{reference} வருகையைப் பதிவுசெய்',

  'msg.booking.confirmed': 'முன்பதிவு உறுதிசெய்யப்பட்டது. வாடிக்கையாளருக்குத் தெரிவிக்கப்பட்டது.',
  'msg.booking.rejected': 'முன்பதிவு நிராகரிக்கப்பட்டது. வாடிக்கையாளருக்கு முழுத் தொகையும் திருப்பியளிக்கப்படும்.',
  'msg.booking.canceled': 'முன்பதிவு ரத்து செய்யப்பட்டது. வாடிக்கையாளருக்கு முழுத் தொகையும் திருப்பியளிக்கப்படும்.',
  'msg.booking.refundFailed': 'பணத்தை இன்னும் திருப்பியனுப்ப முடியவில்லை; எங்கள் குழு மீண்டும் முயற்சிக்கும்.',
  'msg.booking.reasonRequired': 'காரணத்தை வாடிக்கையாளரிடம் சொல்லுங்கள் (அவர் அதைப் படிப்பார்).',
  'msg.amendment.accepted': 'மாற்றக் கோரிக்கை ஏற்கப்பட்டது',
  'msg.amendment.rejected': 'மாற்றக் கோரிக்கை நிராகரிக்கப்பட்டது',
  'msg.amendment.alreadyDecided': 'இந்த மாற்றக் கோரிக்கை குறித்து ஏற்கெனவே முடிவெடுக்கப்பட்டுள்ளது',
  'msg.amendment.datePassed': 'கோரப்பட்ட தேதி கடந்துவிட்டது; புதிய கோரிக்கையை அனுப்புமாறு வாடிக்கையாளரிடம் கேளுங்கள்',
  'msg.attendance.noShowReported': 'வரவில்லை எனப் பதிவானது.',
  'msg.attendance.noShowTooEarly': 'சுற்றுலா தொடங்கிய பின்னரே வரவில்லை எனப் பதிவுசெய்ய முடியும்.',
  'msg.attendance.noShowTooLate': `தொடக்கத்திலிருந்து ${NO_SHOW_WINDOW_HOURS} மணி நேரத்துக்குள் மட்டுமே வரவில்லை எனப் பதிவுசெய்ய முடியும்.`,
  'msg.attendance.noShowNotConfirmed': 'உறுதிசெய்யப்பட்ட முன்பதிவை மட்டுமே வரவில்லை எனப் பதிவுசெய்ய முடியும்.',
  'msg.attendance.alreadyCheckedIn': 'இந்தப் பயணியின் வருகை பதிவாகியுள்ளது: வரவில்லை எனப் பதிவுசெய்ய முடியாது.',
  'msg.attendance.alreadyNoShow': 'இந்த முன்பதிவு ஏற்கெனவே வரவில்லை எனப் பதிவாகியுள்ளது.',
  'msg.attendance.checkInAfterNoShow': 'இந்த முன்பதிவு வரவில்லை எனப் பதிவாகியுள்ளது: வருகையைப் பதிவுசெய்ய முடியாது.',
  'msg.voucher.notFound':
    'இந்தக் குறியீட்டுக்குப் பொருந்தும் உங்கள் வவுச்சர் எதுவும் இல்லை. குறிப்பு எண்ணைச் சரிபார்க்கவும் அல்லது மீண்டும் ஸ்கேன் செய்யவும்.',
  'msg.voucher.forged': 'இந்த வவுச்சர் உண்மையானது அல்ல: அதன் குறியீடு மாற்றப்பட்டுள்ளது அல்லது புனையப்பட்டுள்ளது.',
  'msg.voucher.canceled': 'இந்த முன்பதிவு ரத்து செய்யப்பட்டது அல்லது ஏற்கப்படவில்லை: பயணத்தில் சேர்க்க வேண்டாம்.',
  'msg.voucher.pending': 'இந்த முன்பதிவு இன்னும் உறுதிசெய்யப்படவில்லை: முதலில் கோரிக்கைக்குப் பதிலளியுங்கள்.',
  'msg.voucher.checkedIn': 'வருகை பதிவானது.',
  'msg.voucher.alreadyCheckedIn': 'ஏற்கெனவே {at} வருகை பதிவாகியுள்ளது.',
  'msg.voucher.noVoucher': 'இந்த முன்பதிவுக்கு இன்னும் வவுச்சர் இல்லை: உறுதிசெய்தலுடன் வவுச்சர் வரும்.',
  'msg.staff.onlySupplier': 'இதை வழங்குநர் மட்டுமே செய்ய முடியும்.',
  'msg.staff.emailTaken':
    'இந்த மின்னஞ்சல் முகவரிக்கு ஏற்கெனவே Serendib கணக்கு உள்ளது. பணியாளர்களை அவர்களின் சொந்தப் பணி முகவரியுடன் அழையுங்கள்.',
  'msg.staff.invited': 'அழைப்பு அனுப்பப்பட்டது.',
  'msg.staff.revoked': 'அணுகல் திரும்பப் பெறப்பட்டது.',
  'msg.staff.notFound': 'பணியாளர் கிடைக்கவில்லை.',
  'msg.staff.guideNotFound': 'ஓட்டுநர்-வழிகாட்டி கிடைக்கவில்லை.',
  'msg.area.suppliersOnly': 'இந்தப் பகுதி வழங்குநர்களுக்கானது. உங்கள் வழங்குநர் கணக்கில் உள்நுழையுங்கள்.',
  'msg.resource.nameRequired': 'பெயரை உள்ளிடுங்கள்',
  'msg.resource.seatsRange': `இருக்கைகள் 1 முதல் ${MAX_VEHICLE_SEATS} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
  'msg.resource.plateRequired': 'பதிவெண் தகட்டின் எண்ணை உள்ளிடுங்கள்',
  'msg.resource.phoneRequired': 'தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'msg.resource.licenceRequired': 'உரிம எண்ணை உள்ளிடுங்கள்',
  'msg.resource.languagesRequired': 'குறைந்தது ஒரு மொழியைத் தேர்ந்தெடுங்கள்',
} satisfies Record<keyof typeof portalOperationsEn, string>
