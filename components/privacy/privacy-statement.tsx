import { emailJsConfig } from '@/lib/env';
import { privacy } from '@/lib/privacy';
import { fullAddress, shop } from '@/lib/shop';
import styles from './privacy-statement.module.css';

// The privacy statement: the shop as controller, what the order form collects and why, who processes
// it, how long, the draft in the browser, no third parties before a click, the visitor's rights.
export function PrivacyStatement() {
  return (
    <div className={styles.statement}>
      <p className={styles.lead}>
        Deze website verzamelt zo weinig mogelijk. Er zijn geen cookies, geen statistieken en geen
        advertenties. Wat u in het bestelformulier invult, gebruiken we alleen om uw bestelling klaar te
        maken. Versie van {privacy.updated}.
      </p>

      <section aria-labelledby="privacy-wie">
        <h2 id="privacy-wie">Wie is verantwoordelijk?</h2>
        <p>De verwerkingsverantwoordelijke is:</p>
        <address className={styles.card}>
          {shop.name}
          <br />
          {fullAddress} ({shop.address.city})
          <br />
          Ondernemingsnummer: {shop.companyNumber}
          <br />
          E-mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
          <br />
          Telefoon: <a href={`tel:${shop.phone.tel}`}>{shop.phone.display}</a>
        </address>
      </section>

      <section aria-labelledby="privacy-wat">
        <h2 id="privacy-wat">Wat het bestelformulier vraagt, en waarom</h2>
        <ul>
          {privacy.collected.map((item) => (
            <li key={item.what}>
              <strong>{item.what}</strong>: {item.why}
            </li>
          ))}
        </ul>
        <p>
          We gebruiken deze gegevens om de overeenkomst uit te voeren die u met de bestelling aangaat (artikel
          6.1.b van de AVG). We gebruiken ze niet voor reclame en geven ze aan niemand door, behalve aan de
          diensten hieronder die de e-mail versturen en bewaren.
        </p>
      </section>

      <section aria-labelledby="privacy-wie-verwerkt">
        <h2 id="privacy-wie-verwerkt">Wie de gegevens verwerkt</h2>
        <ul>
          <li>
            <strong>EmailJS</strong> (emailjs.com): wanneer u een bestelling bevestigt, stuurt uw browser de
            gegevens naar EmailJS, dat ze als e-mail naar de winkel en als kopie naar u verstuurt.
          </li>
          {emailJsConfig.recaptchaSiteKey && (
            <li>
              <strong>Google reCAPTCHA</strong> (Google Ireland Limited): pas wanneer u op ‘Bestelling
              Plaatsen’ klikt, laadt de bestelpagina Google reCAPTCHA, dat nagaat of een mens de bestelling
              verstuurt en niet een programma dat de e-maildienst misbruikt. Google krijgt daarbij uw IP-adres
              en gegevens over uw browser en hoe u de pagina gebruikt (
              <a href="https://policies.google.com/privacy?hl=nl">privacybeleid</a> en{' '}
              <a href="https://policies.google.com/terms?hl=nl">voorwaarden</a> van Google).
            </li>
          )}
          <li>
            <strong>De mailbox van de winkel</strong> ({shop.privacy.mailboxProvider}): daar komt de
            bestelling binnen.
          </li>
          <li>
            <strong>De webhost</strong> ({shop.privacy.websiteHost}): zoals elke website ziet de server uw
            IP-adres bij het opvragen van een pagina.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-hoelang">
        <h2 id="privacy-hoelang">Hoe lang we ze bewaren</h2>
        <p>De e-mails met bestellingen bewaren we {shop.privacy.orderMailRetention}. Daarna wissen we ze.</p>
      </section>

      <section aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">Uw bestelling in opbouw blijft in uw browser</h2>
        <p>
          Zolang u een bestelling samenstelt, bewaart de site ze in de opslag van uw eigen browser (local
          storage, onder de naam <code>{privacy.conceptStorageKey}</code>), zodat ze een herladen van de
          pagina overleeft. Sluit u het venster, dan blijft ze hoogstens {privacy.conceptMaxAgeHours} uur
          staan (voor wie per ongeluk sluit). Ze verlaat uw toestel niet voordat u de bestelling bevestigt.
        </p>
        <p>
          Een bevestigde bestelling die nog niet volledig verzonden is, blijft bewaard (onder{' '}
          <code>{privacy.orderStorageKey}</code>) tot ze verzonden is, tot u zegt dat ze niet meer nodig is,
          of ten laatste {privacy.orderSlackDays} dagen na de afhaaldag: zo gaat een bestelling niet verloren
          als uw browser of telefoon halverwege afsluit.
        </p>
        <p>
          Alleen als u ‘Onthoud mijn gegevens op dit toestel’ aanvinkt, blijven uw laatste drie bestellingen
          (producten en uw gegevens) op uw eigen toestel bewaard (onder de naam{' '}
          <code>{privacy.historyStorageKey}</code>), zodat u met ‘Bestel opnieuw’ snel dezelfde bestelling
          kunt plaatsen. Ze worden nergens anders heen gestuurd. Zelf wissen kan met de knop ‘Vergeet mijn
          gegevens’ op de bestelpagina, of door in de instellingen van uw browser de sitegegevens van deze
          website te wissen.
        </p>
        <p>
          Na het versturen onthoudt uw browser ook het tijdstip (onder de naam{' '}
          <code>{privacy.lastSentStorageKey}</code>), zodat de pagina het even vraagt als binnen de minuut nog
          een bestelling vertrekt: een dubbele tik verstuurt zo geen tweede bestelling.
        </p>
      </section>

      <section aria-labelledby="privacy-derden">
        <h2 id="privacy-derden">Niets van anderen zonder uw klik</h2>
        <p>
          De kaart op de contactpagina (Google Maps) en de video op ‘Over ons’ (YouTube, zonder cookies) laden
          pas als u erop klikt. Pas dan krijgen Google of YouTube uw IP-adres en gegevens over uw browser. Tot
          dan blijft alles op deze website.
        </p>
      </section>

      <section aria-labelledby="privacy-rechten">
        <h2 id="privacy-rechten">Uw rechten</h2>
        <p>
          U mag de gegevens die we over u hebben inkijken, laten verbeteren of laten wissen, de verwerking
          laten beperken, er bezwaar tegen maken en ze in een gewone vorm opvragen. Stuur daarvoor een e-mail
          naar <a href={`mailto:${shop.email}`}>{shop.email}</a>; we antwoorden binnen een maand.
        </p>
        <p>Bent u niet tevreden over ons antwoord, dan kunt u klacht indienen bij de:</p>
        <address className={styles.card}>
          {privacy.authority.name}
          <br />
          {privacy.authority.street}
          <br />
          {privacy.authority.postalTown}
          <br />
          <a href={`mailto:${privacy.authority.email}`}>{privacy.authority.email}</a>
          <br />
          <a href={privacy.authority.url} rel="noopener noreferrer">
            gegevensbeschermingsautoriteit.be
          </a>
        </address>
      </section>
    </div>
  );
}
