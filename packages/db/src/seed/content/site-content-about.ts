/** The About page and the traveller guidelines (site content: about, guidelines). */
import type { SeedContentPage } from './types.ts'

export const aboutPage: SeedContentPage = {
  metaTitle: 'About Serendib | Tours & Activities in Sri Lanka',
  metaDescription:
    'Serendib is a Sri Lankan marketplace for tours, day trips, activities and transfers, run with local suppliers. Free cancellation up to 24 hours before the start.',
  html: `<h2>Sri Lanka, booked by people who live here</h2>
<p>Serendib is an online marketplace for tours and activities in Sri Lanka. We bring together licensed local suppliers, from family-run safari outfits in Tissamaharama to cooking schools in Galle Fort and chauffeur companies in Negombo, and make their experiences easy to find, compare and book in US dollars.</p>
<p>Our name comes from Serendib, the old Persian and Arabic name for the island, which also gave English the word serendipity. We think the best trips here combine good planning with happy accidents: a leopard on the road in Yala, a cup of tea with a plucker in the hills, a festival you did not know was on. We take care of the planning so there is room for the rest.</p>
<h2>What you can book</h2>
<ul>
<li><strong>Round tours</strong> of four to twelve days with a private driver-guide, hotels and entrance tickets included.</li>
<li><strong>Day tours</strong> to Sigiriya, Kandy, Galle, Yala, Horton Plains, Ella and beyond, with hotel pick-up.</li>
<li><strong>Activities</strong> such as whale watching, white-water rafting, surf lessons, cooking classes, balloon flights and the scenic train to Ella.</li>
<li><strong>Transfers</strong> from Bandaranaike International Airport and between towns, priced per vehicle.</li>
</ul>
<h2>Our promises</h2>
<ul>
<li><strong>Free cancellation</strong> up to 24 hours before the start of your tour, Sri Lanka time, for a full refund.</li>
<li><strong>Lowest-price guarantee:</strong> if you find the same tour cheaper elsewhere before you travel, tell us and we refund the difference.</li>
<li><strong>24/7 support</strong> by phone and through the messages on every booking.</li>
<li><strong>No additional taxes &amp; fees:</strong> the price you see is the price you pay.</li>
</ul>
<h2>How we choose suppliers</h2>
<p>Every supplier on Serendib is a registered business in Sri Lanka. Before a tour goes live we check the company registration, the tourism licence where one is required, insurance for vehicles and boats, and the guides’ licences. Our team reviews each listing for clear, honest descriptions and realistic itineraries, and we read every review that travellers leave. Suppliers that fall short of our standards, or of yours, are removed.</p>
<h2>Travelling responsibly</h2>
<p>Sri Lanka’s wildlife and heritage are fragile. We favour whale-watching operators who follow the national guidelines on distance and speed, safari drivers who stay on the tracks and keep the noise down, and elephant experiences that do not involve riding or performances. When you book a tour with a local supplier, most of what you pay stays with the people who run it.</p>
<h2>Talk to us</h2>
<p>Questions before you book, or help during your trip? Call us any time on +94 11 234 5678, use the Inquire Now form at the bottom of every page, or write to the supplier and to our team from the booking in your account. Suppliers who would like to list their tours can sign up through the supplier sign-up page.</p>`,
}

export const guidelinesPage: SeedContentPage = {
  metaTitle: 'Traveller & Review Guidelines | Serendib',
  metaDescription:
    'How to get the most from your Serendib booking, travel respectfully in Sri Lanka, and write reviews that help other travellers.',
  html: `<h2>Before you travel</h2>
<p>Check the pick-up point, date and number of travellers in your booking confirmation. Add your hotel name and address, or your flight number and landing time for airport pick-ups, so the supplier can find you. If anything changes, request an amendment from My Bookings as early as you can; the supplier confirms the new details and any price difference is shown before you pay.</p>
<p>Read the Know Before You Go notes on each tour. They tell you what to wear, what to bring and anything special about the season, for example the months when Yala is closed or when whales are seen off Mirissa.</p>
<h2>Respecting people and places</h2>
<ul>
<li>Cover your shoulders and knees at temples and remove shoes and hats before entering. Never pose for photos with your back to a Buddha statue.</li>
<li>Ask before photographing people, especially monks, pilgrims and children.</li>
<li>On safari, stay in the vehicle, keep your voice down and never feed wild animals.</li>
<li>On boats, follow the crew’s instructions and wear a life jacket when asked.</li>
<li>Carry a refillable bottle; many parks and reserves ban single-use plastic.</li>
</ul>
<h2>Messages with suppliers</h2>
<p>Every booking has a message thread. You can write to the supplier when they are reachable for your booking, and to the Serendib team at any time. Keep messages about the booking and never share card details in a message. Our team may hide messages that break these guidelines; they are then shown as removed by admin.</p>
<h2>Writing a review</h2>
<p>After your tour you receive an e-mail with a link to review it, and you can also review completed bookings from your account. Reviews help other travellers choose and help suppliers improve, so please be specific and fair.</p>
<ul>
<li>Describe your own experience on this tour: the guide, timing, vehicle, food and value.</li>
<li>Keep it short: up to 200 characters from your account, or 500 characters and up to three photos (JPG, PNG or GIF) from the review link.</li>
<li>Do not include personal information such as phone numbers, e-mail addresses or other travellers’ full names.</li>
<li>No offensive language, discrimination, advertising or links.</li>
<li>Only one review per booking, written by someone who took part.</li>
</ul>
<p>We publish reviews whether they are positive or negative, as long as they follow these guidelines. Suppliers cannot edit or remove reviews. If you believe a review breaks the rules, contact our support team and we will look into it.</p>
<h2>When something goes wrong</h2>
<p>If your pick-up is late or the tour is not as described, message the supplier and our team from the booking straight away, or call our 24/7 line on +94 11 234 5678, so we can fix things while you are still there. If a problem cannot be solved on the day, an admin can open a dispute on the booking and will work with you and the supplier on a fair outcome.</p>`,
}
