export default function Page() {
  return (
    <main>
      <h1>Vloer</h1>
      <p>Een lege pagina als maatstaf.</p>
    </main>
  );
}
