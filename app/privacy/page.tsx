import { PrivacyStatement } from '@/components/privacy/privacy-statement';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';

export const metadata = pageMetadata({
  title: 'Privacy',
  description: `Hoe ${shop.name} omgaat met de gegevens van het bestelformulier: wat we vragen en waarom, wie ze verwerkt, hoe lang we ze bewaren en wat uw rechten zijn.`,
  path: '/privacy',
});

export default function PrivacyPage() {
  return (
    <div className="page">
      <h1 className="page-title">Privacy</h1>
      <PrivacyStatement />
    </div>
  );
}
