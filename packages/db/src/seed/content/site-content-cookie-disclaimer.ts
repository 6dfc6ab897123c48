/** Cookie policy and disclaimers (site content: cookie, disclaimer). */
import type { SeedContentPage } from './types.ts'

export const cookiePage: SeedContentPage = {
  metaTitle: 'Cookie Policy | Serendib',
  metaDescription:
    'Which cookies and browser storage Serendib uses, why they are needed, and how to control them in your browser.',
  html: `<p>This policy explains how Serendib uses cookies and similar technologies such as browser storage. Cookies are small text files that a website stores in your browser; browser storage works in a similar way but stays on your device and is not sent to our servers with every request.</p>
<h2>What we use and why</h2>
<ul>
<li><strong>Session storage for your cart and sign-in.</strong> Your cart, the location and date you selected, and your sign-in token are kept in your browser’s session storage so they survive a page reload. Session storage is cleared when you close the tab or browser window, and when you log out.</li>
<li><strong>Security.</strong> Our servers may set a short-lived cookie to protect forms from abuse and to balance traffic between servers. These cookies contain no personal profile.</li>
<li><strong>Payment.</strong> When you pay, you are sent to our payment provider’s page, which sets its own cookies to process the payment securely and prevent fraud. Those cookies are governed by the provider’s policy.</li>
<li><strong>Social sign-in.</strong> If you choose to sign in with Google, Facebook or Apple, that provider may set cookies in its own sign-in window.</li>
</ul>
<p>All of the above are strictly necessary to provide the service you ask for, so they do not need your consent under the ePrivacy rules; we still tell you about them here.</p>
<h2>What we do not use</h2>
<p>We do not use advertising cookies, we do not allow third-party ad networks to track you on our site, and we do not build marketing profiles from your browsing. If we ever add analytics to understand how the site is used, we will choose a privacy-friendly tool, update this page and ask for your consent where the law requires it.</p>
<h2>Embedded content</h2>
<p>Some pages may show maps, videos or social media posts from other sites. When you interact with them, those sites may set their own cookies. We load such content only when it is needed for the page and recommend reading the providers’ policies.</p>
<h2>Controlling cookies</h2>
<p>You can delete cookies and browser storage at any time in your browser settings, and block them for our site or for all sites. If you block session storage, you will not be able to keep items in your cart or stay signed in, and booking will not work. Clearing storage signs you out and empties your cart.</p>
<h2>Changes</h2>
<p>We may update this policy when we change the technology we use. The latest version is always on this page. If you have questions, contact privacy@serendib.example.</p>`,
}

export const disclaimerPage: SeedContentPage = {
  metaTitle: 'Disclaimers | Serendib',
  metaDescription:
    'Important information about the tours listed on Serendib, our role as a marketplace, prices, safety, and the limits of our responsibility.',
  html: `<h2>Our role as a marketplace</h2>
<p>Serendib is a marketplace. The tours, activities and transfers on our site are operated by independent suppliers, who are responsible for delivering them as described, for their vehicles, boats, equipment and staff, and for holding the licences and insurance their services require. When you book, your contract for the tour is with the supplier; Serendib handles the booking, payment and customer support on the supplier’s behalf.</p>
<h2>Descriptions and photos</h2>
<p>We work with suppliers to keep descriptions, itineraries and inclusions accurate, but details can change: opening hours of sites, entrance fees, train timetables and the order of stops may vary. Itineraries show the intended plan; guides may adjust it for weather, traffic, festivals or safety while keeping the listed highlights wherever possible. Pictures are illustrative and may not show the exact vehicle, hotel room or view on your day.</p>
<h2>Wildlife, weather and seasons</h2>
<p>Animals are wild and sightings can never be guaranteed. Whale watching, safaris, snorkelling, hot air balloon flights and hikes depend on the season and the weather. If a supplier cancels for weather or safety, you receive a full refund or a new date; if the activity runs but the animals or the view do not appear, no refund is due.</p>
<h2>Prices and payments</h2>
<p>All prices are in US dollars and include taxes and service charges. Your bank or card issuer may apply its own currency conversion or foreign transaction fees, which are outside our control. Deals and discounts apply only within their stated dates.</p>
<h2>Health and safety</h2>
<p>Some activities involve physical effort, heights, water or heat. Read the Know Before You Go notes and age limits on each tour and make sure the activity suits your health and fitness. Follow the instructions of guides and crew at all times. We strongly recommend travel insurance that covers medical treatment, evacuation and the activities you plan to do.</p>
<h2>Travel documents</h2>
<p>You are responsible for having a valid passport, the Sri Lanka Electronic Travel Authorization (ETA) or visa, and any health documents required for your trip. Check the official government sources before you travel.</p>
<h2>Links to other websites</h2>
<p>Our pages may link to other websites for information. We do not control those sites and are not responsible for their content or privacy practices.</p>
<h2>Limitation of liability</h2>
<p>To the extent permitted by law, Serendib is not liable for losses caused by the acts or omissions of suppliers, or by events beyond reasonable control such as severe weather, natural disasters, strikes, road closures or government restrictions. Nothing in these disclaimers limits liability that cannot be limited by law, or your rights as a consumer.</p>
<h2>Questions</h2>
<p>If anything about a tour is unclear, ask us before you book using the Inquire Now form or by calling +94 11 234 5678.</p>`,
}
