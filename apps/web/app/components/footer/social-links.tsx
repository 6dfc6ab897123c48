import { FacebookIcon, InstagramIcon, TripadvisorIcon, YoutubeIcon } from '../ui/icons'

const socials = [
  { href: 'https://www.facebook.com/serendib.travel', label: 'Serendib on Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/serendib.travel', label: 'Serendib on Instagram', Icon: InstagramIcon },
  { href: 'https://www.youtube.com/@serendib.travel', label: 'Serendib on YouTube', Icon: YoutubeIcon },
  {
    href: 'https://www.tripadvisor.com/serendib.travel',
    label: 'Serendib on TripAdvisor',
    Icon: TripadvisorIcon,
  },
]

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {socials.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  )
}
