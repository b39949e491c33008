export default function Profile() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
    </section>
  );
}
