export default function Page() {
  return (
    <div className="page">
      <h1 className="page-title">Foto&apos;s</h1>
    </div>
  );
}
