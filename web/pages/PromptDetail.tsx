export default function PromptDetail() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Prompt details</h1>
    </section>
  );
}
