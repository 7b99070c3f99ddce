import { PhotoGrid } from '@/components/photos/photo-grid';
import { pageMetadata } from '@/lib/seo';
import { photoItems } from '@/lib/gallery';
import { photoTiles } from '@/lib/photo-tiles';
import { shop } from '@/lib/shop';

export const metadata = pageMetadata({
  title: "Foto's",
  description: `Foto's en een filmpje van ${shop.name}: onze runderen in de wei tussen Brugge en Damme, de hoeve en de toonbank in ${shop.address.town}.`,
  path: "/foto's",
});

export default function PhotosPage() {
  return (
    <div className="page">
      <h1 className="page-title">Foto&apos;s</h1>
      <p className="lead">
        Een kijkje in de wei, op de hoeve en achter de toonbank. Klik op een foto om ze groot te bekijken.
      </p>
      <PhotoGrid tiles={photoTiles(photoItems)} />
    </div>
  );
}
