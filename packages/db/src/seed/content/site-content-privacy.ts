/** Privacy policy (site content: privacy). */
import type { SeedContentPage } from './types.ts'

export const privacyPage: SeedContentPage = {
  metaTitle: 'Privacy Policy | Serendib',
  metaDescription:
    'How Serendib collects, uses, shares and protects your personal data when you browse and book tours in Sri Lanka, and the rights you have over it.',
  html: `<p>This policy explains how Serendib (“we”, “us”) handles personal data when you use our website to browse, book and review tours and activities in Sri Lanka. We process personal data in line with the Personal Data Protection Act No. 9 of 2022 of Sri Lanka and, for travellers in the European Economic Area and the United Kingdom, the GDPR.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data:</strong> your name, e-mail address, phone number and password (stored only as a secure hash). If you sign in with Google, Facebook or Apple we receive your name and e-mail address from that provider.</li>
<li><strong>Booking data:</strong> the tours you book, dates, number of travellers, the names and contact details of the lead traveller and fellow travellers, pick-up details such as hotel name, hotel address, flight number and flight time, and any notes you add.</li>
<li><strong>Payment data:</strong> payments are handled by our payment provider. We receive a payment reference and the amount paid; we never see or store your full card number.</li>
<li><strong>Messages and reviews:</strong> messages you send about a booking, and the ratings, text and photos of your reviews.</li>
<li><strong>Technical data:</strong> your IP address, browser type and the pages you visit, kept in server logs for security and troubleshooting.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To create and manage your account and to process your bookings, amendments, cancellations and refunds (performance of a contract).</li>
<li>To share the details a supplier needs to run your tour: names, number of travellers, pick-up details and a contact phone number.</li>
<li>To send booking confirmations, pick-up reminders, review links and service messages.</li>
<li>To send offers and deals, only if you opted in; you can unsubscribe at any time.</li>
<li>To prevent fraud, keep the site secure and meet our legal and accounting obligations.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share booking data with the supplier of the tour you booked, and with service providers that work for us under contract: our payment provider, our hosting provider and our e-mail delivery service. We do not sell personal data and we do not share it with advertisers. We may disclose data when the law requires it, for example to tax authorities or in response to a court order.</p>
<h2>How long we keep it</h2>
<p>We keep account data while your account is open. Booking and payment records are kept for seven years to meet accounting rules. Server logs are deleted after 90 days. When you close your account we delete or anonymise your profile, while keeping the booking records the law requires.</p>
<h2>Your rights</h2>
<p>You can ask to access, correct or delete your personal data, to receive a copy in a portable format, to restrict or object to some uses, and to withdraw consent for marketing at any time. Most profile details can be changed directly in Settings. For anything else, write to privacy@serendib.example. You can also complain to the Data Protection Authority of Sri Lanka or to your local supervisory authority.</p>
<h2>Security</h2>
<p>Connections to our site are encrypted. Passwords are hashed with a modern algorithm, sign-in tokens are stored only in hashed form and expire, and access to personal data is limited to staff who need it. No system is perfectly secure, so please choose a strong password and keep it private.</p>
<h2>International transfers</h2>
<p>Our servers may be located outside Sri Lanka. Where data leaves Sri Lanka, the European Economic Area or the United Kingdom, we use contractual safeguards approved for that purpose.</p>
<h2>Changes and contact</h2>
<p>We will post any changes to this policy on this page and, for significant changes, let account holders know by e-mail. Questions about privacy can be sent to privacy@serendib.example or by post to Serendib, Level 5, 120 Union Place, Colombo 02, Sri Lanka.</p>`,
}
