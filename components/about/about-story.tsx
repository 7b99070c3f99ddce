import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import overOnsPhoto from '@/public/images/over-ons.jpg';
import { shop } from '@/lib/shop';
import styles from './about.module.css';

const highlights = [
  { term: 'Eigen kweek', text: 'Maine-Anjou runderen, geboren en grootgebracht op onze boerderij.' },
  { term: 'Op de weide', text: 'Van het voorjaar tot de herfst buiten, op het gras van de polders.' },
  { term: 'Rust en zorg', text: 'Dieren die rustig opgroeien, in hun eigen tempo.' },
  { term: 'Gerijpt', text: 'Vlees dat de tijd krijgt om mals en smaakvol te worden.' },
];

export function AboutStory() {
  return (
    <div className={styles.story}>
      <div className={styles.text}>
        <p className="lead">
          Van onze weide tot op uw bord: bij {shop.name} weet u precies waar uw vlees vandaan komt.
        </p>
        <p>
          Onze boerderij ligt in het groene polderland tussen Brugge en Damme. Het rundvlees in onze toonbank
          komt van eigen kweek: we kennen elk dier, van het kalf in de wei tot het stuk vlees dat u mee naar
          huis neemt.
        </p>
        <p>
          Ons hart ligt bij de Maine-Anjou, een rustig Frans runderras met fijn gemarmerd vlees en een volle,
          zachte smaak. Van het voorjaar tot de herfst grazen onze runderen buiten; in de winter krijgen ze
          hooi en voeder van eigen land.
        </p>
        <p>
          Rust en zorg maken het verschil. Onze dieren groeien zonder haast op, en na het slachten laten we
          het vlees rustig rijpen. Zo wordt het malser en krijgt het meer smaak.
        </p>
        <p>
          In onze winkel in {shop.address.town} versnijden we alles zelf: van steak en gebraad tot gehakt,
          charcuterie en panklare gerechten. U vindt er ook varkensvlees, gevogelte en een goed advies bij het
          koken. Bekijk onze <Link href="/contact">openingsuren</Link> of{' '}
          <Link href="/bestellen">bestel vooraf</Link> en haal uw pakket af in de winkel.
        </p>
      </div>

      <figure className={styles.photo}>
        <ResponsiveImage
          image={overOnsPhoto}
          alt="Maine-Anjou runderen grazen op een polderweide tussen Brugge en Damme"
          sizes="(min-width: 960px) 520px, calc(100vw - 2rem)"
          className={styles.photoImage}
        />
        <figcaption className={styles.caption}>Onze runderen op de weide, tussen Brugge en Damme.</figcaption>
      </figure>

      <dl className={styles.highlights}>
        {highlights.map((item) => (
          <div key={item.term} className={styles.highlight}>
            <dt>{item.term}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
