import '../../../../app/globals.css';
import { List } from './list';

// The list floor: the order page's rows with the site's own CSS and markup, and the least React that
// makes them work (rows memoised, the state at the top, a live count and summary; no prices, bar,
// storage or early script). The bench taps it the way it taps the order page (bench/interactions.mjs),
// in the same rounds: what these rows cost with React on this machine at that moment, beside what the
// order page costs (docs/metingen.md, "een kale React-versie van dezelfde lijst").
export default function Page() {
  return (
    <main className="page">
      <h1 className="page-title">Vloer voor een lijst</h1>
      <List />
    </main>
  );
}
