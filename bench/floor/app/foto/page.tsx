// The photo floor: the bare page with one photo above its text, requested as the site requests its
// hero (fetchPriority high). A photo is a second request after the HTML, so under the bench's
// throttling its largest paint comes at least one round trip after the bare page's text: this
// route shows that cost alone, beside the routes whose largest element is a photo. The file is the
// site's own hero at the width a 412 px phone asks for (828 px, 5 KB).
export default function Page() {
  return (
    <main>
      {/* eslint-disable-next-line @next/next/no-img-element -- the floor has no image pipeline: one file, as served */}
      <img
        src="/foto.webp"
        alt=""
        width={828}
        height={552}
        fetchPriority="high"
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <h1>Vloer met foto</h1>
      <p>Een lege pagina met één foto als maatstaf.</p>
    </main>
  );
}
