/** Next and React alone: an empty page. */
export default function BlankPage() {
  return (
    <main>
      <h1>Prázdna stránka</h1>
    </main>
  );
}
