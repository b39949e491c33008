export default function Subscription() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Manage Subscription</h1>
    </section>
  );
}
