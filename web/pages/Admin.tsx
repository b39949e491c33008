export default function Admin() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
    </section>
  );
}
