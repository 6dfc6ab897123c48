import { NO_SHOW_WINDOW_HOURS } from '../../../attendance.ts'
import { MAX_VEHICLE_SEATS } from '../../../resources.ts'
import type { portalOperationsEn } from './en.ts'

/** The API's sentences on the portal's day-to-day pages in Sinhala (issue 31's portal audit). */
export const portalOperationsSi = {
  // The date boxes' hint: the day, month and year they take, in that order.
  'common.datePlaceholder': 'දිනය/මාසය/වර්ෂය',
  'manifest.checkInLabel': '{reference} පැමිණීම සටහන් කරන්න',

  'msg.booking.confirmed': 'වෙන්කිරීම තහවුරු කළා. පාරිභෝගිකයාට දැනුම් දී ඇත.',
  'msg.booking.rejected': 'වෙන්කිරීම ප්‍රතික්ෂේප කළා. පාරිභෝගිකයාට මුළු මුදලම ආපසු ගෙවේ.',
  'msg.booking.canceled': 'වෙන්කිරීම අවලංගු කළා. පාරිභෝගිකයාට මුළු මුදලම ආපසු ගෙවේ.',
  'msg.booking.refundFailed': 'මුදල් ආපසු ගෙවීම තවම යැවිය නොහැකි විය; අපගේ කණ්ඩායම නැවත උත්සාහ කරනු ඇත.',
  'msg.booking.reasonRequired': 'හේතුව පාරිභෝගිකයාට කියන්න (ඔවුන් එය කියවනු ඇත).',
  'msg.amendment.accepted': 'වෙනස් කිරීම පිළිගත්තා',
  'msg.amendment.rejected': 'වෙනස් කිරීම ප්‍රතික්ෂේප කළා',
  'msg.amendment.alreadyDecided': 'මෙම වෙනස් කිරීම ගැන දැනටමත් තීරණය කර ඇත',
  'msg.amendment.datePassed': 'ඉල්ලූ දිනය පසු වී ඇත; නව ඉල්ලීමක් එවන ලෙස පාරිභෝගිකයාගෙන් ඉල්ලන්න',
  'msg.attendance.noShowReported': 'නොපැමිණීම වාර්තා කළා.',
  'msg.attendance.noShowTooEarly': 'නොපැමිණීමක් වාර්තා කළ හැක්කේ චාරිකාව ආරම්භ වූ පසුව පමණි.',
  'msg.attendance.noShowTooLate': `නොපැමිණීමක් වාර්තා කළ හැක්කේ ආරම්භයේ සිට පැය ${NO_SHOW_WINDOW_HOURS}ක් ඇතුළත පමණි.`,
  'msg.attendance.noShowNotConfirmed': 'නොපැමිණීමක් ලෙස වාර්තා කළ හැක්කේ තහවුරු කළ වෙන්කිරීමක් පමණි.',
  'msg.attendance.alreadyCheckedIn': 'මෙම සංචාරකයාගේ පැමිණීම සටහන් කර ඇත: නොපැමිණීමක් වාර්තා කළ නොහැක.',
  'msg.attendance.alreadyNoShow': 'මෙම වෙන්කිරීම දැනටමත් නොපැමිණීමක් ලෙස වාර්තා කර ඇත.',
  'msg.attendance.checkInAfterNoShow': 'මෙම වෙන්කිරීම නොපැමිණීමක් ලෙස වාර්තා කර ඇත: පැමිණීම සටහන් කළ නොහැක.',
  'msg.voucher.notFound': 'මෙම කේතයට ගැළපෙන ඔබේ වවුචරයක් නැත. යොමු අංකය පරීක්ෂා කරන්න, නැතහොත් නැවත ස්කෑන් කරන්න.',
  'msg.voucher.forged': 'මෙම වවුචරය සත්‍ය එකක් නොවේ: එහි කේතය වෙනස් කර හෝ ව්‍යාජව සාදා ඇත.',
  'msg.voucher.canceled': 'මෙම වෙන්කිරීම අවලංගු කර හෝ පිළිනොගෙන ඇත: ගමනට ඇතුළත් කර නොගන්න.',
  'msg.voucher.pending': 'මෙම වෙන්කිරීම තවම තහවුරු කර නැත: පළමුව ඉල්ලීමට පිළිතුරු දෙන්න.',
  'msg.voucher.checkedIn': 'පැමිණීම සටහන් විය.',
  'msg.voucher.alreadyCheckedIn': 'දැනටමත් {at} පැමිණීම සටහන් කර ඇත.',
  'msg.voucher.noVoucher': 'මෙම වෙන්කිරීමට තවම වවුචරයක් නැත: වවුචර ලැබෙන්නේ තහවුරු කිරීමත් සමඟයි.',
  'msg.staff.onlySupplier': 'මෙය කළ හැක්කේ සැපයුම්කරුට පමණි.',
  'msg.staff.emailTaken':
    'මෙම ඊ-මේල් ලිපිනයට දැනටමත් Serendib ගිණුමක් ඇත. කාර්ය මණ්ඩලයට ඔවුන්ගේම රැකියා ලිපිනයෙන් ආරාධනා කරන්න.',
  'msg.staff.invited': 'ආරාධනාව යැව්වා.',
  'msg.staff.revoked': 'ප්‍රවේශය අවලංගු කළා.',
  'msg.staff.notFound': 'කාර්ය මණ්ඩල සාමාජිකයා හමු නොවීය.',
  'msg.staff.guideNotFound': 'රියැදුරු-මඟපෙන්වන්නා හමු නොවීය.',
  'msg.area.suppliersOnly': 'මෙම කොටස සැපයුම්කරුවන් සඳහායි. ඔබේ සැපයුම්කරු ගිණුමෙන් පිවිසෙන්න.',
  'msg.resource.nameRequired': 'නමක් ඇතුළත් කරන්න',
  'msg.resource.seatsRange': `ආසන ගණන 1 සිට ${MAX_VEHICLE_SEATS} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය`,
  'msg.resource.plateRequired': 'අංක තහඩුවේ අංකය ඇතුළත් කරන්න',
  'msg.resource.phoneRequired': 'දුරකථන අංකයක් ඇතුළත් කරන්න',
  'msg.resource.licenceRequired': 'බලපත්‍ර අංකය ඇතුළත් කරන්න',
  'msg.resource.languagesRequired': 'අවම වශයෙන් එක් භාෂාවක් තෝරන්න',
} satisfies Record<keyof typeof portalOperationsEn, string>
