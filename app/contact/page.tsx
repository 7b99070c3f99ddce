export default function Page() {
  return (
    <div className="page">
      <h1 className="page-title">contact</h1>
    </div>
  );
}
