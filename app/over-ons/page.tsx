import { AboutStory } from '@/components/about/about-story';
import { AboutVideo } from '@/components/about/about-video';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';

export const metadata = pageMetadata({
  title: 'Over ons',
  description: `${shop.name}: rundvlees van eigen kweek. Maine-Anjou runderen op de weide tussen Brugge en Damme, met rust en zorg grootgebracht, en een eigen winkel in ${shop.address.town}.`,
  path: '/over-ons',
});

export default function AboutPage() {
  return (
    <div className="page">
      <h1 className="page-title">Over ons</h1>
      <AboutStory />
      <AboutVideo />
    </div>
  );
}
