export default function Auth() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Sign in</h1>
    </section>
  );
}
