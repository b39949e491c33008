export default function Generate() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Generate</h1>
    </section>
  );
}
