import { Stepper } from './stepper';

// The tap floor: one React state update and its paint, nothing of the shop. The bench taps it the way
// it taps the order page (bench/interactions.mjs), in the same run: what this machine's browser needs
// for the smallest interaction, beside what the order page needs for its own.
export default function Page() {
  return (
    <main>
      <h1>Vloer voor een tik</h1>
      <Stepper />
    </main>
  );
}
