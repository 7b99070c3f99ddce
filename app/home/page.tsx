export default function Page() {
  return (
    <div className="page">
      <h1 className="page-title">home</h1>
    </div>
  );
}
