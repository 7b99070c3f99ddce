export default function Page() {
  return (
    <div className="page">
      <h1 className="page-title">bestellen</h1>
    </div>
  );
}
