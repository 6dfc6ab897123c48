import type { HelpCatalogue } from './en.ts'

/** The help centre in German (decision 085). */
export const helpDe = {
  'help.centre': 'Hilfe-Center',
  'help.intro':
    'Antworten auf häufige Fragen und unsere Richtlinien, in klaren Worten. Wir sind rund um die Uhr für Sie da.',
  'help.faqHeading': 'Häufig gestellte Fragen',
  'help.searchRegion': 'Fragen',
  'help.searchLabel': 'Fragen durchsuchen',
  'help.searchPlaceholder': 'Erstattung, Abholung, Voucher…',
  'help.searchButton': 'Suchen',
  'help.searchButtonSr': ' in den Fragen',
  'help.matches': '{count, plural, one {# Frage passt} other {# Fragen passen}}',
  'help.noMatch': 'Keine Frage passt zu „{query}“.',
  'help.stillStuck':
    'Rufen Sie uns jederzeit unter {phone} an, oder nutzen Sie {inquire} unten auf der Seite.',
  'help.seeAll': 'Alle Fragen anzeigen',
  'help.topics': 'Hilfethemen',
  'help.tab.privacy': 'Datenschutzerklärung',
  'help.tab.disclaimer': 'Haftungsausschluss',
  'help.tab.cookie': 'Cookie-Richtlinie',
  'help.updating':
    'Diese Seite wird gerade aktualisiert. In dringenden Fällen rufen Sie uns bitte unter {phone} an.',
  'help.needHelp': 'Brauchen Sie Hilfe bei einer Buchung?',
  'help.supportAvailable': 'Unser Support-Team ist rund um die Uhr erreichbar.',
  'help.about': 'Über Serendib',

  'helpfaq.group.booking': 'Buchung',
  'helpfaq.q.how-to-book': 'Wie buche ich eine Tour?',
  'helpfaq.a.how-to-book':
    'Öffnen Sie die Tour und wählen Sie Ihren Abholort, das Datum und wie viele Erwachsene, Kinder und Kleinkinder mitreisen. Der Gesamtpreis erscheint, sobald das Buchungsformular vollständig ausgefüllt ist.\n\nMit „Jetzt buchen“ gelangen Sie direkt zur Kasse; Sie können die Tour aber auch in den Warenkorb legen und mehrere Touren zusammen bezahlen. An der Kasse nennen Sie die Reisenden, geben an, wo wir Sie abholen sollen, und bezahlen.',
  'helpfaq.q.instant-confirmation': 'Wann ist meine Buchung bestätigt?',
  'helpfaq.a.instant-confirmation':
    'Touren mit dem Hinweis „Sofortige Bestätigung“ sind bestätigt, sobald Ihre Zahlung eingegangen ist. Alle anderen sind Anfragen: Der Anbieter bestätigt innerhalb von {window} Stunden, und unter „Meine Buchungen“ sehen Sie, wie sich der Status ändert.',
  'helpfaq.q.account-needed': 'Brauche ich ein Konto, um zu buchen?',
  'helpfaq.a.account-needed':
    'Nein. Wenn Sie noch kein Mitglied sind, legen wir mit der E-Mail-Adresse, die Sie an der Kasse angeben, ein Konto für Sie an und schicken Ihnen ein Passwort. So können Sie Ihre Buchung unter „Meine Buchungen“ verfolgen.',
  'helpfaq.q.change-booking': 'Kann ich Datum, Abholung oder die Zahl der Reisenden ändern?',
  'helpfaq.a.change-booking':
    'Ja, solange die Buchung offen oder bestätigt ist: Öffnen Sie sie unter „Meine Buchungen“ und wählen Sie „Tour ändern“. Der Anbieter beantwortet Ihre Anfrage. Ist der neue Preis höher, zahlen Sie die Differenz; ist er niedriger, erstatten wir Ihnen die Differenz.',

  'helpfaq.group.payment': 'Zahlung',
  'helpfaq.q.currency': 'In welcher Währung wird abgerechnet?',
  'helpfaq.a.currency':
    'Jede Buchung wird in US-Dollar (USD) abgerechnet. Wenn Sie oben auf der Seite eine andere Währung wählen, zeigen wir die Preise zusätzlich umgerechnet als Richtwert an; Ihre Bank rechnet womöglich zu einem leicht anderen Kurs um.',
  'helpfaq.q.extra-fees': 'Kommen Steuern oder Buchungsgebühren hinzu?',
  'helpfaq.a.extra-fees':
    'Nein. Der Gesamtpreis, den Sie an der Kasse sehen, ist das, was Sie bezahlen: keine zusätzlichen Steuern und Gebühren.',
  'helpfaq.q.payment-safe': 'Wie bezahle ich, und ist das sicher?',
  'helpfaq.a.payment-safe':
    'Sie bezahlen nach „Bestätigen & bezahlen“ mit Karte auf der gesicherten Seite unseres Zahlungsdienstleisters. Ihre Kartennummer sehen und speichern wir nie.',

  'helpfaq.group.cancellation': 'Stornierung',
  'helpfaq.q.free-cancellation': 'Kann ich kostenlos stornieren?',
  'helpfaq.a.free-cancellation':
    'Ja, bis {hours} Stunden vor Beginn der Tour, nach sri-lankischer Zeit (Asia/Colombo). Stornieren Sie rechtzeitig, erstatten wir Ihnen alles, was Sie bezahlt haben; bei einer späteren Stornierung gibt es keine Erstattung.\n\nAls Beginn gilt das Datum der Tour zu Ihrer Abholzeit oder, solange noch keine Abholzeit feststeht, Mitternacht zu Beginn dieses Tages.',
  'helpfaq.q.how-to-cancel': 'Wie storniere ich eine Buchung?',
  'helpfaq.a.how-to-cancel':
    'Öffnen Sie die Buchung unter „Meine Buchungen“ und wählen Sie „Tour stornieren“. Bevor Sie bestätigen, sagen wir Ihnen, ob und in welcher Höhe Ihnen eine Erstattung zusteht. Bereits abgeschlossene, abgelehnte oder stornierte Buchungen können nicht storniert werden.',
  'helpfaq.q.refund-time': 'Wann bekomme ich mein Geld zurück?',
  'helpfaq.a.refund-time':
    'Wir überweisen die Erstattung in USD auf die Karte, mit der Sie bezahlt haben, sobald Sie stornieren. Bis sie bei Ihrer Bank erscheint, können einige Werktage vergehen.',

  'helpfaq.group.pickup': 'Abholung',
  'helpfaq.q.where-pickup': 'Wo werde ich abgeholt?',
  'helpfaq.a.where-pickup':
    'An dem Abholort, den Sie bei der Buchung gewählt haben. An der Kasse teilen Sie dem Anbieter genau mit, wo: Ihr Hotel (Name und Adresse), der Flughafen (Flugnummer und Ankunftszeit, bei Touren mit Abholung am Flughafen) oder ein anderer Ort in einer Notiz.',
  'helpfaq.q.pickup-time': 'Um wie viel Uhr werde ich abgeholt?',
  'helpfaq.a.pickup-time':
    'Ihre Buchung unter „Meine Buchungen“ zeigt Abholort und -zeit, sobald der Anbieter sie festgelegt hat. Haben Sie eine Frage, schreiben Sie dem Anbieter direkt aus der Buchung eine Nachricht.',

  'helpfaq.group.vouchers': 'Voucher',
  'helpfaq.q.find-voucher': 'Wo finde ich meinen Voucher?',
  'helpfaq.a.find-voucher':
    'Sobald Ihre Buchung bestätigt ist, öffnen Sie sie unter „Meine Buchungen“ und wählen „Ihr Voucher“. Er enthält einen QR-Code, den der Anbieter bei der Abholung scannt. Wir schicken ihn Ihnen außerdem mit der Bestätigung per E-Mail.',
  'helpfaq.q.print-voucher': 'Muss ich den Voucher ausdrucken?',
  'helpfaq.a.print-voucher':
    'Nein. Es genügt, den QR-Code auf Ihrem Handy zu zeigen; der Anbieter findet Sie auch über Ihre Buchungsnummer.',

  'helpfaq.group.reviews': 'Bewertungen',
  'helpfaq.q.write-review': 'Wann kann ich eine Tour bewerten?',
  'helpfaq.a.write-review':
    'Nach der Tour, sobald der Anbieter sie als abgeschlossen markiert hat. Bewerten Sie sie unter „Bewertungen“ in Ihrem Konto oder über den Link, den wir Ihnen per E-Mail schicken: Er gilt {days} Tage lang ohne Anmeldung, und Sie können bis zu {photos} Fotos hinzufügen.',
  'helpfaq.q.one-review': 'Kann ich dieselbe Buchung zweimal bewerten?',
  'helpfaq.a.one-review':
    'Nein: Jede Buchung hat eine Bewertung, damit die Bewertungen echte Reisen widerspiegeln. Nach dem Absenden können Sie Ihre Bewertung unter „Bewertungen“ nachlesen.',
} as const satisfies HelpCatalogue
