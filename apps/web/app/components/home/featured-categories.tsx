import type { FeaturedCategory } from '@serendib/domain/catalogue-api'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { Carousel } from '../ui/carousel'
import { englishLang } from '../ui/content-language'
import { HomeSection } from './home-section'

export function FeaturedCategories({ categories }: { categories: FeaturedCategory[] }) {
  const { t } = useTranslator()
  return (
    <HomeSection
      id="featured-categories"
      title={t('home.exploreByInterest')}
      subtitle={t('home.exploreByInterestSubtitle')}
    >
      <Carousel
        items={categories}
        label={t('home.featuredCategories')}
        getKey={(category) => category.id}
        itemClassName="w-[70%] min-[480px]:w-[45%] md:w-[31%] lg:w-[calc(20%-0.8rem)]"
        renderItem={(category) => (
          // Text sits below the picture: legible on any photo without a heavy dark overlay.
          <Link
            to={`/search?category=${category.categories.join(',')}`}
            className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
          >
            <span className="block aspect-[4/3] overflow-hidden bg-slate-200">
              <img
                src={category.image_name}
                srcSet={category.image_srcset || undefined}
                sizes="(min-width: 1024px) 240px, (min-width: 480px) 45vw, 70vw"
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
              />
            </span>
            <span className="block p-3">
              <span
                className="block font-bold text-slate-900 group-hover:text-brand-800"
                {...englishLang(Boolean(category.untranslated?.includes('title')))}
              >
                {category.title}
              </span>
              <span
                className="line-clamp-2 text-sm text-slate-600"
                {...englishLang(Boolean(category.untranslated?.includes('description')))}
              >
                {category.description}
              </span>
            </span>
          </Link>
        )}
      />
    </HomeSection>
  )
}
