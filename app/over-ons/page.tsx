export default function Page() {
  return (
    <div className="page">
      <h1 className="page-title">over-ons</h1>
    </div>
  );
}
